import { eq, getTableName, sql } from "drizzle-orm";
import { contestParticipations, contests, type Contest, type ContestAuditAction } from "~db/schema";
import type { Transaction } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { notFound } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { parseInput } from "~/lib/request.server";
import { moveToTrash } from "~/lib/trash.server";
import { writeContestAudit } from "./audit.server";
import { CONTEST_ADMIN_MESSAGES, contestStatusSchema, type AdminSettableStatus } from "./admin-schema";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * Back-office changes of contests (spec 3 "Contest administration"): the status dropdown and the
 * deletion with all participations. Admins only (401/403 otherwise; deletion answers the spec's
 * 'Nur Administratoren können Gewinnspiele löschen'). Each change runs in one transaction that
 * also writes the contest audit row and the admin audit row.
 */

const M = CONTEST_ADMIN_MESSAGES;
/** contest_data.status of the audit row a deletion writes. */
export const DELETED_STATUS = "deleted";

async function lockContest(tx: Transaction, id: string): Promise<Contest> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await tx.select().from(contests).where(eq(contests.id, id)).for("update");
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The contest audit action of a status change: approved (active), ended, cancelled, else updated. */
export function auditActionForStatus(status: AdminSettableStatus): ContestAuditAction {
  if (status === "active") return "approved";
  if (status === "ended" || status === "cancelled") return status;
  return "updated";
}

/**
 * Sets pending, active, ended or cancelled on any contest. Setting active moves a start date in
 * the future to now (spec 3 "Contest status"); the end date is left as it is (when it lies before
 * now the contest is active but already over, as the admin chose).
 */
export async function setContestStatus(viewer: Viewer | null, id: string, rawStatus: unknown, now = new Date()) {
  requireAdmin(viewer);
  const status = parseInput(contestStatusSchema, rawStatus, M.status);
  return db.transaction(async (tx) => (await contestStatusIn(tx, viewer, id, status, now))!);
}

/** One contest's status inside the caller's transaction (one row or a bulk action); null when unchanged in a bulk. */
export async function contestStatusIn(
  tx: Transaction,
  viewer: Viewer,
  id: string,
  status: AdminSettableStatus,
  now = new Date(),
  opts: { skipUnchanged?: boolean } = {},
) {
  const before = await lockContest(tx, id);
  if (opts.skipUnchanged && before.status === status) return null;
  let startDate = before.startDate;
  if (status === "active" && startDate.getTime() > now.getTime()) {
    startDate = now;
    // The table requires end > start; a contest whose end lies before now keeps its order.
    if (before.endDate.getTime() <= now.getTime()) startDate = before.startDate;
  }
  const [after] = await tx.update(contests).set({ status, startDate, updatedAt: now }).where(eq(contests.id, id)).returning();
  await writeContestAudit(tx, viewer, after!, auditActionForStatus(status));
  await writeAuditLog(tx, viewer, {
    action: "contest.status",
    targetType: "contest",
    targetId: id,
    before: { title: before.title, status: before.status, startDate: before.startDate },
    after: { title: after!.title, status, startDate },
  });
  return { id, status, startDate: startDate.toISOString() };
}

/**
 * Deletes a contest, after confirmation in the UI: into the 'Papierkorb' with all its
 * participations and views (decision 0030); restoring it brings them back.
 */
export async function deleteContest(viewer: Viewer | null, id: string) {
  requireAdmin(viewer, M.deleteDenied);
  return db.transaction((tx) => trashContestIn(tx, viewer, id));
}

/** One contest into the 'Papierkorb' inside the caller's transaction (one row or a bulk action). */
export async function trashContestIn(tx: Transaction, viewer: Viewer, id: string) {
  const row = await lockContest(tx, id);
  // The audit row first: it keeps the contest's data (contest_id becomes null with the delete and
  // comes back with a restore). There is no 'deleted' action type: the row is 'cancelled' with the
  // status 'deleted' in its contest data (unknown statuses are shown as is; decision 0023).
  await writeContestAudit(tx, viewer, { ...row, status: DELETED_STATUS as Contest["status"] }, "cancelled");
  const [moved] = await moveToTrash(tx, viewer, "contest", [{ id, label: row.title }]);
  const participations = moved!.counts[getTableName(contestParticipations)] ?? 0;
  await writeAuditLog(tx, viewer, {
    action: "contest.delete",
    targetType: "contest",
    targetId: id,
    before: { title: row.title, status: row.status, participantCount: participations, voucherCode: row.voucherCode },
    after: null,
  });
  return { id, participations };
}

/** After a restore from the 'Papierkorb': the participant count from the rows that came back, and a contest audit row. */
export async function contestRestored(tx: Transaction, viewer: Viewer, id: string) {
  const [row] = await tx
    .update(contests)
    .set({ participantCount: sql`(select count(*)::int from ${contestParticipations} where ${contestParticipations.contestId} = ${id})` })
    .where(eq(contests.id, id))
    .returning();
  if (row) await writeContestAudit(tx, viewer, row, "updated");
}
