import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { providers } from "./providers";
import { reviews } from "./reviews";

export const CLAIM_STATUSES = ["pending", "approved", "rejected", "revoked"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * 'Eintrag beanspruchen' (issue #18, decision 0026): a member asks to manage a provider with a
 * short note and a contact; an admin approves or rejects, and may later revoke an approved claim
 * (decided_by/decided_at then record the revocation). The creator of a provider
 * (providers.user_id) and members with an approved claim are its owners
 * (features/ownership/ownership.server.ts). One open claim per member and provider.
 */
export const providerClaims = pgTable(
  "provider_claims",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    note: text().notNull(),
    contact: text().notNull(),
    status: text({ enum: CLAIM_STATUSES }).notNull().default("pending"),
    decidedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    adminNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_claims_open_uidx").on(t.providerId, t.userId).where(sql`${t.status} = 'pending'`),
    index("provider_claims_status_created_idx").on(t.status, t.createdAt),
    index("provider_claims_user_idx").on(t.userId, t.status),
    index("provider_claims_provider_idx").on(t.providerId, t.status),
    check("provider_claims_status_chk", sql`${t.status} in ('pending','approved','rejected','revoked')`),
    check("provider_claims_note_len_chk", sql`char_length(${t.note}) between 1 and 1000`),
    check("provider_claims_contact_len_chk", sql`char_length(${t.contact}) between 1 and 200`),
    check("provider_claims_admin_note_len_chk", sql`${t.adminNote} is null or char_length(${t.adminNote}) <= 500`),
    check("provider_claims_decided_chk", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/**
 * 'Antwort des Anbieters': one public reply per review by an owner of the reviewed provider.
 * The author stays recorded (set null when the account is deleted; the reply stays).
 */
export const reviewReplies = pgTable(
  "review_replies",
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_replies_review_uidx").on(t.reviewId),
    index("review_replies_provider_idx").on(t.providerId),
    index("review_replies_user_idx").on(t.userId),
    check("review_replies_content_len_chk", sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

export type ProviderClaim = typeof providerClaims.$inferSelect;
export type ReviewReply = typeof reviewReplies.$inferSelect;
