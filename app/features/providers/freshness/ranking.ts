import { eq, sql } from "drizzle-orm";
import { providers, siteSettings } from "~db/schema/index";
import type { Executor } from "~db/types";

/**
 * The published ranking of the directory ('So sortieren wir', decision 0027). The ONE home of the
 * formula: the constants, the pure TypeScript function (`rankScore`, for the page's example and the
 * tests) and the same formula in SQL (`rankScoreSql`, what is stored in providers.rank_score).
 * `ranking.int.test.ts` checks that both give the same numbers. Recalculation and the page data:
 * `ranking.server.ts`; the seed uses `recalculateAllRanksIn`.
 *
 *   score = (C·m + Σ ratings) / (C + n)  +  freshness bonus
 *   Σ ratings = average rating · n (published reviews), m = mean rating of the approved providers
 *   with reviews (fixed by the daily recalculation), C = 5
 *   bonus = 0.3 while the data is at most 90 days old, then linearly down to 0 at 365 days
 */
export const RANKING = {
  /** Weight of the prior: a provider counts as if it had C extra reviews of the mean rating. */
  priorWeight: 5,
  /** The prior mean while no provider has reviews yet. */
  defaultPriorMean: 4,
  freshBonus: 0.3,
  freshFullDays: 90,
  freshZeroDays: 365,
} as const;

/** site_settings key of the prior mean m used right now (written by the daily recalculation). */
export const PRIOR_MEAN_SETTING = "ranking_prior_mean";
const DAY_MS = 86_400_000;

export type RankInput = { averageRating: number; reviewCount: number; dataUpdatedAt: Date | string };

/** The freshness bonus for data last changed `ageDays` days ago. */
export function freshnessBonus(ageDays: number): number {
  const { freshBonus, freshFullDays, freshZeroDays } = RANKING;
  if (ageDays <= freshFullDays) return freshBonus;
  if (ageDays >= freshZeroDays) return 0;
  return (freshBonus * (freshZeroDays - ageDays)) / (freshZeroDays - freshFullDays);
}

/** The Bayesian average of the rating with the prior mean m. */
export function bayesianRating(averageRating: number, reviewCount: number, priorMean: number): number {
  const c = RANKING.priorWeight;
  return (c * priorMean + averageRating * reviewCount) / (c + reviewCount);
}

/** The score of one provider at `now` with the prior mean m (the formula above). */
export function rankScore(p: RankInput, priorMean: number, now: Date = new Date()): number {
  const ageDays = (now.getTime() - new Date(p.dataUpdatedAt).getTime()) / DAY_MS;
  return bayesianRating(Number(p.averageRating), p.reviewCount, priorMean) + freshnessBonus(ageDays);
}

/** The same formula in SQL over the providers row (double precision throughout). */
export function rankScoreSql(priorMean: number, now: Date) {
  const { priorWeight: c, freshBonus: b, freshFullDays: full, freshZeroDays: zero } = RANKING;
  const age = sql`(extract(epoch from (${now.toISOString()}::timestamptz - ${providers.dataUpdatedAt}))::double precision / 86400.0)`;
  return sql<number>`(
    (${c}::double precision * ${priorMean}::double precision + ${providers.averageRating}::double precision * ${providers.reviewCount})
      / (${c}::double precision + ${providers.reviewCount})
    + case when ${age} <= ${full} then ${b}::double precision
           when ${age} >= ${zero} then 0::double precision
           else ${b}::double precision * (${zero} - ${age}) / ${zero - full}::double precision end)`;
}

/** The default order of the directory: score, then name (the index providers_approved_rank_idx). */
export const rankOrder = [sql`${providers.rankScore} desc nulls last`, sql`${providers.name} asc`, sql`${providers.id} asc`];

/** The prior mean m used right now and when all scores were last calculated (the last full recalculation). */
export async function currentRankingState(executor: Executor): Promise<{ priorMean: number; computedAt: Date | null }> {
  const [row] = await executor
    .select({ value: siteSettings.settingValue, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, PRIOR_MEAN_SETTING))
    .limit(1);
  const m = Number(row?.value);
  return row?.value && Number.isFinite(m) ? { priorMean: m, computedAt: row.updatedAt } : { priorMean: RANKING.defaultPriorMean, computedAt: null };
}

/** The prior mean m used right now. */
export async function currentPriorMean(executor: Executor): Promise<number> {
  return (await currentRankingState(executor)).priorMean;
}

/**
 * The full recalculation inside the caller's transaction: m from the approved providers with
 * reviews (rounded to 2 decimals, as shown on the page), stored, then every score.
 */
export async function recalculateAllRanksIn(tx: Executor, now: Date) {
  const res = await tx.execute<{ m: string | null }>(sql`
    select round(avg(average_rating)::numeric, 2)::text as m from providers where status = 'approved' and review_count > 0`);
  const m = res.rows[0]?.m != null ? Number(res.rows[0].m) : RANKING.defaultPriorMean;
  await tx
    .insert(siteSettings)
    .values({ settingKey: PRIOR_MEAN_SETTING, settingValue: String(m), updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: String(m), updatedAt: now } });
  const updated = await tx
    .update(providers)
    .set({ rankScore: rankScoreSql(m, now) })
    .returning({ id: providers.id });
  return { priorMean: m, providers: updated.length };
}
