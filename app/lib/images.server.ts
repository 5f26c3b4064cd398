import sharp, { type OutputInfo } from "sharp";
import { HttpError } from "./errors";
import { logger } from "./logger.server";
import { maliciousFileAttempts } from "~db/schema";
import { logSecurityEvent } from "./security-log.server";
import { db } from "./db.server";
import { deleteObject, putObject, randomObjectName, StorageWriteError, type Bucket, type StoredObject } from "./storage.server";
import { assertUploadQuota, discardUploads, enforceUploadRateLimit, markUploadsReferenced, registerUpload } from "./uploads.server";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_BYTES = 100;
export const ALLOWED_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"] as const;

/** Spec 1 sections 5 and 8 (upload, avatar), spec 2 section 6 (5 MB text), du-form. */
export const IMAGE_MESSAGES = {
  type: "Ungültiger Dateityp. Erlaubt: JPG, PNG, WEBP, GIF",
  tooLarge: (mb: number) => `Die Datei ist zu groß. Maximale Größe: ${mb}MB.`,
  tooSmall: "Datei ist zu klein",
  notImage: "Bitte wähle eine Bilddatei aus",
  failed: "Fehler beim Hochladen des Bildes",
  /** The storage refused the write (permissions): spec 1 "policy". */
  denied: "Keine Berechtigung zum Hochladen",
  /** Any other failure of the storage. */
  storageFailed: (message: string) => `Upload-Fehler: ${message}`,
  storageFailedDetail: "Die Datei konnte nicht gespeichert werden.",
} as const;

type Sniffed = "jpeg" | "png" | "webp" | "gif" | null;

/** Detects the real image type from the first bytes (never trust the name or the browser's type). */
export function sniffImageType(buf: Buffer): Sniffed {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (buf.length >= 6 && (buf.subarray(0, 6).toString("ascii") === "GIF87a" || buf.subarray(0, 6).toString("ascii") === "GIF89a")) return "gif";
  if (buf.length >= 12 && buf.subarray(0, 4).toString("ascii") === "RIFF" && buf.subarray(8, 12).toString("ascii") === "WEBP") return "webp";
  return null;
}

export type ImageUploadOptions = {
  bucket: Bucket;
  /**
   * The uploading member: rate limit `upload` and the daily quota apply, the upload is registered
   * as theirs. The storage key never contains it.
   */
  ownerId: string | null;
  /** Client address, recorded with refused files. */
  ip?: string | null;
  maxBytes?: number;
  minBytes?: number;
  /** Bounding box for resizing (keeps aspect ratio, never enlarges). Default 1920x1920. */
  maxWidth?: number;
  maxHeight?: number;
  quality?: number;
  /** A folder inside the bucket, e.g. "contests/" (contest-images/contests/{random}.webp). */
  keyPrefix?: string;
  /** The answer to a file that is not an image (default: the upload's 'Ungültiger Dateityp …'). */
  notImageMessage?: string;
};

/**
 * Validates an uploaded image on the server (size limits, real type by magic bytes), re-encodes it
 * with sharp (strips EXIF/GPS metadata, auto-rotates, bounded size; animated GIFs stay GIF, all
 * else becomes WebP) and stores it under an opaque key `{bucket}/{random}.{ext}`, registered in
 * the upload table (unreferenced until content saves it). Throws HttpError(400) with the spec's
 * German messages, 429 for the member's rate limit and daily quota. Refusals are logged; files that
 * are not what they claim to be are recorded in malicious_file_attempts.
 */
