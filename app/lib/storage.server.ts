import { AwsClient } from "aws4fetch";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/**
 * File storage: a local folder (DATA_DIR/uploads, served under /media) by default, or an
 * S3-compatible bucket when S3_* is configured. Keys are `{bucket}/{folder}/{timestamp}-{random}.{ext}`:
 * never overwritten, so they are served with long cache headers.
 */
export const BUCKETS = [
  "provider-images",
  "review-images",
  "avatars",
  "blog-images",
  "contest-images",
  "ad-banners",
  "site-assets",
] as const;
export type Bucket = (typeof BUCKETS)[number];

export type StoredObject = { bucket: Bucket; key: string; url: string };

export function uniqueObjectName(ext: string, now = Date.now()) {
  return `${now}-${crypto.randomBytes(6).toString("hex")}.${ext.replace(/^\./, "").toLowerCase()}`;
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
  const objectUrl = (key: string) =>
    e.S3_FORCE_PATH_STYLE
      ? `${endpoint}/${e.S3_BUCKET}/${key}`
      : `${endpoint.replace("://", `://${e.S3_BUCKET}.`)}/${key}`;
  const publicBase = (e.S3_PUBLIC_URL ?? (e.S3_FORCE_PATH_STYLE ? `${endpoint}/${e.S3_BUCKET}` : endpoint.replace("://", `://${e.S3_BUCKET}.`))).replace(/\/$/, "");
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
    if (!res.ok) throw new Error(`S3 upload failed: ${res.status} ${await res.text().catch(() => "")}`);
  } else {
    const file = path.join(localRoot(), full);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body, { flag: "wx" });
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

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  if (key.includes("..")) return;
  const full = `${bucket}/${key}`;
  const remote = s3();
  if (remote) {
    const res = await remote.client.fetch(remote.objectUrl(full), { method: "DELETE" });
    if (!res.ok && res.status !== 404) throw new Error(`S3 delete failed: ${res.status}`);
  } else {
    fs.rmSync(path.join(localRoot(), full), { force: true });
  }
}

/** Deletes the object behind one of our public URLs; ignores foreign URLs. */
export async function deleteByUrl(url: string | null | undefined) {
  if (!url) return;
  const obj = objectFromUrl(url);
  if (obj) await deleteObject(obj.bucket, obj.key);
}
