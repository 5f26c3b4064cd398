import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { env } from "./env.server";
import { IMAGE_WIDTHS } from "./image-src";
import { BUCKETS, objectFromUrl, readObject, type Bucket } from "./storage.server";

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

export type ImageSize = { width: number; height: number };
const sizes = new Map<string, ImageSize | null>();

/**
 * The intrinsic size of one of our image sources (an upload, or the site's own `/images/`), so that
 * an `<img>` can carry width and height and keep its place before it loads (no layout shift). Read
 * once per source and kept (stored images never change their content); null when the image cannot
 * be read or has no size. A failed storage read is not kept, so the next call tries again.
 */
export async function storedImageSize(src: string): Promise<ImageSize | null> {
  if (sizes.has(src)) return sizes.get(src)!;
  let bytes: Buffer | null = null;
  if (src.startsWith("/images/") && !src.includes("..")) {
    for (const dir of ["build/client", "public"]) {
      try {
        bytes = fs.readFileSync(path.resolve(dir, `.${src}`));
        break;
      } catch {
        // not in this folder
      }
    }
  } else {
    const object = objectFromUrl(src);
    if (object) bytes = await readObject(object.bucket, object.key);
  }
  let size: ImageSize | null = null;
  if (bytes) {
    try {
      const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
      size = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    } catch {
      size = null;
    }
  }
  if (sizes.size >= 5000) sizes.delete(sizes.keys().next().value!);
  sizes.set(src, size);
  return size;
}
