import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const POPUP_INTERACTION_TYPES = ["view", "close", "like", "share"] as const;
export type PopupInteractionType = (typeof POPUP_INTERACTION_TYPES)[number];

/** Site-wide popup, shown once per session per (id, updated_at) while active and within its dates. */
export const globalPopups = pgTable(
  "global_popups",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    message: text().notNull(),
    linkUrl: text(),
    linkText: text(),
    isActive: boolean().notNull().default(false),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("global_popups_active_idx").on(t.isActive, t.createdAt.desc()),
    check("global_popups_dates_chk", sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const globalPopupInteractions = pgTable(
  "global_popup_interactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    popupId: uuid()
      .notNull()
      .references(() => globalPopups.id, { onDelete: "cascade" }),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    interactionType: text({ enum: POPUP_INTERACTION_TYPES }).notNull(),
    /**
     * Who, for counting views once and a like once per popup version: `u:{user id}` or the daily
     * salted hash of address and browser (app/lib/visitor.server.ts). No IP address, user agent or
     * browser-session id is stored (issue #28).
     */
    visitorKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("global_popup_interactions_popup_type_idx").on(t.popupId, t.interactionType),
    check("global_popup_interactions_type_chk", sql`${t.interactionType} in ('view','close','like','share')`),
  ],
);

/** Written before a popup is deleted (its interactions are removed with it). */
export const popupDeletionLogs = pgTable(
  "popup_deletion_logs",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Id of the deleted popup (no foreign key: the popup no longer exists). */
    popupId: uuid().notNull(),
    title: text().notNull(),
    message: text(),
    linkUrl: text(),
    linkText: text(),
    wasActive: boolean().notNull().default(false),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    deletedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closeCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    shareCount: integer().notNull().default(0),
  },
  (t) => [index("popup_deletion_logs_deleted_idx").on(t.deletedAt.desc())],
);

export type GlobalPopup = typeof globalPopups.$inferSelect;
export type GlobalPopupInteraction = typeof globalPopupInteractions.$inferSelect;
export type PopupDeletionLog = typeof popupDeletionLogs.$inferSelect;
