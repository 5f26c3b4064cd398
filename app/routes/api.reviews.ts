import { z } from "zod";
import type { Route } from "./+types/api.reviews";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";
import { createReview, deleteReview, toggleHelpfulVote, updateReview } from "~/features/reviews/reviews.server";
import { REVIEW_MESSAGES } from "~/features/reviews/schema";

const id = z.string().default("");

/** What the route reads itself; the review's fields are the reviews feature's (reviewSchema). */
const input = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), providerId: id }),
    z.object({ intent: z.literal("update"), reviewId: id }),
    z.object({ intent: z.literal("delete"), reviewId: id }),
    z.object({ intent: z.literal("helpful"), reviewId: id }),
  ],
  { error: "Ungültige Anfrage" },
);

/** POST intent=create|update|delete|helpful. Every rule is checked in the reviews feature. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const body = await readFormObject(request);
    const form = parseInput(input, body);
    switch (form.intent) {
      case "create": {
        // One review per member and provider: a second one edits the first.
        const r = await createReview(viewer, form.providerId, body, { ip: clientIp(request) });
        return ok({ intent: form.intent, id: r.id, message: r.updated ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created });
      }
      case "update": {
        const r = await updateReview(viewer, form.reviewId, body);
        return ok({ intent: form.intent, id: r.id, message: REVIEW_MESSAGES.updated });
      }
      case "delete": {
        const r = await deleteReview(viewer, form.reviewId);
        return ok({ intent: form.intent, id: r.id, message: REVIEW_MESSAGES.deleted });
      }
      case "helpful": {
        const r = await toggleHelpfulVote(viewer, form.reviewId);
        return ok({
          intent: form.intent,
          id: form.reviewId,
          action: r.action,
          helpfulCount: r.helpfulCount,
          message: r.action === "added" ? REVIEW_MESSAGES.helpfulAdded : REVIEW_MESSAGES.helpfulRemoved,
        });
      }
    }
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
