import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const MESSAGE_TYPES = [
  "admin",
  "rank_achievement",
  "review_notification",
  "helpful_vote_notification",
  "author_new_article",
  "system",
  "contest_created",
  // Issue #18: claimed listings, owner replies, outdated-info reports, reminders of stale listings.
  "claim_decision",
  "review_reply",
  "outdated_info_report",
  "listing_reminder",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_INTERACTION_TYPES = ["message_open", "read_button_click", "bell_click"] as const;
export type MessageInteractionType = (typeof MESSAGE_INTERACTION_TYPES)[number];

export const RECIPIENT_TYPES = ["all_users", "selected"] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/** One row per admin broadcast; the per-recipient rows are user_messages with history_id set. */
export const adminMessageHistory = pgTable(
  "admin_message_history",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    content: text().notNull(),
    recipientType: text({ enum: RECIPIENT_TYPES }).notNull(),
    recipientCount: integer().notNull().default(0),
    senderAdminId: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_message_history_sender_created_idx").on(t.senderAdminId, t.createdAt.desc()),
    index("admin_message_history_created_idx").on(t.createdAt.desc()),
    check("admin_message_history_recipient_type_chk", sql`${t.recipientType} in ('all_users','selected')`),
    check("admin_message_history_count_chk", sql`${t.recipientCount} >= 0`),
  ],
);

/**
 * Notification inbox. Metadata by type:
 * - review_notification: provider_id, provider_name, reviewer_user_id, reviewer_username
 * - helpful_vote_notification: voter_user_id, voter_username, review_link, provider_name
 * - author_new_article: article_url
 * - contest_created: contest_title, prize_value, currency
 */
export const userMessages = pgTable(
  "user_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text().notNull(),
    content: text().notNull(),
    messageType: text({ enum: MESSAGE_TYPES }).notNull().default("system"),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    /** Set when the message was sent as part of an admin broadcast. */
    historyId: uuid().references(() => adminMessageHistory.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_messages_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("user_messages_user_unread_idx").on(t.userId).where(sql`not ${t.isRead}`),
    index("user_messages_type_created_idx").on(t.messageType, t.createdAt.desc()),
    index("user_messages_history_idx").on(t.historyId),
    check(
      "user_messages_type_chk",
      sql`${t.messageType} in ('admin','rank_achievement','review_notification','helpful_vote_notification','author_new_article','system','contest_created','claim_decision','review_reply','outdated_info_report','listing_reminder')`,
    ),
  ],
);

export const messageInteractions = pgTable(
  "message_interactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    messageId: uuid()
      .notNull()
      .references(() => userMessages.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    interactionType: text({ enum: MESSAGE_INTERACTION_TYPES }).notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_interactions_message_idx").on(t.messageId),
    index("message_interactions_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("message_interactions_type_chk", sql`${t.interactionType} in ('message_open','read_button_click','bell_click')`),
  ],
);

export type UserMessage = typeof userMessages.$inferSelect;
export type NewUserMessage = typeof userMessages.$inferInsert;
export type AdminMessageHistory = typeof adminMessageHistory.$inferSelect;
export type MessageInteraction = typeof messageInteractions.$inferSelect;
