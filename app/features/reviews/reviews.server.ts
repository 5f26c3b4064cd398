import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { profiles, providers, reviewHelpfulVotes, reviews, userActivities } from "~db/schema";
import type { ReviewStatus } from "~db/schema/reviews";
import type { Viewer } from "~/lib/auth.server";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { badRequest, forbidden, notFound, unauthorized } from "~/lib/errors";
import { parseInput } from "~/lib/request.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { replaceStoredImage } from "~/lib/images.server";
import { claimUploads, discardUploads } from "~/lib/uploads.server";
import { profileGates } from "~/features/activity/activity";
import { recalculateUserActivity } from "~/features/activity/activity.server";
import { notifyHelpfulVote, notifyProviderReviewed } from "~/features/notifications/auto.server";
import { recalculateProviderRank } from "~/features/providers/freshness/ranking.server";
import { invalidateDirectoryCache } from "~/features/providers/directory.server";
import { REVIEW_MESSAGES, reviewSchema } from "./schema";
import { DEFAULT_REVIEW_QUERY, type ReviewQuery, type ReviewSort } from "./review-filters";
import { UUID_RE } from "~/lib/ids";

/**
 * Recomputes providers.average_rating / review_count from the PUBLISHED reviews. Call it in the
 * same transaction as every review insert, update, status change and delete. The provider row is
 * locked first: a concurrent transaction's recount waits for this one's commit and then counts
 * with its rows (one UPDATE with a subquery alone would count in a snapshot taken before the
 * other commit, and the later writer would lose the earlier one's review). The lock is FOR NO KEY
 * UPDATE: it does not wait for the key-share lock that inserting a review takes on its provider,
 * so two new reviews of one provider do not deadlock.
 */
export async function recalculateProviderRating(providerId: string, executor: Executor = db) {
  await executor.execute(sql`select 1 from providers where id = ${providerId} for no key update`);
  await executor.execute(sql`
    update providers set
      average_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews where provider_id = ${providerId} and status = 'published'), 0),
      review_count = (select count(*)::int from reviews where provider_id = ${providerId} and status = 'published')
    where id = ${providerId}`);
  // The rating is part of the published ranking score (features/providers/freshness/ranking.server.ts).
  await recalculateProviderRank(providerId, executor);
  invalidateDirectoryCache();
}

/** Recomputes reviews.helpful_count from the votes (after votes came back or went without the review). */
export async function recalculateHelpfulCounts(reviewIds: readonly string[], executor: Executor = db) {
  if (reviewIds.length === 0) return;
  await executor
    .update(reviews)
    .set({ helpfulCount: sql`(select count(*)::int from review_helpful_votes v where v.review_id = ${reviews.id})` })
    .where(inArray(reviews.id, [...reviewIds]));
}

/**
 * Sets reviews.helpful_count to the number of vote rows and returns it. The review row is locked
 * first (see recalculateProviderRating): call it inside the transaction that changed the votes.
 */
export async function recountHelpfulVotes(reviewId: string, executor: Executor = db): Promise<number> {
  await executor.execute(sql`select 1 from reviews where id = ${reviewId} for no key update`);
  const res = await executor.execute<{ helpful_count: number }>(sql`
    update reviews set helpful_count = (select count(*)::int from review_helpful_votes where review_id = ${reviewId})
    where id = ${reviewId} returning helpful_count`);
  return Number(res.rows[0]?.helpful_count ?? 0);
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
  /** `verified`: the author has the 'verified badge' gate (500 points). */
  author: { id: string; username: string | null; avatarUrl: string | null; verified: boolean } | null;
  isOwn: boolean;
  votedHelpful: boolean;
};

const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  neueste: [sql`${reviews.createdAt} desc nulls last`],
  hilfreichste: [sql`${reviews.helpfulCount} desc`, sql`${reviews.createdAt} desc nulls last`],
  beste: [sql`${reviews.rating} desc`, sql`${reviews.createdAt} desc nulls last`],
  kritischste: [sql`${reviews.rating} asc`, sql`${reviews.createdAt} desc nulls last`],
};

