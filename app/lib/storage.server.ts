import { AwsClient } from "aws4fetch";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { UPLOAD_BUCKETS, type UploadBucket } from "~db/schema/uploads";
import { env } from "./env.server";
import { compactUrl } from "./safe-url";

/**
 * File storage: a local folder (DATA_DIR/uploads, served under /media) by default, or an
 * S3-compatible bucket when S3_* is configured. Objects live at `{bucket}/{key}`; uploads get an
 * opaque key `{random}.{ext}` (128 random bits, no user id, no time: see app/lib/uploads.server.ts,
 * which records the owner). Keys are never overwritten, so they are served with long cache headers.
 */
export const BUCKETS = UPLOAD_BUCKETS;
export type Bucket = UploadBucket;

export type StoredObject = { bucket: Bucket; key: string; url: string };

/** An opaque object name: 32 hex characters of randomness plus the extension. */
export function randomObjectName(ext: string) {
  return `${crypto.randomBytes(16).toString("hex")}.${ext.replace(/^\./, "").toLowerCase()}`;
}

function localRoot() {
  return path.resolve(env().DATA_DIR, "uploads");
}

function s3() {
  const e = env();
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  const client = new AwsClient({
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
    service: "s3",
  });
  const endpoint = e.S3_ENDPOINT.replace(/\/$/, "");
  const objectUrl = (key: string) => (e.S3_FORCE_PATH_STYLE ? `${endpoint}/${e.S3_BUCKET}/${key}` : `${endpoint.replace("://", `://${e.S3_BUCKET}.`)}/${key}`);
  const publicBase = (e.S3_PUBLIC_URL ?? (e.S3_FORCE_PATH_STYLE ? `${endpoint}/${e.S3_BUCKET}` : endpoint.replace("://", `://${e.S3_BUCKET}.`))).replace(
    /\/$/,
    "",
  );
  return { client, objectUrl, publicBase };
}

export function storageKind(): "local" | "s3" {
  return s3() ? "s3" : "local";
}

export function publicUrl(bucket: Bucket, key: string): string {
  const remote = s3();
  const full = `${bucket}/${key}`;
  return remote ? `${remote.publicBase}/${full}` : `/media/${full}`;
}

/**
 * The storage refused or failed to write an object: `denied` when it lacks the permission (S3 401
 * or 403, a local EACCES/EPERM/EROFS), `failed` otherwise.
 */
export class StorageWriteError extends Error {
  constructor(
    public kind: "denied" | "failed",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StorageWriteError";
  }
}

const DENIED_CODES = new Set(["EACCES", "EPERM", "EROFS"]);

/** Stores bytes under `{bucket}/{key}`; refuses to overwrite an existing object. */
export async function putObject(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<StoredObject> {
  if (key.includes("..") || key.startsWith("/")) throw new Error("invalid storage key");
  const full = `${bucket}/${key}`;
  const remote = s3();
  if (remote) {
    const res = await remote.client.fetch(remote.objectUrl(full), {
      method: "PUT",
      body: new Uint8Array(body),
      headers: {
        "Content-Type": contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "If-None-Match": "*",
      },
    });
    if (!res.ok) {
      const kind = res.status === 401 || res.status === 403 ? "denied" : "failed";
      throw new StorageWriteError(kind, `S3 upload failed: ${res.status} ${await res.text().catch(() => "")}`);
    }
  } else {
    const file = path.join(localRoot(), full);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body, { flag: "wx" });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      throw new StorageWriteError(DENIED_CODES.has(code) ? "denied" : "failed", `local upload failed: ${code}`, { cause: error });
    }
  }
  return { bucket, key, url: publicUrl(bucket, key) };
}

/** Maps a public URL of ours back to bucket and key (null for foreign URLs). */
export function objectFromUrl(url: string): { bucket: Bucket; key: string } | null {
  const remote = s3();
  let rest: string | null = null;
  if (url.startsWith("/media/")) rest = url.slice("/media/".length);
  else if (remote && url.startsWith(`${remote.publicBase}/`)) rest = url.slice(remote.publicBase.length + 1);
  if (!rest) return null;
  const [bucket, ...parts] = rest.split("/");
  if (!BUCKETS.includes(bucket as Bucket) || parts.length === 0) return null;
  return { bucket: bucket as Bucket, key: parts.join("/") };
}

/**
 * Image sources we show: our own uploads (`/media/...` locally, the S3 public base remotely) and the
 * site's own `/images/`. Anything else would be blocked by the CSP (and leak visits to a third
 * party). Returns the trimmed source or null.
 */
export function ownImageSrc(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (!value || compactUrl(value) !== value || value.includes("\\") || value.includes("..")) return null;
  if (value.startsWith("/media/") || value.startsWith("/images/")) return value;
  return objectFromUrl(value) ? value : null;
}

/** The bytes of `{bucket}/{key}`, or null when there is no such object. */
export async function readObject(bucket: Bucket, key: string): Promise<Buffer | null> {
  if (key.includes("..") || key.startsWith("/")) return null;
  const full = `${bucket}/${key}`;
  const remote = s3();
  if (remote) {
    const res = await remote.client.fetch(remote.objectUrl(full), { method: "GET" });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 read failed: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
  try {
    return fs.readFileSync(path.join(localRoot(), full));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Files of the local store inside `{bucket}/` (relative keys, sub-folders included); empty for
 * S3. Used by the one-time move of files from the old per-user folders.
 */
export function listLocalObjects(bucket: Bucket): string[] {
  if (s3()) return [];
  const root = path.join(localRoot(), bucket);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join("/"));
}

/** Modification time of a local object (null for S3 or a missing file). */
export function localObjectTime(bucket: Bucket, key: string): Date | null {
  if (s3() || key.includes("..")) return null;
  try {
    return fs.statSync(path.join(localRoot(), bucket, key)).mtime;
  } catch {
    return null;
  }
}

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  if (key.includes("..")) return;
  const full = `${bucket}/${key}`;
  const remote = s3();
  if (remote) {
    const res = await remote.client.fetch(remote.objectUrl(full), { method: "DELETE" });
    if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed: ${res.status}`);
  } else {
    const file = path.join(localRoot(), full);
    fs.rmSync(file, { force: true });
    // Remove a folder left empty (the old per-user folders), never the bucket folder itself.
    const dir = path.dirname(file);
    if (dir !== path.join(localRoot(), bucket)) {
      try {
        fs.rmdirSync(dir);
      } catch {
        // not empty (or already gone): keep it
      }
    }
  }
}
