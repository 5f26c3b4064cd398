import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Every change an admin makes in the back-office: who, what (action key such as
 * `provider.approve`), on which row, and the row before and after. Listed in the 'improved-logs'
 * tab. The actor's id is kept as null when the account is deleted; the username at the time is kept.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => user.id, { onDelete: "set null" }),
    actorName: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** The object's name at the time (provider name, username, contest title, ...), for the list. */
    targetLabel: text(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
    index("admin_audit_log_actor_idx").on(t.actorId),
  ],
);
