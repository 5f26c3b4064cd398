import sharp, { type OutputInfo } from "sharp";
import { HttpError } from "./http.server";
import { logger } from "./logger.server";
import { maliciousFileAttempts } from "~db/schema";
import { db } from "./db.server";
import { putObject, uniqueObjectName, type Bucket, type StoredObject } from "./storage.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_BYTES = 100;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"] as const;

export const IMAGE_MESSAGES = {
  type: "Ungültiger Dateityp. Erlaubt: JPG, PNG, WEBP, GIF",
  tooLarge: (mb: number) => `Datei ist zu groß. Maximale Größe: ${mb}MB`,
  tooSmall: "Datei ist zu klein",
  notImage: "Bitte wählen Sie eine Bilddatei aus",
  failed: "Fehler beim Hochladen des Bildes",
} as const;

type Sniffed = "jpeg" | "png" | "webp" | "gif" | null;

/** Detects the real image type from the first bytes (never trust the name or the browser's type). */
export function sniffImageType(buf: Buffer): Sniffed {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (buf.length >= 6 && (buf.subarray(0, 6).toString("ascii") === "GIF87a" || buf.subarray(0, 6).toString("ascii") === "GIF89a"))
    return "gif";
  if (buf.length >= 12 && buf.subarray(0, 4).toString("ascii") === "RIFF" && buf.subarray(8, 12).toString("ascii") === "WEBP")
    return "webp";
  return null;
}

export type ImageUploadOptions = {
  bucket: Bucket;
  /** Folder inside the bucket: the uploader's user id (spec) or e.g. "contests". */
  folder: string;
  maxBytes?: number;
  minBytes?: number;
  /** Bounding box for resizing (keeps aspect ratio, never enlarges). Default 1920x1920. */
  maxWidth?: number;
  maxHeight?: number;
  quality?: number;
  userId?: string | null;
};

/**
 * Validates an uploaded image on the server (size limits, real type by magic bytes), re-encodes it
 * with sharp (strips EXIF/GPS metadata, auto-rotates, bounded size; animated GIFs stay GIF, all
 * else becomes WebP) and stores it. Throws HttpError(400) with the spec's German messages.
 */
export async function storeImageUpload(file: File | Blob | null | undefined, opts: ImageUploadOptions): Promise<StoredObject & { width: number; height: number; bytes: number }> {
  if (!file || typeof (file as Blob).arrayBuffer !== "function" || (file as Blob).size === 0) {
    throw new HttpError(400, IMAGE_MESSAGES.notImage);
  }
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const minBytes = opts.minBytes ?? MIN_IMAGE_BYTES;
  if (file.size > maxBytes) throw new HttpError(400, IMAGE_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  if (file.size < minBytes) throw new HttpError(400, IMAGE_MESSAGES.tooSmall);
  const input = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(input);
  const name = (file as File).name ?? "upload";
  if (!kind) {
    await recordMaliciousAttempt(name, "type_mismatch", file.type, file.size, opts.userId);
    throw new HttpError(400, IMAGE_MESSAGES.type);
  }
  let output: Buffer;
  let ext: string;
  let contentType: string;
  let info: OutputInfo;
  try {
    const animated = kind === "gif" && ((await sharp(input, { animated: true }).metadata()).pages ?? 1) > 1;
    const pipeline = sharp(input, { animated, failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: opts.maxWidth ?? 1920, height: opts.maxHeight ?? 1920, fit: "inside", withoutEnlargement: true });
    if (animated) {
      ({ data: output, info } = await pipeline.gif().toBuffer({ resolveWithObject: true }));
      ext = "gif";
      contentType = "image/gif";
    } else {
      ({ data: output, info } = await pipeline.webp({ quality: Math.round((opts.quality ?? 0.85) * 100) }).toBuffer({ resolveWithObject: true }));
      ext = "webp";
      contentType = "image/webp";
    }
  } catch (error) {
    logger.warn({ err: error, name }, "image decode failed");
    await recordMaliciousAttempt(name, "undecodable", file.type, file.size, opts.userId);
    throw new HttpError(400, IMAGE_MESSAGES.type);
  }
  const key = `${opts.folder.replace(/[^a-zA-Z0-9_-]/g, "")}/${uniqueObjectName(ext)}`;
  const stored = await putObject(opts.bucket, key, output, contentType);
  return { ...stored, width: info.width, height: info.height, bytes: output.length };
}

async function recordMaliciousAttempt(fileName: string, reason: string, fileType: string, fileSize: number, userId?: string | null) {
  try {
    await db.insert(maliciousFileAttempts).values({ fileName: fileName.slice(0, 255), reason, fileType: fileType || null, fileSize, userId: userId ?? null });
  } catch (error) {
    logger.warn({ err: error }, "malicious file log failed");
  }
}
