import { desc, ilike } from "drizzle-orm";
import { z } from "zod";
import { contests } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { bulkDone, parseBulkSelection, resolveBulkIds, runBulk } from "~/lib/bulk.server";
import { db } from "~/lib/db.server";
import { badRequest } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { likeContains } from "~/lib/sql-like";
import { contestStatusIn, trashContestIn } from "./admin-actions.server";
import { ADMIN_SETTABLE_STATUSES, CONTEST_ADMIN_MESSAGES } from "./admin-schema";

/**
 * Bulk actions of the contest list (issue 30): set one status on the selected contests (field
 * `neuerStatus`), or delete them into the 'Papierkorb' with their participations; 'alle' means
 * every contest of the list's search. One transaction, the contest audit and one admin audit row
 * per changed contest.
 */

export const CONTEST_BULK_INTENTS = ["bulk-status", "bulk-delete"] as const;
export const CONTEST_NOUN = { one: "Gewinnspiel", other: "Gewinnspiele" } as const;

const schema = z.object({
  intent: z.enum(CONTEST_BULK_INTENTS, { error: "Ungültige Aktion." }),
  neuerStatus: z.enum(ADMIN_SETTABLE_STATUSES, { error: CONTEST_ADMIN_MESSAGES.status }).optional(),
  q: z.string().trim().max(100).optional().catch(undefined),
});

const STATUS_VERB = { pending: "auf „Ausstehend“ gesetzt", active: "aktiviert", ended: "beendet", cancelled: "abgebrochen" } as const;

async function contestIdsMatching(q: string | undefined, limit: number) {
  const rows = await db
    .select({ id: contests.id })
    .from(contests)
    .where(q ? ilike(contests.title, likeContains(q)) : undefined)
    .orderBy(desc(contests.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function bulkContestAction(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer, (raw as { intent?: unknown } | null)?.intent === "bulk-delete" ? CONTEST_ADMIN_MESSAGES.deleteDenied : undefined);
  const input = parseInput(schema, raw);
  const status = input.neuerStatus;
  if (input.intent === "bulk-status" && !status) throw badRequest(CONTEST_ADMIN_MESSAGES.status, { neuerStatus: CONTEST_ADMIN_MESSAGES.status });
  const ids = await resolveBulkIds(parseBulkSelection(raw), (limit) => contestIdsMatching(input.q || undefined, limit));
  const now = new Date();
  const result = await runBulk(ids, async (tx, id) => {
    if (input.intent === "bulk-delete") return Boolean(await trashContestIn(tx, viewer, id));
    return (await contestStatusIn(tx, viewer, id, status!, now, { skipUnchanged: true })) !== null;
  });
  return { ...result, message: bulkDone(result.count, CONTEST_NOUN, input.intent === "bulk-delete" ? "in den Papierkorb verschoben" : STATUS_VERB[status!]) };
}
