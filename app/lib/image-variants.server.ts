import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { env } from "./env.server";
import { IMAGE_WIDTHS } from "./image-src";
import { BUCKETS, readObject, type Bucket } from "./storage.server";

/**
 * Resized copies of stored images for `srcset` (issue #26): `/bild/{width}/{bucket}/{key}` reads the
 * original through the storage module, re-encodes it with sharp (WebP, fit inside `width`, never
 * enlarged, metadata stripped) and keeps the result in DATA_DIR/variants, so each size is made
 * once. Keys never change their content (storage.server.ts), so the answer is cached for a year.
 * Unknown widths, buckets or files are null (404).
 */
export async function imageVariant(width: number, bucket: string, key: string): Promise<Buffer | null> {
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  if (!BUCKETS.includes(bucket as Bucket) || !key || key.includes("..") || key.startsWith("/") || !/^[\w./-]+$/.test(key)) return null;
  const cached = path.resolve(env().DATA_DIR, "variants", String(width), bucket, `${key}.webp`);
  try {
    return fs.readFileSync(cached);
  } catch {
    // made below
  }
  const original = await readObject(bucket as Bucket, key);
  if (!original) return null;
  let out: Buffer;
  try {
    out = await sharp(original, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  try {
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.writeFileSync(cached, out);
  } catch {
    // A read-only data folder: serve without keeping the copy.
  }
  return out;
}
