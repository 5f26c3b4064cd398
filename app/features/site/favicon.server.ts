import sharp from "sharp";
import { HttpError } from "~/lib/errors";
import { sniffImageType } from "~/lib/images.server";
import { logger } from "~/lib/logger.server";
import { deleteObject, putObject, randomObjectName, type StoredObject } from "~/lib/storage.server";
import { registerUpload } from "~/lib/uploads.server";

import { FAVICON_MAX_BYTES, FAVICON_MESSAGES } from "./favicon-limits";

export { FAVICON_MAX_BYTES, FAVICON_MESSAGES };

const EXTENSIONS = /\.(png|jpe?g|ico)$/i;

/**
 * An ICO file: reserved 0, type 1, 1-255 images, and every directory entry pointing inside the
 * file. sharp cannot re-encode ICO, so the bytes are checked and stored as they are.
 */
export function isIco(buf: Buffer): boolean {
  if (buf.length < 22 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) return false;
  const count = buf.readUInt16LE(4);
  if (count < 1 || buf.length < 6 + 16 * count) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = buf.readUInt32LE(entry + 8);
    const offset = buf.readUInt32LE(entry + 12);
    if (size === 0 || offset < 6 + 16 * count || offset + size > buf.length) return false;
  }
  return true;
}

/**
 * Validates and stores a favicon in the site-assets bucket: the name must end in .png/.jpg/.jpeg/
 * .ico and the bytes must be that kind (magic bytes). PNG and JPEG are re-encoded as a PNG of at
 * most 64x64 px (metadata stripped); ICO files are kept as they are. The upload is registered as the
 * admin's (unreferenced until the settings save it).
 */
export async function storeFavicon(file: File, ownerId: string): Promise<StoredObject> {
  if (!EXTENSIONS.test(file.name)) throw new HttpError(400, FAVICON_MESSAGES.type, { favicon: FAVICON_MESSAGES.type });
  if (file.size > FAVICON_MAX_BYTES) throw new HttpError(400, FAVICON_MESSAGES.tooLarge, { favicon: FAVICON_MESSAGES.tooLarge });
  const input = Buffer.from(await file.arrayBuffer());
  const kind = sniffImageType(input);
  let body: Buffer;
  let ext: "png" | "ico";
  if (isIco(input)) {
    body = input;
    ext = "ico";
  } else if (kind === "png" || kind === "jpeg") {
    try {
      body = await sharp(input, { failOn: "error", limitInputPixels: 25_000_000 })
        .resize({ width: 64, height: 64, fit: "inside", withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch (error) {
      logger.warn({ err: error, name: file.name.slice(0, 255) }, "favicon decode failed");
      throw new HttpError(400, FAVICON_MESSAGES.type, { favicon: FAVICON_MESSAGES.type });
    }
    ext = "png";
  } else {
    throw new HttpError(400, FAVICON_MESSAGES.type, { favicon: FAVICON_MESSAGES.type });
  }
  const contentType = ext === "ico" ? "image/x-icon" : "image/png";
  let stored: StoredObject;
  try {
    stored = await putObject("site-assets", randomObjectName(ext), body, contentType);
  } catch (error) {
    logger.error({ err: error }, "favicon upload failed");
    throw new HttpError(500, FAVICON_MESSAGES.uploadFailed);
  }
  try {
    await registerUpload(stored, { ownerId, contentType, bytes: body.length });
  } catch (error) {
    await deleteObject(stored.bucket, stored.key).catch(() => undefined);
    throw error;
  }
  return stored;
}
