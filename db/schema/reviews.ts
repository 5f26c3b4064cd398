import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { providers } from "./providers";

export const REVIEW_STATUSES = ["published", "hidden", "pending"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Reviews of providers. Every insert/update/delete/status change must be followed (same
 * transaction) by recalculating providers.average_rating / review_count from the published
 * reviews, and `helpful_count` mirrors the number of review_helpful_votes rows.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** Author; the review stays when the account is deleted. */
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    rating: integer().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    imageUrl: text(),
    isAnonymous: boolean().notNull().default(false),
    status: text({ enum: REVIEW_STATUSES }).notNull().default("published"),
    helpfulCount: integer().notNull().default(0),
    verifiedPurchase: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_provider_status_created_idx").on(t.providerId, t.status, t.createdAt.desc()),
    // A member's review counts (profile, activity score) from the index alone.
    index("reviews_user_status_anon_idx").on(t.userId, t.status, t.isAnonymous),
    // A member's published reviews, newest first (profile page; 10,000 reviews in the bench).
    // (NULLS FIRST is the order of `ORDER BY created_at DESC`, so the index serves it.)
    index("reviews_user_status_created_idx").on(t.userId, t.status, t.createdAt.desc().nullsFirst()),
    /** One review per member and provider: writing again edits it (reviews of deleted accounts have no user). */
    uniqueIndex("reviews_provider_user_uidx").on(t.providerId, t.userId),
    index("reviews_created_idx").on(t.createdAt.desc()),
    index("reviews_status_created_idx").on(t.status, t.createdAt.desc()),
    check("reviews_rating_chk", sql`${t.rating} between 1 and 5`),
    check("reviews_status_chk", sql`${t.status} in ('published','hidden','pending')`),
    check("reviews_helpful_count_chk", sql`${t.helpfulCount} >= 0`),
  ],
);

/** One helpful vote per user and review (toggle = insert or delete). */
export const reviewHelpfulVotes = pgTable(
  "review_helpful_votes",
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_helpful_votes_review_user_uidx").on(t.reviewId, t.userId), index("review_helpful_votes_user_idx").on(t.userId)],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type ReviewHelpfulVote = typeof reviewHelpfulVotes.$inferSelect;
