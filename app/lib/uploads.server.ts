import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { uploads } from "~db/schema";
import type { Executor } from "~db/types";
import { db } from "./db.server";
import { tooManyRequests } from "./errors";
import { logger } from "./logger.server";
import { enforceRateLimit, RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { deleteObject, objectFromUrl, publicUrl, type Bucket, type StoredObject } from "./storage.server";
import { UNREFERENCED_UPLOAD_HOURS, UPLOAD_QUOTA } from "./upload-limits";

/**
 * The upload registry (table `uploads`): who uploaded which object, and whether content uses it.
 *
 * Life of an upload: `storeImageUpload` stores the file under an opaque key and registers it here
 * (unreferenced). Saving content claims it (`claimUploads`, inside the content's transaction, which
 * also checks the owner) or marks it (`markUploadsReferenced`). Replaced or removed images are
 * discarded after the save committed (`discardUploads`, each only if nothing references it any
 * more). The `uploads-cleanup` job (`cleanupUploads`) deletes uploads that no content references
 * 24 hours after their upload (or after their last confirmed reference).
 */

export { UPLOAD_QUOTA };
/** Unreferenced uploads are deleted this long after the upload. */
export const UNREFERENCED_UPLOAD_TTL_MS = UNREFERENCED_UPLOAD_HOURS * 60 * 60_000;

export const UPLOAD_LIMIT_MESSAGES = {
  /** The spec's rate-limit text (spec 1 section 8, du-form). */
  rateLimit: RATE_LIMIT_MESSAGE,
  quota: `Dein Upload-Kontingent ist erschöpft (höchstens ${UPLOAD_QUOTA.files} Bilder oder ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB in 24 Stunden). Bitte versuche es später erneut.`,
} as const;

/** The registry key (`{bucket}/{name}`) of one of our public URLs, or null for foreign URLs. */
export function uploadKeyOf(url: string | null | undefined): { key: string; bucket: Bucket; name: string } | null {
  if (!url) return null;
  const obj = objectFromUrl(url);
  return obj ? { key: `${obj.bucket}/${obj.key}`, bucket: obj.bucket, name: obj.key } : null;
}

/** Counts one upload attempt of the member (rate limit `upload`); throws 429 when blocked. */
export async function enforceUploadRateLimit(ownerId: string, opts: { ip?: string | null; now?: Date } = {}) {
  await enforceRateLimit("upload", `user:${ownerId}`, { userId: ownerId, ip: opts.ip, now: opts.now, message: UPLOAD_LIMIT_MESSAGES.rateLimit });
}

/**
 * The daily quota: at most UPLOAD_QUOTA.files uploads and UPLOAD_QUOTA.bytes bytes per member in
 * the last 24 hours, including the one of `incomingBytes` about to be stored. Throws 429.
 */
export async function assertUploadQuota(ownerId: string, incomingBytes: number, now = new Date()) {
  const since = new Date(now.getTime() - UPLOAD_QUOTA.windowMs);
  const res = await db.execute<{ files: number; bytes: string | number; oldest: string | Date | null }>(sql`
    select count(*)::int as files, coalesce(sum(bytes), 0)::bigint as bytes, min(created_at) as oldest
    from uploads where owner_id = ${ownerId} and created_at > ${since.toISOString()}::timestamptz`);
  const used = res.rows[0]!;
  if (Number(used.files) + 1 > UPLOAD_QUOTA.files || Number(used.bytes) + incomingBytes > UPLOAD_QUOTA.bytes) {
    logger.warn({ userId: ownerId, files: Number(used.files), bytes: Number(used.bytes) }, "upload refused: quota");
    // Retry-After: when the oldest upload of the window leaves it (the earliest time room can free up).
    const oldest = used.oldest ? new Date(used.oldest).getTime() : now.getTime();
    throw tooManyRequests(UPLOAD_LIMIT_MESSAGES.quota, Math.max(oldest + UPLOAD_QUOTA.windowMs - now.getTime(), 1000));
  }
}

/** Records a freshly stored object (not yet referenced by any content). */
export async function registerUpload(
  stored: StoredObject,
  meta: { ownerId: string | null; contentType: string; bytes: number; now?: Date },
  executor: Executor = db,
) {
  await executor.insert(uploads).values({
    key: `${stored.bucket}/${stored.key}`,
    bucket: stored.bucket,
    ownerId: meta.ownerId,
    contentType: meta.contentType,
    bytes: meta.bytes,
    createdAt: meta.now ?? new Date(),
  });
}

/**
 * Claims uploaded images for content that is being saved (call it inside that transaction): every
 * URL must be a registered upload in `bucket`, owned by `ownerId` (any owner when null, for
 * admins). Marks them referenced and returns true; returns false (and marks nothing the caller
 * keeps, as its transaction rolls back on the refusal) when any URL fails the check.
 */
export async function claimUploads(
  executor: Executor,
  urls: readonly string[],
  opts: { bucket: Bucket; ownerId: string | null; now?: Date },
): Promise<boolean> {
  const keys = new Set<string>();
  for (const url of urls) {
    const ref = uploadKeyOf(url);
    if (!ref || ref.bucket !== opts.bucket) return false;
    keys.add(ref.key);
  }
  if (keys.size === 0) return true;
  const rows = await executor
    .update(uploads)
    .set({ referencedAt: opts.now ?? new Date() })
    .where(and(inArray(uploads.key, [...keys]), eq(uploads.bucket, opts.bucket), opts.ownerId ? eq(uploads.ownerId, opts.ownerId) : undefined))
    .returning({ key: uploads.key });
  return rows.length === keys.size;
}

/** Marks uploads as used by content the server itself just saved (e.g. a new avatar). */
export async function markUploadsReferenced(urls: readonly (string | null | undefined)[], executor: Executor = db, now = new Date()) {
  const keys = urls.map((u) => uploadKeyOf(u)?.key).filter((k): k is string => Boolean(k));
  if (keys.length) await executor.update(uploads).set({ referencedAt: now }).where(inArray(uploads.key, keys));
}

/** Columns that hold one of our file URLs as their whole value (content and settings). */
export const URL_TEXT_COLUMNS = [
  ["providers", "image_url"],
  ["reviews", "image_url"],
  ["profiles", "avatar_url"],
  ["blog_articles", "featured_image_url"],
  ["contests", "image_url"],
  ["ads_banners", "image_url"],
  ["merchants", "logo_url"],
  ["homepage_seo", "og_image"],
  ["homepage_seo", "twitter_image"],
  ["site_settings", "setting_value"],
] as const;
/** Array columns of file URLs. */
export const URL_ARRAY_COLUMNS = [["providers", "image_urls"]] as const;
/** HTML columns that may embed file URLs (`<img src>`). */
export const URL_HTML_COLUMNS = [["blog_articles", "content"]] as const;

/**
 * True when any content (URL_*_COLUMNS) references the URL, or an entry of the 'Papierkorb' does
 * (lib/trash.server.ts: its files stay until the entry is restored or purged).
 */
export async function isUploadReferenced(executor: Executor, url: string): Promise<boolean> {
  const id = sql.identifier;
  const checks = [
    ...URL_TEXT_COLUMNS.map(([t, c]) => sql`exists (select 1 from ${id(t)} where ${id(c)} = ${url})`),
    ...URL_ARRAY_COLUMNS.map(([t, c]) => sql`exists (select 1 from ${id(t)} where ${url} = any(${id(c)}))`),
    ...URL_HTML_COLUMNS.map(([t, c]) => sql`exists (select 1 from ${id(t)} where strpos(${id(c)}, ${url}) > 0)`),
    sql`exists (select 1 from trash where files @> array[${url}]::text[])`,
  ];
  const res = await executor.execute<{ used: boolean }>(sql`select (${sql.join(checks, sql` or `)}) as used`);
  return Boolean(res.rows[0]?.used);
}

type RemoveResult = "deleted" | "kept" | "missing" | "failed";

/**
 * Deletes one registered upload (object and row) unless content still references it (then its
 * reference is re-confirmed); `force` deletes regardless (account deletion). The row is locked
 * first, so a concurrent claim either wins (the file stays) or finds the row gone (and refuses).
 * A storage failure rolls the row back, so a later run retries.
 */
async function removeUpload(key: string, opts: { force?: boolean; now: Date }): Promise<RemoveResult> {
  const slash = key.indexOf("/");
  const bucket = key.slice(0, slash) as Bucket;
  const name = key.slice(slash + 1);
  try {
    return await db.transaction(async (tx) => {
      const locked = await tx.execute<{ key: string }>(sql`select key from uploads where key = ${key} for update`);
      if (locked.rows.length === 0) return "missing" as const;
      if (!opts.force && (await isUploadReferenced(tx, publicUrl(bucket, name)))) {
        await tx.update(uploads).set({ referencedAt: opts.now }).where(eq(uploads.key, key));
        return "kept" as const;
      }
      await tx.delete(uploads).where(eq(uploads.key, key));
      await deleteObject(bucket, name);
      return "deleted" as const;
    });
  } catch (error) {
    logger.warn({ err: error, key }, "upload not removed");
    return "failed";
  }
}

/**
 * After a save committed: deletes the given images (our uploads only) that no content references
 * any more. Failures are logged; the cleanup job retries them.
 */
export async function discardUploads(urls: readonly (string | null | undefined)[], now = new Date()) {
  const keys = new Set(urls.map((u) => uploadKeyOf(u)?.key).filter((k): k is string => Boolean(k)));
  for (const key of keys) {
    const result = await removeUpload(key, { now });
    if (result === "failed")
      await db
        .update(uploads)
        .set({ referencedAt: null })
        .where(eq(uploads.key, key))
        .catch(() => undefined);
  }
}

/** Deletes the given uploads whether or not something references them (account deletion). */
export async function deleteUploadsByKey(keys: readonly string[], now = new Date()) {
  let failed = 0;
  for (const key of new Set(keys)) if ((await removeUpload(key, { force: true, now })) === "failed") failed++;
  return { failed };
}

/**
 * The `uploads-cleanup` job: uploads that no content references are deleted 24 hours after the
 * upload; referenced uploads whose last confirmation is older than 24 hours are re-checked (and
 * deleted when their content let go of them). At most `batch` of each per run.
 */
export async function cleanupUploads(opts: { now?: Date; batch?: number } = {}) {
  const now = opts.now ?? new Date();
  const batch = opts.batch ?? 500;
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  const unreferenced = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.referencedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.createdAt))
    .limit(batch);
  const recheck = await db.select({ key: uploads.key }).from(uploads).where(lt(uploads.referencedAt, cutoff)).orderBy(asc(uploads.referencedAt)).limit(batch);
  const counts = { deleted: 0, kept: 0, failed: 0 };
  for (const { key } of [...unreferenced, ...recheck]) {
    const result = await removeUpload(key, { now });
    if (result === "deleted") counts.deleted++;
    else if (result === "kept") counts.kept++;
    else if (result === "failed") counts.failed++;
  }
  return counts;
}

/** Keys of every upload of a member. */
export async function uploadKeysOf(ownerId: string, executor: Executor = db): Promise<string[]> {
  const rows = await executor.select({ key: uploads.key }).from(uploads).where(eq(uploads.ownerId, ownerId));
  return rows.map((r) => r.key);
}
