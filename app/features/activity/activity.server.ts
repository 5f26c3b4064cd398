import { eq, sql } from "drizzle-orm";
import { blogArticles, profiles, userActivities } from "~db/schema";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { notifyRankAchieved } from "~/features/notifications/auto.server";
import { activityScore, levelFor, type ActivityCounts } from "./activity";
import { publicArticle } from "~/lib/public-article";

/**
 * The one counting query of the activity score: approved providers, published reviews, visible
 * articles (published or scheduled with a passed date, not hidden by an admin) and helpful votes received on published reviews.
 */
export async function countActivity(userId: string, executor: Executor = db): Promise<ActivityCounts> {
  const res = await executor.execute<{ providers: number; reviews: number; articles: number; helpful: number }>(sql`
    select
      (select count(*)::int from providers where user_id = ${userId} and status = 'approved') as providers,
      (select count(*)::int from reviews where user_id = ${userId} and status = 'published') as reviews,
      (select count(*)::int from ${blogArticles} where ${blogArticles.authorId} = ${userId} and ${publicArticle()}) as articles,
      (select count(*)::int from review_helpful_votes v join reviews r on r.id = v.review_id
         where r.user_id = ${userId} and r.status = 'published') as helpful`);
  const row = res.rows[0]!;
  return {
    approvedProviders: Number(row.providers),
    publishedReviews: Number(row.reviews),
    publishedArticles: Number(row.articles),
    helpfulVotesReceived: Number(row.helpful),
  };
}

/** Stores counts and their score in user_activities and profiles.helpful_votes. */
async function storeActivity(userId: string, counts: ActivityCounts, executor: Executor) {
  const score = activityScore(counts);
  const [before] = await executor.select({ score: userActivities.totalActivityScore }).from(userActivities).where(eq(userActivities.userId, userId));
  const values = {
    totalActivityScore: score,
    entriesCreated: counts.approvedProviders,
    reviewsWritten: counts.publishedReviews,
    articlesPublished: counts.publishedArticles,
    helpfulVotesReceived: counts.helpfulVotesReceived,
    updatedAt: new Date(),
  };
  await executor
    .insert(userActivities)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userActivities.userId, set: values });
  await executor.update(profiles).set({ helpfulVotes: counts.helpfulVotesReceived }).where(sql`${profiles.id} = ${userId}`);
  const level = levelFor(score);
  if (level.index > levelFor(before?.score ?? 0).index) await notifyRankAchieved(executor, { userId, level: level.name, score });
  return score;
}

/**
 * Recomputes a user's activity, stores it in user_activities and profiles.helpful_votes, and returns
 * the score and level. Call it (inside the same transaction) after every change to any of the counts.
 */
export async function recalculateUserActivity(userId: string, executor: Executor = db) {
  // The member's profile row is locked first: two transactions that change this member's counts
  // (two helpful votes on two reviews, say) recount one after the other, and the later one counts
  // with the earlier one's rows (a count alone sees a snapshot without the other's commit).
  await executor.execute(sql`select 1 from profiles where id = ${userId} for no key update`);
  const counts = await countActivity(userId, executor);
  const score = await storeActivity(userId, counts, executor);
  return { score, level: levelFor(score), counts };
}

/**
 * The live activity (score, visible article count and the counts behind them) for showing it; the stored row is rewritten
 * when it is missing or differs (e.g. a scheduled article whose date has passed since).
 */
export async function currentActivity(userId: string) {
  const [[stored], counts] = await Promise.all([
    db.select({ score: userActivities.totalActivityScore }).from(userActivities).where(eq(userActivities.userId, userId)).limit(1),
    countActivity(userId),
  ]);
  const score = activityScore(counts);
  if (stored && stored.score === score) return { score, articles: counts.publishedArticles, counts };
  // Rewritten under the profile's lock, counted again there (a write may have committed since).
  const fresh = await db.transaction((tx) => recalculateUserActivity(userId, tx));
  return { score: fresh.score, articles: fresh.counts.publishedArticles, counts: fresh.counts };
}

/** The stored score (for gates on writes), recalculated when the user has no activity row yet. */
export async function storedActivityScore(userId: string, executor: Executor = db): Promise<number> {
  const [stored] = await executor.select({ score: userActivities.totalActivityScore }).from(userActivities).where(eq(userActivities.userId, userId));
  return stored?.score ?? (await recalculateUserActivity(userId, executor)).score;
}
