import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { providers } from "./providers";

/** A user's favourite providers. */
export const favorites = pgTable(
  "favorites",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("favorites_user_provider_uidx").on(t.userId, t.providerId), index("favorites_provider_idx").on(t.providerId)],
);

/** Blog author follows (follower follows author). Following oneself is refused. */
export const authorFollows = pgTable(
  "author_follows",
  {
    id: uuid().primaryKey().defaultRandom(),
    followerId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("author_follows_follower_author_uidx").on(t.followerId, t.authorId),
    index("author_follows_author_idx").on(t.authorId),
    check("author_follows_not_self_chk", sql`${t.followerId} <> ${t.authorId}`),
  ],
);

/** Public profile views (rpc track_profile_view); the owner sees the count. */
export const profileViews = pgTable(
  "profile_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileUserId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    viewerUserId: uuid().references(() => user.id, { onDelete: "set null" }),
    /**
     * Who viewed, for counting once per visitor and day: `u:{user id}`, or a daily salted hash of
     * address and browser (app/lib/visitor.server.ts). Null for views recorded before issue #7.
     * No IP address or user agent is stored (issue #28).
     */
    visitorKey: text(),
    viewDate: date({ mode: "string" }).notNull().default(sql`current_date`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profile_views_profile_created_idx").on(t.profileUserId, t.createdAt.desc()),
    uniqueIndex("profile_views_profile_visitor_day_uidx").on(t.profileUserId, t.visitorKey, t.viewDate),
  ],
);

/** The uploader's confirmation that they own the rights to an uploaded image. */
export const imageCopyrightConfirmations = pgTable(
  "image_copyright_confirmations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("image_copyright_confirmations_user_idx").on(t.userId)],
);

export type Favorite = typeof favorites.$inferSelect;
export type AuthorFollow = typeof authorFollows.$inferSelect;
export type ProfileView = typeof profileViews.$inferSelect;
