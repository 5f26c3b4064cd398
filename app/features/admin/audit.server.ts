import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { adminAuditLog } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { likeContains } from "~/lib/sql-like";
import { AUDIT_AREAS, AUDIT_HIDDEN_FIELDS, auditNameKey, type AuditChange } from "~/lib/audit-catalog";
import { nameFrom } from "~/lib/audit-log.server";
import { inFieldOrder, namesOf, referencedObjects } from "./audit-names.server";

/**
 * The 'Audit-Logs' tab: lists the admin audit log (written by lib/audit-log.server.ts) with the
 * object's name and the changed fields (labels in lib/audit-catalog.ts / admin.json; decision 0030).
 */

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { page?: number; targetType?: string; q?: string };

export type { AuditChange };

/**
 * The fields an entry changed: for an update those whose value differs (and fields given on one
 * side only, as context), for a creation (only after) or a deletion (only before) every filled
 * field; technical fields left out.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const keys = Object.keys({ ...(before ?? {}), ...(after ?? {}) }).filter((k) => !AUDIT_HIDDEN_FIELDS.has(k));
  const filled = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0);
  if (before && after) {
    // A field on one side only is context (e.g. the report an entry was decided on), not a change.
    return keys.flatMap((k): AuditChange[] => {
      if (!(k in after)) return filled(before[k]) ? [{ field: k, before: before[k] }] : [];
      if (!(k in before)) return filled(after[k]) ? [{ field: k, after: after[k] }] : [];
      return JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null) ? [{ field: k, before: before[k] ?? null, after: after[k] ?? null }] : [];
    });
  }
  if (after) return keys.filter((k) => filled(after[k])).map((k) => ({ field: k, after: after[k] }));
  if (before) return keys.filter((k) => filled(before[k])).map((k) => ({ field: k, before: before[k] }));
  return [];
}

export async function listAuditLog(viewer: Viewer | null, filter: AuditFilter = {}) {
  requireAdmin(viewer);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.q) {
    const like = likeContains(filter.q);
    where.push(
      or(ilike(adminAuditLog.action, like), ilike(adminAuditLog.actorName, like), ilike(adminAuditLog.targetId, like), ilike(adminAuditLog.targetLabel, like))!,
    );
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
    db
      .selectDistinct({ t: adminAuditLog.targetType })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.targetType, [...AUDIT_AREAS]))
      .orderBy(adminAuditLog.targetType),
  ]);
  const listed = rows.map((r) => ({ ...r, changes: inFieldOrder(r.targetType, auditChanges(r.before, r.after)) }));
  const names = await namesOf([
    ...listed.filter((r) => !r.targetLabel && !nameFrom(r.after, r.before)).map((r) => ({ area: r.targetType, id: r.targetId })),
    ...listed.flatMap((r) => referencedObjects(r.changes)),
  ]);
  return {
    rows: listed.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      targetLabel: r.targetLabel ?? nameFrom(r.after, r.before) ?? names.get(auditNameKey(r.targetType, r.targetId ?? "")) ?? null,
    })),
    /** Names of the objects that reference fields point to (`area:id` → name). */
    names: Object.fromEntries(names),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    targetTypes: types.map((t) => t.t),
  };
}

export type AuditLogPage = Awaited<ReturnType<typeof listAuditLog>>;
export type AuditLogRow = AuditLogPage["rows"][number];
