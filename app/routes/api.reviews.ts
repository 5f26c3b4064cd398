import { data } from "react-router";
import type { Route } from "./+types/api.reviews";
import { clientIp, getViewer } from "~/lib/auth.server";
import { badRequest, failure } from "~/lib/http.server";
import { createReview, deleteReview, toggleHelpfulVote, updateReview } from "~/features/reviews/reviews.server";
import { REVIEW_MESSAGES } from "~/features/reviews/schema";

function reviewInput(form: FormData) {
  return {
    rating: form.get("rating") ?? undefined,
    title: form.get("title") ?? undefined,
    content: form.get("content") ?? undefined,
    imageUrl: form.get("imageUrl") || null,
    isAnonymous: ["1", "on", "true"].includes(String(form.get("isAnonymous") ?? "")),
  };
}

/** POST intent=create|update|delete|helpful. Every rule is checked in the reviews feature. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    switch (intent) {
      case "create": {
        const r = await createReview(viewer, String(form.get("providerId") ?? ""), reviewInput(form), { ip: clientIp(request) });
        return data({ ok: true as const, intent, id: r.id, message: REVIEW_MESSAGES.created });
      }
      case "update": {
        const r = await updateReview(viewer, String(form.get("reviewId") ?? ""), reviewInput(form));
        return data({ ok: true as const, intent, id: r.id, message: REVIEW_MESSAGES.updated });
      }
      case "delete": {
        const r = await deleteReview(viewer, String(form.get("reviewId") ?? ""));
        return data({ ok: true as const, intent, id: r.id, message: REVIEW_MESSAGES.deleted });
      }
      case "helpful": {
        const r = await toggleHelpfulVote(viewer, String(form.get("reviewId") ?? ""));
        return data({
          ok: true as const,
          intent,
          id: String(form.get("reviewId")),
          action: r.action,
          helpfulCount: r.helpfulCount,
          message: r.action === "added" ? REVIEW_MESSAGES.helpfulAdded : REVIEW_MESSAGES.helpfulRemoved,
        });
      }
      default:
        throw badRequest("Ungültige Anfrage");
    }
  } catch (error) {
    return failure(error);
  }
}
