import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const REPORT_TARGET_TYPES = ["review", "article"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_STATUSES = ["open", "kept", "hidden"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_REASON_MAX = 500;

/**
 * Reports of reviews and articles by members with the 'moderator tools' gate (score 100), queued
 * for admins (features/moderation). One open report per reporter and target; an admin resolves it
 * with 'kept' or 'hidden' (the target is then hidden publicly).
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    /** A review or article id (no foreign key: two target tables); reports of deleted targets go with them. */
    targetId: uuid().notNull(),
    reason: text(),
    status: text({ enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("content_reports_open_uidx").on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index("content_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("content_reports_target_idx").on(t.targetType, t.targetId),
    check("content_reports_target_type_chk", sql`${t.targetType} in ('review','article')`),
    check("content_reports_status_chk", sql`${t.status} in ('open','kept','hidden')`),
    check("content_reports_reason_len_chk", sql`${t.reason} is null or char_length(${t.reason}) <= 500`),
    check("content_reports_resolved_chk", sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
  ],
);
