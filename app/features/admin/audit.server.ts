import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { adminAuditLog } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { likeContains } from "~/lib/sql-like";
import { AUDIT_AREAS, AUDIT_HIDDEN_FIELDS, type AuditAction, type AuditArea } from "./audit-catalog";

/**
 * The admin audit log: one row for every change an admin makes (action key, target and its name,
 * the row's values before and after). Written inside the same transaction as the change it
 * records. The 'Audit-Logs' tab lists it with the object's name and the changed fields
 * (labels in audit-catalog.ts / admin.json; decision 0030).
 */

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditArea;
  targetId?: string | null;
  /** The object's name (provider name, username, title, ...); taken from after/before when left out. */
  label?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Plain JSON of a row: dates as ISO strings, undefined dropped. */
export function auditSnapshot(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

const NAME_FIELDS = ["name", "title", "username", "code", "label"] as const;

/** The name of an object from its values (name, title, username, code), or null. */
export function nameFrom(...values: (Record<string, unknown> | null | undefined)[]): string | null {
  for (const v of values) {
    for (const f of NAME_FIELDS) {
      const name = v?.[f];
      if (typeof name === "string" && name.trim()) return name.trim().slice(0, 200);
    }
  }
  return null;
}

export async function writeAuditLog(executor: Executor, actor: Viewer, entry: AuditEntry): Promise<void> {
  await executor.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.username ?? actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.label?.trim().slice(0, 200) || nameFrom(entry.after, entry.before),
    before: auditSnapshot(entry.before),
    after: auditSnapshot(entry.after),
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { page?: number; targetType?: string; q?: string };

/** One changed field: its key, and the values before and after (undefined when the entry has no side). */
export type AuditChange = { field: string; before?: unknown; after?: unknown };

/**
 * The fields an entry changed: for an update those whose value differs, for a creation (only
 * after) or a deletion (only before) every filled field; technical fields left out.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const keys = Object.keys({ ...(before ?? {}), ...(after ?? {}) }).filter((k) => !AUDIT_HIDDEN_FIELDS.has(k));
  const filled = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0);
  if (before && after) {
    return keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)).map((k) => ({ field: k, before: before[k] ?? null, after: after[k] ?? null }));
  }
  if (after) return keys.filter((k) => filled(after[k])).map((k) => ({ field: k, after: after[k] }));
  if (before) return keys.filter((k) => filled(before[k])).map((k) => ({ field: k, before: before[k] }));
  return [];
}

/** Where the current name of a target lives, for entries written before names were recorded. */
const NAME_SOURCES: Partial<Record<AuditArea, { table: string; column: string; id?: string }>> = {
  provider: { table: "providers", column: "name" },
  review: { table: "reviews", column: "title" },
  article: { table: "blog_articles", column: "title" },
  user: { table: "profiles", column: "username" },
  message: { table: "admin_message_history", column: "title" },
  merchant: { table: "merchants", column: "name" },
  coupon: { table: "coupons", column: "code" },
  contest: { table: "contests", column: "title" },
  ads_banner: { table: "ads_banners", column: "name" },
  ads_campaign: { table: "ads_campaigns", column: "name" },
  ads_placement: { table: "ads_placements", column: "name" },
  global_popup: { table: "global_popups", column: "title" },
};

/** Names of targets without a recorded one: the live row's name, else the name in the trash. */
async function currentNames(rows: { targetType: string; targetId: string | null; targetLabel: string | null }[]) {
  const names = new Map<string, string>();
  const wanted = new Map<string, Set<string>>();
  for (const r of rows) {
    if (r.targetLabel || !r.targetId || !isUuid(r.targetId) || !(r.targetType in NAME_SOURCES)) continue;
    wanted.set(r.targetType, (wanted.get(r.targetType) ?? new Set()).add(r.targetId));
  }
  for (const [area, ids] of wanted) {
    const src = NAME_SOURCES[area as AuditArea]!;
    const list = sql.join([...ids].map((id) => sql`${id}::uuid`), sql`, `);
    const res = await db.execute<{ id: string; name: string | null }>(sql`
      select id::text as id, ${sql.identifier(src.column)}::text as name from ${sql.identifier(src.table)} where id in (${list})
      union all select object_id::text, label from trash where object_id in (${list})`);
    for (const r of res.rows) if (r.name && !names.has(`${area}:${r.id}`)) names.set(`${area}:${r.id}`, r.name);
  }
  return names;
}

export async function listAuditLog(viewer: Viewer | null, filter: AuditFilter = {}) {
  requireAdmin(viewer);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.q) {
    const like = likeContains(filter.q);
    where.push(or(ilike(adminAuditLog.action, like), ilike(adminAuditLog.actorName, like), ilike(adminAuditLog.targetId, like), ilike(adminAuditLog.targetLabel, like))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total], types] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(cond)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog).where(cond),
    db.selectDistinct({ t: adminAuditLog.targetType }).from(adminAuditLog).where(inArray(adminAuditLog.targetType, [...AUDIT_AREAS])).orderBy(adminAuditLog.targetType),
  ]);
  const names = await currentNames(rows);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      targetLabel: r.targetLabel ?? nameFrom(r.after, r.before) ?? names.get(`${r.targetType}:${r.targetId}`) ?? null,
      changes: auditChanges(r.before, r.after),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    targetTypes: types.map((t) => t.t),
  };
}

export type AuditLogPage = Awaited<ReturnType<typeof listAuditLog>>;
export type AuditLogRow = AuditLogPage["rows"][number];
