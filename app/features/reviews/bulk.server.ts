import { z } from "zod";
import type { Viewer } from "~/lib/auth.server";
import { bulkDone, parseBulkSelection, resolveBulkIds, runBulk } from "~/lib/bulk.server";
import { requireAdmin } from "~/lib/http.server";
import { parseInput } from "~/lib/request.server";
import { applyReviewStatus, REVIEW_ADMIN_FILTERS, reviewIdsMatching, trashReview } from "./review-admin.server";

/**
 * Bulk moderation of reviews (issue 30): publish, hide or delete the selected reviews, or every
 * review of the list's filter ('alle N Treffer', q and status as in the URL), in one transaction
 * with one audit row per changed review; deleted ones go to the 'Papierkorb'.
 */

export const REVIEW_BULK_INTENTS = ["bulk-publish", "bulk-hide", "bulk-delete"] as const;
export const REVIEW_NOUN = { one: "Bewertung", other: "Bewertungen" } as const;

const schema = z.object({
  intent: z.enum(REVIEW_BULK_INTENTS, { error: "Ungültige Aktion." }),
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(REVIEW_ADMIN_FILTERS).optional().catch(undefined),
});

const VERB = { "bulk-publish": "veröffentlicht", "bulk-hide": "ausgeblendet", "bulk-delete": "in den Papierkorb verschoben" } as const;

export async function bulkModerateReviews(viewer: Viewer | null, raw: unknown) {
  requireAdmin(viewer);
  const input = parseInput(schema, raw);
  const ids = await resolveBulkIds(parseBulkSelection(raw), (limit) => reviewIdsMatching({ q: input.q || undefined, status: input.status }, limit));
  const result = await runBulk(ids, (tx, id) =>
    input.intent === "bulk-delete"
      ? trashReview(tx, viewer, id)
      : applyReviewStatus(tx, viewer, id, input.intent === "bulk-publish" ? "published" : "hidden", { skipUnchanged: true }),
  );
  return { ...result, message: bulkDone(result.count, REVIEW_NOUN, VERB[input.intent]) };
}