/**
 * Published reviews of a provider with the viewer's helpful votes: newest first by default, or as
 * `query` sorts ('Hilfreichste', 'Beste', 'Kritischste') and filters (stars, 'mit Fotos') them.
 */
export async function listProviderReviews(
  viewer: Viewer | null,
  providerId: string,
  limit = 100,
  query: ReviewQuery = DEFAULT_REVIEW_QUERY,
): Promise<ReviewItem[]> {
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
      score: userActivities.totalActivityScore,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .leftJoin(userActivities, eq(userActivities.userId, reviews.userId))
    .where(
      and(
        eq(reviews.providerId, providerId),
        eq(reviews.status, "published"),
        query.stars !== null ? eq(reviews.rating, query.stars) : undefined,
        query.withPhotos ? isNotNull(reviews.imageUrl) : undefined,
      ),
    )
    .orderBy(...REVIEW_ORDER[query.sort], reviews.id)
    .limit(limit);
  let voted = new Set<string>();
  if (viewer && rows.length > 0) {
    const votes = await db
      .select({ reviewId: reviewHelpfulVotes.reviewId })
      .from(reviewHelpfulVotes)
      .where(
        and(
          eq(reviewHelpfulVotes.userId, viewer.id),
          inArray(
            reviewHelpfulVotes.reviewId,
            rows.map((r) => r.id),
          ),
        ),
      );
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
      author: showAuthor
        ? { id: r.userId!, username: r.username ?? null, avatarUrl: r.avatarUrl ?? null, verified: profileGates(r.score ?? 0, 0).verifiedBadge }
        : null,
      isOwn,
      votedHelpful: voted.has(r.id),
    };
  });
}

/** An edit publishes the review, except one an admin hid: that stays hidden (issue #10). */
const keepHidden = sql<ReviewStatus>`case when ${reviews.status} = 'hidden' then 'hidden' else 'published' end`;

/** The review image must be the author's own upload in review-images; claimed inside the save. */
async function claimReviewImage(tx: Executor, url: string | null, userId: string, keep?: string | null) {
  if (!url || url === keep) return;
  if (!(await claimUploads(tx, [url], { bucket: "review-images", ownerId: userId }))) {
    throw badRequest(REVIEW_MESSAGES.saveError, { imageUrl: REVIEW_MESSAGES.image });
  }
}

/**
 * Writes the viewer's review of an approved provider (rate limit review_creation: 5 per 30 min).
 * One review per member and provider (unique key): when the viewer already reviewed the provider,
 * that review is edited instead (`updated: true`) and published at once, as an edit is (a review
 * an admin hid stays hidden); an image
 * it let go of is deleted after the save.
 */
