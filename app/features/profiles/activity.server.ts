import { sql } from "drizzle-orm";
import { profiles, userActivities } from "~db/schema";
import { db, type Executor } from "~/lib/db.server";
import { activityScore, levelFor, type ActivityCounts } from "./activity";

/**
 * Recomputes a user's activity (approved providers, published reviews, published articles,
 * helpful votes received), stores it in user_activities and profiles.helpful_votes, and returns
 * the score and level. Call it (inside the same transaction) after every change to any of these.
 */
export async function recalculateUserActivity(userId: string, executor: Executor = db) {
  const res = await executor.execute<{ providers: number; reviews: number; articles: number; helpful: number }>(sql`
    select
      (select count(*)::int from providers where user_id = ${userId} and status = 'approved') as providers,
      (select count(*)::int from reviews where user_id = ${userId} and status = 'published') as reviews,
      (select count(*)::int from blog_articles where author_id = ${userId} and status in ('published','scheduled')
         and coalesce(publish_date, created_at) <= now()) as articles,
      (select count(*)::int from review_helpful_votes v join reviews r on r.id = v.review_id
         where r.user_id = ${userId} and r.status = 'published') as helpful`);
  const row = res.rows[0]!;
  const counts: ActivityCounts = {
    approvedProviders: Number(row.providers),
    publishedReviews: Number(row.reviews),
    publishedArticles: Number(row.articles),
    helpfulVotesReceived: Number(row.helpful),
  };
  const score = activityScore(counts);
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
  return { score, level: levelFor(score), counts };
}
