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

/** Providers per statement of the full recalculation: writing a provider row updates its 17 indexes (about 0.5 ms a row at 1,000,000), so a chunk stays well inside the 10 s statement limit. */
export const RANK_CHUNK = 2_000;

/**
 * The full recalculation with the caller's executor: m from the approved providers with reviews
 * (rounded to 2 decimals, as shown on the page), stored, then every score, in chunks of RANK_CHUNK
 * providers by id; only rows whose score changes are written (most do not from one day to the next).
 * Returns m and the number of providers whose score changed. `chunk: 0` writes all in one statement
 * (a bulk load without indexes, scripts/lib/bench-data.ts).
 */
export async function recalculateAllRanksIn(tx: Executor, now: Date, opts: { chunk?: number } = {}) {
  const chunkSize = opts.chunk ?? RANK_CHUNK;
  const res = await tx.execute<{ m: string | null }>(sql`
    select round(avg(average_rating)::numeric, 2)::text as m from providers where status = 'approved' and review_count > 0`);
  const m = res.rows[0]?.m != null ? Number(res.rows[0].m) : RANKING.defaultPriorMean;
  await tx
    .insert(siteSettings)
    .values({ settingKey: PRIOR_MEAN_SETTING, settingValue: String(m), updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: String(m), updatedAt: now } });
  const score = rankScoreSql(m, now);
  if (chunkSize === 0) {
    const res = await tx.execute(sql`update ${providers} set rank_score = ${score} where ${providers.rankScore} is distinct from ${score}`);
    return { priorMean: m, providers: Number(res.rowCount ?? 0) };
  }
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    // One chunk: the next RANK_CHUNK ids (primary key order), their changed scores written.
    const res: { rows: { last: string | null; n: number }[] } = await tx.execute<{ last: string | null; n: number }>(sql`
      with chunk as (
        select ${providers.id} as id from ${providers}
        ${after ? sql`where ${providers.id} > ${after}::uuid` : sql``}
        order by ${providers.id} limit ${chunkSize}
      ), written as (
        update ${providers} set rank_score = ${score}
        from chunk where ${providers.id} = chunk.id and ${providers.rankScore} is distinct from ${score}
        returning 1
      )
      select (select id::text from chunk order by id desc limit 1) as last, (select count(*) from written)::int as n`);
    const row = res.rows[0];
    changed += Number(row?.n ?? 0);
    if (!row?.last) break;
    after = row.last;
  }
  return { priorMean: m, providers: changed };
}
