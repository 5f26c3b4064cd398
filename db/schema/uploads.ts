import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Storage buckets (folders of the local store, prefixes in S3). */
export const UPLOAD_BUCKETS = ["provider-images", "review-images", "avatars", "blog-images", "contest-images", "ad-banners", "site-assets"] as const;
export type UploadBucket = (typeof UPLOAD_BUCKETS)[number];

const bucketList = sql.raw(UPLOAD_BUCKETS.map((b) => `'${b}'`).join(","));

/**
 * Every stored upload. The storage key `{bucket}/{random}.{ext}` is opaque (no user id, no time),
 * so a public image URL never leads to its uploader; ownership lives only here.
 *
 * - `owner_id`: the uploader; null after the account is deleted (its files are deleted too).
 * - `referenced_at`: null while no content (provider, review, profile, article, ...) uses the file;
 *   set when content saves it and re-confirmed by the `uploads-cleanup` job. Uploads without a
 *   reference are deleted after 24 hours (app/lib/uploads.server.ts).
 */
export const uploads = pgTable(
  "uploads",
  {
    key: text().primaryKey(),
    bucket: text({ enum: UPLOAD_BUCKETS }).notNull(),
    ownerId: uuid().references(() => user.id, { onDelete: "set null" }),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    referencedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("uploads_owner_created_idx").on(t.ownerId, t.createdAt),
    index("uploads_unreferenced_created_idx").on(t.createdAt).where(sql`${t.referencedAt} is null`),
    index("uploads_referenced_idx").on(t.referencedAt),
    check("uploads_bucket_chk", sql`${t.bucket} in (${bucketList})`),
    check("uploads_key_chk", sql`${t.key} like ${t.bucket} || '/%'`),
    check("uploads_bytes_chk", sql`${t.bytes} >= 0`),
  ],
);

export type Upload = typeof uploads.$inferSelect;