export async function createReview(viewer: Viewer | null, providerId: string, raw: unknown, meta: { ip?: string | null } = {}) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.login);
  if (!UUID_RE.test(providerId)) throw notFound("Anbieter nicht gefunden");
  const input = parseInput(reviewSchema, raw, REVIEW_MESSAGES.saveError);
  const [provider] = await db
    .select({ id: providers.id, status: providers.status, name: providers.name, slug: providers.slug, userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  if (!provider || provider.status !== "approved") throw notFound("Anbieter nicht gefunden");
  await enforceRateLimit("review_creation", `user:${viewer.id}`, { userId: viewer.id, ip: meta.ip, message: REVIEW_MESSAGES.rateLimit });
  const save = () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ imageUrl: reviews.imageUrl })
        .from(reviews)
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, viewer.id)))
        .for("update")
        .limit(1);
      await claimReviewImage(tx, input.imageUrl, viewer.id, existing?.imageUrl);
      const [row] = await tx
        .insert(reviews)
        .values({ providerId, userId: viewer.id, ...input, status: "published" })
        .onConflictDoUpdate({
          target: [reviews.providerId, reviews.userId],
          set: { ...input, status: keepHidden, updatedAt: new Date() },
        })
        .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` });
      await recalculateProviderRating(providerId, tx);
      await recalculateUserActivity(viewer.id, tx);
      if (row!.inserted) await notifyProviderReviewed(tx, { provider, reviewerId: viewer.id, reviewId: row!.id, rating: input.rating });
      return {
        result: { id: row!.id, updated: !row!.inserted },
        previous: [existing && existing.imageUrl !== input.imageUrl ? existing.imageUrl : null],
      };
    });
  return replaceStoredImage({ save });
}

async function ownReview(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.login);
  if (!UUID_RE.test(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  if (row.userId !== viewer.id) throw forbidden(REVIEW_MESSAGES.notOwner);
  return { viewer, row };
}

/** Only the author edits; an edited review is published at once unless an admin hid it. */
export async function updateReview(viewer: Viewer | null, reviewId: string, raw: unknown) {
  const { viewer: v, row } = await ownReview(viewer, reviewId);
  const input = parseInput(reviewSchema, raw, REVIEW_MESSAGES.saveError);
  const save = () =>
    db.transaction(async (tx) => {
      await claimReviewImage(tx, input.imageUrl, v.id, row.imageUrl);
      await tx
        .update(reviews)
        .set({ ...input, status: keepHidden, updatedAt: new Date() })
        .where(eq(reviews.id, reviewId));
      await recalculateProviderRating(row.providerId, tx);
      await recalculateUserActivity(v.id, tx);
      return { id: reviewId };
    });
  // A replaced or removed image is deleted once the save committed.
  return replaceStoredImage({ save: async () => ({ result: await save(), previous: [row.imageUrl !== input.imageUrl ? row.imageUrl : null] }) });
}

/** Only the author deletes. */
export async function deleteReview(viewer: Viewer | null, reviewId: string) {
  const { viewer: v, row } = await ownReview(viewer, reviewId);
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await recalculateProviderRating(row.providerId, tx);
    await recalculateUserActivity(v.id, tx);
  });
  await discardUploads([row.imageUrl]);
  return { id: reviewId };
}

/** A review with its author, status and provider (id, name, slug), or null. */
export async function reviewWithProvider(reviewId: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      status: reviews.status,
      providerId: providers.id,
      providerName: providers.name,
      providerSlug: providers.slug,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/**
 * Toggles the viewer's helpful vote on a published review: returns the action (added/removed)
 * and the new helpful_count. The review author's activity (helpful votes received) follows.
 * Authors cannot vote for their own review (it would raise their own score).
 */
export async function toggleHelpfulVote(viewer: Viewer | null, reviewId: string) {
  if (!viewer) throw unauthorized(REVIEW_MESSAGES.helpfulLogin);
  if (!UUID_RE.test(reviewId)) throw notFound(REVIEW_MESSAGES.notFound);
  const row = await reviewWithProvider(reviewId);
  if (!row || row.status !== "published") throw notFound(REVIEW_MESSAGES.notFound);
  if (row.userId === viewer.id) throw forbidden(REVIEW_MESSAGES.helpfulOwn);
  return db.transaction(async (tx) => {
    // Toggles of one review run one after the other (row lock), so each sees the votes of the
    // ones before it: the toggle and the recount below are exact under any concurrency.
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for("no key update");
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, viewer.id)))
      .returning({ id: reviewHelpfulVotes.id });
    let action: "added" | "removed" = "removed";
    if (removed.length === 0) {
      await tx.insert(reviewHelpfulVotes).values({ reviewId, userId: viewer.id }).onConflictDoNothing();
      action = "added";
    }
    const helpfulCount = await recountHelpfulVotes(reviewId, tx);
    if (row.userId) await recalculateUserActivity(row.userId, tx);
    if (action === "added") {
      const provider = { id: row.providerId, name: row.providerName, slug: row.providerSlug };
      await notifyHelpfulVote(tx, { reviewId, authorId: row.userId, voterId: viewer.id, provider });
    }
    return { action, helpfulCount };
  });
}
