import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Server-side rate limits: one row per (action, key); key is e.g. "ip|email" or a user id. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    id: uuid().primaryKey().defaultRandom(),
    actionType: text().notNull(),
    key: text().notNull(),
    userId: uuid().references(() => user.id, { onDelete: "cascade" }),
    ipAddress: text(),
    attemptCount: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("rate_limits_action_key_uidx").on(t.actionType, t.key), check("rate_limits_count_chk", sql`${t.attemptCount} >= 0`)],
);

export const securityAuditLog = pgTable(
  "security_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    eventType: text().notNull(),
    eventDetails: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text(),
    userAgent: text(),
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("security_audit_log_created_idx").on(t.createdAt.desc()), index("security_audit_log_type_idx").on(t.eventType)],
);

export const maliciousFileAttempts = pgTable(
  "malicious_file_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    fileName: text().notNull(),
    reason: text().notNull(),
    fileType: text(),
    fileSize: integer(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("malicious_file_attempts_created_idx").on(t.createdAt.desc())],
);
