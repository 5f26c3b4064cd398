import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { trash, TRASH_KINDS, type TrashKind } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { likeContains } from "~/lib/sql-like";
import { purgeDate, purgeTrashEntries, restoreFromTrash, TRASH_MESSAGES } from "~/lib/trash.server";
import { discardUploads } from "~/lib/uploads.server";
import { afterCommit, afterRestore, AUDIT_AREA_OF_KIND } from "./restore.server";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * The 'Papierkorb' tab (decision 0030): what admins deleted in the last 30 days, with 'Wiederherstellen'
 * and 'Endgültig löschen'. Admins only (401/403); every restore and purge writes an admin audit row.
 * The mechanism (snapshot, restore, purge job) is lib/trash.server.ts; the counters of each kind
 * are recalculated by ./restore.server.ts.
 */

export const TRASH_PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

export const TRASH_TEXTS = {
  restored: (label: string) => `„${label}“ wurde wiederhergestellt.`,
  purged: (label: string) => `„${label}“ wurde endgültig gelöscht.`,
} as const;

export type TrashQuery = { page?: number; kind?: TrashKind; q?: string; now?: Date };

export type TrashListItem = {
  id: string;
  kind: TrashKind;
  objectId: string;
  label: string;
  deletedByName: string | null;
  deletedAt: string;
  purgeAt: string;
  daysLeft: number;
};

/** Days until the purge, rounded up (30 right after the delete, 1 on the last day, 0 when due). */
export function daysLeft(deletedAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeDate(deletedAt).getTime() - now.getTime()) / DAY_MS));
}

/** The entries, newest first, filterable by kind and name; with days left until the purge. */
export async function listTrash(viewer: Viewer | null, query: TrashQuery = {}) {
  requireAdmin(viewer);
  const now = query.now ?? new Date();
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const where: SQL[] = [];
  if (query.kind && (TRASH_KINDS as readonly string[]).includes(query.kind)) where.push(eq(trash.kind, query.kind));
  if (query.q?.trim()) where.push(ilike(trash.label, likeContains(query.q.trim())));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trash)
      .where(cond)
      .orderBy(desc(trash.deletedAt), desc(trash.id))
      .limit(TRASH_PAGE_SIZE)
      .offset((page - 1) * TRASH_PAGE_SIZE),
    db.select({ n: count() }).from(trash).where(cond),
  ]);
  const items: TrashListItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    objectId: r.objectId,
    label: r.label,
    deletedByName: r.deletedByName,
    deletedAt: r.deletedAt.toISOString(),
    purgeAt: purgeDate(r.deletedAt).toISOString(),
    daysLeft: daysLeft(r.deletedAt, now),
  }));
  return { items, total: total?.n ?? 0, page, pageSize: TRASH_PAGE_SIZE };
}

function requireEntryId(id: string) {
  if (!isUuid(id)) throw notFound(TRASH_MESSAGES.notFound);
}

/**
 * 'Wiederherstellen': the object comes back with everything that belonged to it, its counters
 * recalculated, in one transaction (a German 409 when something conflicts now).
 */
export async function restoreTrashItem(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  requireEntryId(id);
  const entry = await db.transaction((tx) =>
    restoreFromTrash(tx, id, async ({ entry }) => {
      await afterRestore(tx, viewer, entry.kind, entry.objectId);
      await writeAuditLog(tx, viewer, { action: "trash.restore", targetType: AUDIT_AREA_OF_KIND[entry.kind], targetId: entry.objectId, label: entry.label });
    }),
  );
  afterCommit(entry.kind);
  return { id, kind: entry.kind, objectId: entry.objectId, label: entry.label, message: TRASH_TEXTS.restored(entry.label) };
}

/** 'Endgültig löschen': the entry goes for good, with the files only it still used. */
export async function purgeTrashItem(viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  requireEntryId(id);
  const { purged, files } = await db.transaction(async (tx) => {
    const result = await purgeTrashEntries(tx, [id]);
    const entry = result.purged[0];
    if (!entry) throw notFound(TRASH_MESSAGES.notFound);
    await writeAuditLog(tx, viewer, { action: "trash.purge", targetType: AUDIT_AREA_OF_KIND[entry.kind], targetId: entry.objectId, label: entry.label });
    return result;
  });
  await discardUploads(files);
  const entry = purged[0]!;
  return { id, label: entry.label, message: TRASH_TEXTS.purged(entry.label) };
}
