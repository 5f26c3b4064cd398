import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { TRASH_KINDS } from "../trash-kinds";
import { user } from "./auth";

export { TRASH_KINDS, type TrashKind } from "../trash-kinds";

const kindList = sql.raw(TRASH_KINDS.map((k) => `'${k}'`).join(","));

/**
 * The 'Papierkorb' (decision 0030): what an admin deleted in the back-office, kept for 30 days.
 * One row per deleted object (its kind, id and name at deletion, who deleted it and when) with
 * the files its rows used (`files`, our upload URLs: the uploads-cleanup job keeps them while the
 * entry exists, the purge discards them). The rows themselves are in `trash_rows`.
 */
export const trash = pgTable(
  "trash",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: TRASH_KINDS }).notNull(),
    objectId: uuid().notNull(),
    label: text().notNull(),
    deletedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    deletedByName: text(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    files: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("trash_deleted_idx").on(t.deletedAt.desc()),
    index("trash_kind_object_idx").on(t.kind, t.objectId),
    index("trash_files_gin_idx").using("gin", t.files),
    check("trash_kind_chk", sql`${t.kind} in (${kindList})`),
  ],
);

export const TRASH_ROW_ROLES = ["row", "ref"] as const;

/**
 * The rows of a trash entry, as `to_jsonb` of the deleted row (role 'row'; `seq` orders the tables
 * parents first for the restore), and the references other rows lost by ON DELETE SET NULL (role
 * 'ref': the referencing row's key and the column values to put back).
 */
export const trashRows = pgTable(
  "trash_rows",
  {
    id: uuid().primaryKey().defaultRandom(),
    trashId: uuid()
      .notNull()
      .references(() => trash.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    tableName: text().notNull(),
    role: text({ enum: TRASH_ROW_ROLES }).notNull().default("row"),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("trash_rows_trash_seq_idx").on(t.trashId, t.seq),
    index("trash_rows_table_idx").on(t.tableName),
    check("trash_rows_role_chk", sql`${t.role} in ('row','ref')`),
  ],
);

export type TrashEntry = typeof trash.$inferSelect;
export type TrashRow = typeof trashRows.$inferSelect;
