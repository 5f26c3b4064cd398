import { z } from "zod";
import { clientIp, type Viewer } from "~/lib/auth.server";
import { ok } from "~/lib/request.server";
import { createReview, deleteReview, toggleHelpfulVote, updateReview } from "~/features/reviews/reviews.server";
import { REVIEW_MESSAGES } from "~/features/reviews/schema";
import type { ReviewDraft } from "~/features/reviews/ReviewFormPlain";

/**
 * The review intents as the forms send them, shared by POST /api/reviews (the dialog's fetcher)
 * and the provider page's action (the plain form of `?bewerten=1`, without JavaScript). Every
 * rule is checked in the reviews feature (reviewSchema and permissions).
 */
const id = z.string().default("");

/**
 * What the route reads itself: the intent and the ids it routes on. The review's fields (rating,
 * title, text, photo, anonymous) go to the reviews feature as sent, which parses them once
 * (reviewSchema; issue #29 item 3).
 */
const create = z.looseObject({ intent: z.literal("create"), providerId: id });
const update = z.looseObject({ intent: z.literal("update"), reviewId: id });

/** Writing a review: create (a second one edits the first) or update. */
export const reviewWriteInput = z.discriminatedUnion("intent", [create, update], { error: "Ungültige Anfrage" });

/** Every intent of POST /api/reviews. */
export const reviewInput = z.discriminatedUnion(
  "intent",
  [create, update, z.looseObject({ intent: z.literal("delete"), reviewId: id }), z.looseObject({ intent: z.literal("helpful"), reviewId: id })],
  { error: "Ungültige Anfrage" },
);

export type ReviewIntent = z.infer<typeof reviewInput>;

const typedText = (v: unknown) => (typeof v === "string" ? v : "");

/** What the member typed, to fill the plain form again after a refusal. */
export function draftOf(form: Record<string, unknown>): ReviewDraft {
  return {
    rating: typedText(form.rating),
    title: typedText(form.title),
    content: typedText(form.content),
    isAnonymous: form.isAnonymous === "on" || form.isAnonymous === "true" || form.isAnonymous === true,
  };
}

/** The review's own fields of the body, as sent. */
function review(body: Record<string, unknown>) {
  const { intent: _intent, providerId: _providerId, reviewId: _reviewId, ...fields } = body;
  return fields;
}

/** Runs one intent for the signed-in viewer (or refuses it) and answers in the one result shape. */
export async function runReviewIntent(request: Request, viewer: Viewer | null, form: ReviewIntent) {
  switch (form.intent) {
    case "create": {
      // One review per member and provider: a second one edits the first.
      const r = await createReview(viewer, form.providerId, review(form), { ip: clientIp(request) });
      return ok({ intent: form.intent, id: r.id, message: r.updated ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created });
    }
    case "update": {
      const r = await updateReview(viewer, form.reviewId, review(form));
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
}