export async function storeImageUpload(
  file: File | Blob | null | undefined,
  opts: ImageUploadOptions,
): Promise<StoredObject & { width: number; height: number; bytes: number }> {
  if (opts.ownerId) await enforceUploadRateLimit(opts.ownerId, { ip: opts.ip });
  const name = (file as File | null | undefined)?.name ?? "upload";
  const refuse = (reason: string, message: string) => {
    logger.warn({ userId: opts.ownerId, bucket: opts.bucket, reason, name: name.slice(0, 255), type: file?.type, size: file?.size }, "upload refused");
    return new HttpError(400, message);
  };
  if (!file || typeof (file as Blob).arrayBuffer !== "function" || (file as Blob).size === 0) throw refuse("empty", IMAGE_MESSAGES.notImage);
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const minBytes = opts.minBytes ?? MIN_IMAGE_BYTES;
  if (file.size > maxBytes) {
    await recordMaliciousAttempt({ fileName: name, reason: "too_large", fileType: file.type, fileSize: file.size, userId: opts.ownerId, ip: opts.ip });
    throw refuse("too_large", IMAGE_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  }
  if (file.size < minBytes) throw refuse("too_small", IMAGE_MESSAGES.tooSmall);
  const input = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(input);
  if (!kind) {
    await recordMaliciousAttempt({ fileName: name, reason: "type_mismatch", fileType: file.type, fileSize: file.size, userId: opts.ownerId, ip: opts.ip });
    throw refuse("type_mismatch", opts.notImageMessage ?? IMAGE_MESSAGES.type);
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
    await recordMaliciousAttempt({ fileName: name, reason: "undecodable", fileType: file.type, fileSize: file.size, userId: opts.ownerId, ip: opts.ip });
    throw refuse("undecodable", opts.notImageMessage ?? IMAGE_MESSAGES.type);
  }
  if (opts.ownerId) await assertUploadQuota(opts.ownerId, output.length);
  const stored = await putObject(opts.bucket, `${opts.keyPrefix ?? ""}${randomObjectName(ext)}`, output, contentType).catch((error: unknown) => {
    throw storageRefusal(error, opts);
  });
  try {
    await registerUpload(stored, { ownerId: opts.ownerId, contentType, bytes: output.length });
  } catch (error) {
    await deleteObject(stored.bucket, stored.key).catch(() => undefined);
    throw error;
  }
  return { ...stored, width: info.width, height: info.height, bytes: output.length };
}

/** A failed write of the storage as the spec's upload texts ('Keine Berechtigung zum Hochladen', 'Upload-Fehler: …'). */
function storageRefusal(error: unknown, opts: ImageUploadOptions): HttpError {
  logger.error({ err: error, bucket: opts.bucket, userId: opts.ownerId }, "upload storage write failed");
  if (error instanceof StorageWriteError && error.kind === "denied") return new HttpError(500, IMAGE_MESSAGES.denied);
  return new HttpError(500, IMAGE_MESSAGES.storageFailed(IMAGE_MESSAGES.storageFailedDetail));
}

/**
 * A refused file that is too large or not what it claims to be: a row in malicious_file_attempts
 * (the security dashboard's list) and a security event. Failures are logged and ignored.
 */
async function recordMaliciousAttempt(a: { fileName: string; reason: string; fileType: string; fileSize: number; userId: string | null; ip?: string | null }) {
  await logSecurityEvent({
    eventType: "malicious_file_upload_high",
    userId: a.userId,
    ip: a.ip ?? null,
    details: { fileName: a.fileName.slice(0, 255), reason: a.reason, fileType: a.fileType || null, fileSize: a.fileSize },
  });
  try {
    await db.insert(maliciousFileAttempts).values({
      fileName: a.fileName.slice(0, 255),
      reason: a.reason,
      fileType: a.fileType || null,
      fileSize: a.fileSize,
      userId: a.userId,
      ipAddress: a.ip ?? null,
    });
  } catch (error) {
    logger.warn({ err: error }, "malicious file log failed");
  }
}

/**
 * The one way to replace a stored image (avatar, article image, provider images, review image):
 * stores the new file (when given), runs `save` with its URL (null without a file), which writes
 * the reference in its transaction and returns the URLs it let go of; only after that committed
 * are those deleted (each only if nothing else still references it). When `save` fails, the new
 * upload is deleted again and nothing else changes.
 */
export async function replaceStoredImage<T>(input: {
  file?: File | Blob | null;
  upload?: ImageUploadOptions;
  save: (url: string | null) => Promise<{ result: T; previous: readonly (string | null | undefined)[] }>;
}): Promise<T> {
  const stored = input.file && input.upload ? await storeImageUpload(input.file, input.upload) : null;
  let outcome: Awaited<ReturnType<typeof input.save>>;
  try {
    outcome = await input.save(stored?.url ?? null);
  } catch (error) {
    if (stored) await discardUploads([stored.url]);
    throw error;
  }
  if (stored) await markUploadsReferenced([stored.url]);
  await discardUploads(outcome.previous.filter((url) => url && url !== stored?.url));
  return outcome.result;
}
