import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { adminAuditLog } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { likeContains } from "~/lib/sql-like";

/**
 * The admin audit log: one row for every change an admin makes (action key, target, the row's
 * values before and after). Written inside the same transaction as the change it records.
 */

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Plain JSON of a row: dates as ISO strings, undefined dropped. */
export function auditSnapshot(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

export async function writeAuditLog(executor: Executor, actor: Viewer, entry: AuditEntry): Promise<void> {
  await executor.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.username ?? actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: auditSnapshot(entry.before),
    after: auditSnapshot(entry.after),
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { page?: number; targetType?: string; q?: string };

export async function listAuditLog(viewer: Viewer | null, filter: AuditFilter = {}) {
  requireAdmin(viewer);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.q) {
    const like = likeContains(filter.q);
    where.push(or(ilike(adminAuditLog.action, like), ilike(adminAuditLog.actorName, like), ilike(adminAuditLog.targetId, like))!);
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
    db.selectDistinct({ t: adminAuditLog.targetType }).from(adminAuditLog).orderBy(adminAuditLog.targetType),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    targetTypes: types.map((t) => t.t),
  };
}
