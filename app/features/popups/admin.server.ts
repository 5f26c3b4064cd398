import { desc, eq, sql } from "drizzle-orm";
import { globalPopups, popupDeletionLogs } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { moveToTrash } from "~/lib/trash.server";
import { POPUP_MESSAGES, popupSchema } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * The back-office of the global popup (spec 3 'Global popup management'): list with statistics,
 * create and edit, delete after a deletion-log row, and the deletion log with its own delete.
 * Admins only (401/403); every change writes its admin audit row in its transaction.
 */

export type PopupStats = { views: number; closes: number; likes: number; shares: number };
type Counts = PopupStats;

/**
 * Views count distinct visitors (spec 3 section 9: distinct sessions; we count the daily visitor key,
 * issue #28) plus the view rows without a key (recorded before either existed).
 */
const countsSql = sql`
  (count(distinct i.visitor_key) filter (where i.interaction_type = 'view')
    + count(*) filter (where i.interaction_type = 'view' and i.visitor_key is null))::int as views,
  count(*) filter (where i.interaction_type = 'close')::int as closes,
  count(*) filter (where i.interaction_type = 'like')::int as likes,
  count(*) filter (where i.interaction_type = 'share')::int as shares`;

/** All popups, newest first, with their statistics (aggregated in SQL). */
export async function listPopups(viewer: Viewer | null) {
  requireAdmin(viewer);
  const [rows, stats] = await Promise.all([
    db.select().from(globalPopups).orderBy(desc(globalPopups.createdAt), desc(globalPopups.id)),
    db.execute<Counts & { popupId: string }>(sql`select i.popup_id as "popupId", ${countsSql} from global_popup_interactions i group by i.popup_id`),
  ]);
  const byId = new Map(stats.rows.map((s) => [s.popupId, s]));
  return rows.map((p) => {
    const s = byId.get(p.id);
    return { ...p, stats: { views: s?.views ?? 0, closes: s?.closes ?? 0, likes: s?.likes ?? 0, shares: s?.shares ?? 0 } };
  });
}
export type AdminPopupRow = Awaited<ReturnType<typeof listPopups>>[number];

export async function listDeletionLogs(viewer: Viewer | null) {
  requireAdmin(viewer);
  return db.select().from(popupDeletionLogs).orderBy(desc(popupDeletionLogs.deletedAt)).limit(200);
}
export type PopupDeletionRow = Awaited<ReturnType<typeof listDeletionLogs>>[number];

/** Creates (no id) or updates a popup. Every save sets updated_at, so visitors see the edited popup once more. */
export async function savePopup(viewer: Viewer | null, id: string | null, raw: Record<string, unknown>) {
  requireAdmin(viewer);
  const input = parseInput(popupSchema, raw);
  return db.transaction(async (tx) => {
    const values = { ...input, linkText: input.linkUrl ? input.linkText : null, updatedAt: new Date() };
    if (!id) {
      const [row] = await tx
        .insert(globalPopups)
        .values({ ...values, createdBy: viewer.id })
        .returning();
      await writeAuditLog(tx, viewer, { action: "popup.create", targetType: "global_popup", targetId: row!.id, after: row });
      return row!;
    }
    if (!isUuid(id)) throw notFound(POPUP_MESSAGES.notFound);
    const [before] = await tx.select().from(globalPopups).where(eq(globalPopups.id, id)).for("update");
    if (!before) throw notFound(POPUP_MESSAGES.notFound);
    const [row] = await tx.update(globalPopups).set(values).where(eq(globalPopups.id, id)).returning();
    await writeAuditLog(tx, viewer, { action: "popup.update", targetType: "global_popup", targetId: id, before, after: row });
    return row!;
  });
}

/**
 * Deletes a popup: first the deletion-log row (with its close, like and share counts), then the
 * popup goes to the 'Papierkorb' with its interactions (decision 0030).
 */
export async function deletePopup(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  if (!isUuid(id)) throw notFound(POPUP_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(globalPopups).where(eq(globalPopups.id, id)).for("update");
    if (!row) throw notFound(POPUP_MESSAGES.notFound);
    const counts = (await tx.execute<Counts>(sql`select ${countsSql} from global_popup_interactions i where i.popup_id = ${id}`)).rows[0]!;
    const [log] = await tx
      .insert(popupDeletionLogs)
      .values({
        popupId: row.id,
        title: row.title,
        message: row.message,
        linkUrl: row.linkUrl,
        linkText: row.linkText,
        wasActive: row.isActive,
        startDate: row.startDate,
        endDate: row.endDate,
        deletedBy: viewer.id,
        closeCount: counts.closes,
        likeCount: counts.likes,
        shareCount: counts.shares,
      })
      .returning();
    await moveToTrash(tx, viewer, "popup", [{ id, label: row.title }]);
    await writeAuditLog(tx, viewer, { action: "popup.delete", targetType: "global_popup", targetId: id, before: { ...row, ...counts } });
    return log!;
  });
}

/** After a restore from the 'Papierkorb': the popup is no longer deleted, so its deletion-log rows go. */
export async function popupRestored(tx: Transaction, id: string) {
  await tx.delete(popupDeletionLogs).where(eq(popupDeletionLogs.popupId, id));
}

export async function deleteDeletionLog(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  if (!isUuid(id)) throw notFound(POPUP_MESSAGES.logNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(popupDeletionLogs).where(eq(popupDeletionLogs.id, id)).returning();
    if (!row) throw notFound(POPUP_MESSAGES.logNotFound);
    await writeAuditLog(tx, viewer, { action: "popup.deletion_log.delete", targetType: "popup_deletion_log", targetId: id, before: row });
    return { id };
  });
}
