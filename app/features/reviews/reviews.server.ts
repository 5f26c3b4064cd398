import { and, eq, inArray, sql } from "drizzle-orm";
import { profiles, providers, reviewHelpfulVotes, reviews } from "~db/schema";
import type { ReviewStatus } from "~db/schema/reviews";
import type { Viewer } from "~/lib/auth.server";
import { db, type Executor } from "~/lib/db.server";
import { badRequest, forbidden, notFound, parseInput, unauthorized } from "~/lib/http.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { objectFromUrl } from "~/lib/storage.server";
import { recalculateUserActivity } from "~/features/profiles/activity.server";
import { invalidateDirectoryCache } from "~/features/providers/providers.server";
import { REVIEW_MESSAGES, reviewSchema } from "./schema";
import { UUID_RE } from "~/lib/ids";


/**
 * Recomputes providers.average_rating / review_count from the PUBLISHED reviews. Call it in the
 * same transaction as every review insert, update, status change and delete.
 */
export async function recalculateProviderRating(providerId: string, executor: Executor = db) {
  await executor.execute(sql`
    update providers set
      average_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews where provider_id = ${providerId} and status = 'published'), 0),
      review_count = (select count(*)::int from reviews where provider_id = ${providerId} and status = 'published')
    where id = ${providerId}`);
  invalidateDirectoryCache();
}

export type ReviewItem = {
  id: string;
  rating: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isAnonymous: boolean;
  helpfulCount: number;
  createdAt: string;
  updatedAt: string;
  author: { id: string; username: string | null; avatarUrl: string | null } | null;
  isOwn: boolean;
  votedHelpful: boolean;
};

/** Published reviews of a provider, newest first, with the viewer's helpful votes. */
export async function listProviderReviews(viewer: Viewer | null, providerId: string, limit = 100): Promise<ReviewItem[]> {
  const rows = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      imageUrl: reviews.imageUrl,
      isAnonymous: reviews.isAnonymous,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "published")))
    .orderBy(sql`${reviews.createdAt} desc nulls last`)
    .limit(limit);
  let voted = new Set<string>();
  if (viewer && rows.length > 0) {
    const votes = await db
      .select({ reviewId: reviewHelpfulVotes.reviewId })
      .from(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.userId, viewer.id), inArray(reviewHelpfulVotes.reviewId, rows.map((r) => r.id))));
    voted = new Set(votes.map((v) => v.reviewId));
  }
  return rows.map((r) => {
    const isOwn = Boolean(viewer && r.userId === viewer.id);
    const showAuthor = r.userId && (!r.isAnonymous || isOwn || viewer?.isAdmin);
    return {
      id: r.id,
      rating: r.rating,
      title: r.title,
      content: r.content,
      imageUrl: r.imageUrl,
      isAnonymous: r.isAnonymous,
      helpfulCount: r.helpfulCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      author: showAuthor ? { id: r.userId!, username: r.username ?? null, avatarUrl: r.avatarUrl ?? null } : null,
      isOwn,
      votedHelpful: voted.has(r.id),
    };
  });
}

function checkReviewImage(url: string | null, userId: string, keep?: string | null) {
  if (!url || url === keep) return;
  const obj = objectFromUrl(url);
  if (!obj || obj.bucket !== "review-images" || !obj.key.startsWith(`${userId}/`)) {
    throw badRequest(REVIEW_MESSAGES.saveError, { imageUrl: REVIEW_MESSAGES.image });
  }
}

/** Creates a published review of an approved provider (rate limit review_creation: 5 per 30 min). */
export async function createReview(viewer: Viewer | null, providerId: string, raw: unknown, meta: { ip?: string | null } = {}) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.login);
  if (!UUID_RE.test(providerId)) throw notFound("Anbieter nicht gefunden");
  const input = parseInput(reviewSchema, raw, REVIEW_MESSAGES.saveError);
  const [provider] = await db
    .select({ id: providers.id, status: providers.status })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!provider || provider.status !== "approved") throw notFound("Anbieter nicht gefunden");
  checkReviewImage(input.imageUrl, viewer.id);
  await enforceRateLimit("review_creation", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: REVIEW_MESSAGES.rateLimit });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ providerId, userId: viewer.id, ...input, status: "published" })
      .returning({ id: reviews.id });
    await recalculateProviderRating(providerId, tx);
    await recalculateUserActivity(viewer.id, tx);
    return row!;
  });
}

async function ownReview(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.login);
  if (!UUID_RE.test(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  if (row.userId !== viewer.id) throw forbidden(REVIEW_MESSAGES.notOwner);
  return { viewer, row };
}

/** Only the author edits; an edited review is published at once. */
export async function updateReview(viewer: Viewer | null, reviewId: string, raw: unknown) {
  const { viewer: v, row } = await ownReview(viewer, reviewId);
  const input = parseInput(reviewSchema, raw, REVIEW_MESSAGES.saveError);
  checkReviewImage(input.imageUrl, v.id, row.imageUrl);
  return db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ ...input, status: "published", updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    await recalculateProviderRating(row.providerId, tx);
    await recalculateUserActivity(v.id, tx);
    return { id: reviewId };
  });
}

/** Only the author deletes. */
export async function deleteReview(viewer: Viewer | null, reviewId: string) {
  const { viewer: v, row } = await ownReview(viewer, reviewId);
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await recalculateProviderRating(row.providerId, tx);
    await recalculateUserActivity(v.id, tx);
  });
  return { id: reviewId };
}

/** Moderation (admin): publish / hide / pending. Ratings and activity follow. */
export async function setReviewStatus(viewer: Viewer | null, reviewId: string, status: ReviewStatus) {
  if (!viewer) throw unauthorized();
  if (!viewer.isAdmin) throw forbidden("Zugriff verweigert. Sie benötigen Admin-Berechtigungen.");
  if (!UUID_RE.test(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ status, updatedAt: new Date() }).where(eq(reviews.id, reviewId));
    await recalculateProviderRating(row.providerId, tx);
    if (row.userId) await recalculateUserActivity(row.userId, tx);
  });
  return { id: reviewId, status };
}

/**
 * Toggles the viewer's helpful vote on a published review: returns the action (added/removed)
 * and the new helpful_count. The review author's activity (helpful votes received) follows.
 */
export async function toggleHelpfulVote(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.helpfulLogin);
  if (!UUID_RE.test(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row || row.status !== "published") throw notFound(REVIEW_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, viewer.id)))
      .returning({ id: reviewHelpfulVotes.id });
    let action: "added" | "removed" = "removed";
    if (removed.length === 0) {
      await tx.insert(reviewHelpfulVotes).values({ reviewId, userId: viewer.id }).onConflictDoNothing();
      action = "added";
    }
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`(select count(*)::int from review_helpful_votes where review_id = ${reviewId})` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    if (row.userId) await recalculateUserActivity(row.userId, tx);
    return { action, helpfulCount: updated!.helpfulCount };
  });
}
