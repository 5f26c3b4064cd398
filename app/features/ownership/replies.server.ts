import { eq } from "drizzle-orm";
import { reviewReplies, reviews } from "~db/schema";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { parseInput } from "~/lib/request.server";
import { reviewWithProvider } from "~/features/reviews/reviews.server";
import { OWNERSHIP_MESSAGES, REPLY_CONTENT_MIN, replySchema, type ReplyInput } from "./schema";
import { providerPath } from "~/lib/paths";
import { insertMessages } from "~/lib/inbox-writer.server";
import { cleanFields } from "~/lib/sanitize-fields.server";
import { isProviderOwner } from "~/features/providers/owners.server";

/**
 * 'Antwort des Anbieters' (issue #18, decision 0026): an owner of the reviewed provider answers a
 * published review once, publicly; edits and deletes it; admins may delete any reply. The reviewer
 * gets a review_reply message on the first reply only. Text: trimmed, 2 to 2000 characters, the
 * site's sanitiser (suspicious input logged), rate limit review_reply (5 per 30 minutes).
 */

export type ReplyItem = { id: string; content: string; createdAt: string; updatedAt: string };

/** The replies to a provider's reviews by review id (one query, beside the reviews on the provider page). */
export async function repliesForProvider(providerId: string): Promise<Record<string, ReplyItem>> {
  if (!isUuid(providerId)) return {};
  const rows = await db
    .select({
      id: reviewReplies.id,
      reviewId: reviewReplies.reviewId,
      content: reviewReplies.content,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
    })
    .from(reviewReplies)
    .where(eq(reviewReplies.providerId, providerId));
  return Object.fromEntries(
    rows.map((r) => [r.reviewId, { id: r.id, content: r.content, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }]),
  );
}

type Meta = { ip?: string | null; request?: Request };

async function replyContent(viewer: Viewer, raw: unknown, meta: Meta) {
  const parsed = parseInput(replySchema, raw, OWNERSHIP_MESSAGES.replyContent);
  const { content } = await cleanFields(parsed, ["content"], { userId: viewer.id, source: "review_reply", request: meta.request });
  if (content.length < REPLY_CONTENT_MIN) throw badRequest(OWNERSHIP_MESSAGES.replyContent, { content: OWNERSHIP_MESSAGES.replyContent });
  return content;
}

/** The published review with its provider, for an owner's reply (404 otherwise; 403 for non-owners). */
async function reviewForOwner(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(OWNERSHIP_MESSAGES.replyLogin);
  if (!isUuid(reviewId)) throw notFound(OWNERSHIP_MESSAGES.reviewNotFound);
  const row = await reviewWithProvider(reviewId);
  if (!row || row.status !== "published") throw notFound(OWNERSHIP_MESSAGES.reviewNotFound);
  if (!(await isProviderOwner(viewer, row.providerId))) throw forbidden(OWNERSHIP_MESSAGES.notOwner);
  return { viewer, review: row };
}

async function notifyReviewer(tx: Executor, review: NonNullable<Awaited<ReturnType<typeof reviewWithProvider>>>, replierId: string) {
  if (!review.userId || review.userId === replierId) return;
  const provider = { id: review.providerId, name: review.providerName, slug: review.providerSlug };
  await insertMessages(tx, [
    {
      userId: review.userId,
      messageType: "review_reply",
      title: `Antwort auf deine Bewertung von „${provider.name}“`,
      content: `Der Anbieter „${provider.name}“ hat auf deine Bewertung geantwortet.`,
      metadata: { provider_id: provider.id, provider_name: provider.name, review_link: `${providerPath(provider)}#review-${review.id}` },
    },
  ]);
}

/**
 * The first reply of an owner to a published review. Refused: signed out (401), not an owner of
 * the review's provider (403), own review (400), unknown or hidden review (404), already answered
 * (409, one reply per review by a unique key), too many replies (429).
 */
export async function createReply(viewer: Viewer | null, reviewId: string, raw: ReplyInput | Record<string, unknown>, meta: Meta = {}) {
  const { viewer: v, review } = await reviewForOwner(viewer, reviewId);
  if (review.userId === v.id) throw badRequest(OWNERSHIP_MESSAGES.ownReview);
  const content = await replyContent(v, raw, meta);
  await enforceRateLimit("review_reply", `user:${v.id}`, { userId: v.id, ip: meta.ip, message: OWNERSHIP_MESSAGES.replyRateLimit });
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviewReplies)
      .values({ reviewId: review.id, providerId: review.providerId, userId: v.id, content })
      .onConflictDoNothing()
      .returning({ id: reviewReplies.id });
    if (!created) throw conflict(OWNERSHIP_MESSAGES.replyExists);
    await notifyReviewer(tx, review, v.id);
    return created.id;
  });
  return { id, message: OWNERSHIP_MESSAGES.replyCreated };
}

/** Edits the reply to a review (any owner of the provider; no new notification). */
export async function updateReply(viewer: Viewer | null, reviewId: string, raw: ReplyInput | Record<string, unknown>, meta: Meta = {}) {
  const { viewer: v, review } = await reviewForOwner(viewer, reviewId);
  const content = await replyContent(v, raw, meta);
  await enforceRateLimit("review_reply", `user:${v.id}`, { userId: v.id, ip: meta.ip, message: OWNERSHIP_MESSAGES.replyRateLimit });
  const [row] = await db
    .update(reviewReplies)
    .set({ content, updatedAt: new Date() })
    .where(eq(reviewReplies.reviewId, review.id))
    .returning({ id: reviewReplies.id });
  if (!row) throw notFound(OWNERSHIP_MESSAGES.replyNotFound);
  return { id: row.id, message: OWNERSHIP_MESSAGES.replyUpdated };
}

/** Deletes the reply to a review: owners of the provider, and admins (moderation). */
export async function deleteReply(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(OWNERSHIP_MESSAGES.replyLogin);
  if (!isUuid(reviewId)) throw notFound(OWNERSHIP_MESSAGES.replyNotFound);
  if (!viewer.isAdmin) {
    const [review] = await db.select({ providerId: reviews.providerId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
    if (!review) throw notFound(OWNERSHIP_MESSAGES.replyNotFound);
    if (!(await isProviderOwner(viewer, review.providerId))) throw forbidden(OWNERSHIP_MESSAGES.notOwner);
  }
  const [row] = await db.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning({ id: reviewReplies.id });
  if (!row) throw notFound(OWNERSHIP_MESSAGES.replyNotFound);
  return { id: row.id, message: OWNERSHIP_MESSAGES.replyDeleted };
}
