import { eq } from "drizzle-orm";
import { providers } from "~db/schema/index";
import type { Executor } from "~db/types";
import { db } from "~/lib/db.server";
import { invalidateDirectoryCache } from "../directory.server";
import { bayesianRating, currentPriorMean, currentRankingState, freshnessBonus, RANKING, rankScore, rankScoreSql, recalculateAllRanksIn } from "./ranking";

/** When the published ranking's scores are recalculated, and what 'So sortieren wir' shows (formula: ./ranking.ts). */

const DAY_MS = 86_400_000;

/** Recomputes the score of one provider (after its data or its reviews changed), in the caller's transaction. */
export async function recalculateProviderRank(providerId: string, executor: Executor = db, now = new Date()) {
  const m = await currentPriorMean(executor);
  await executor
    .update(providers)
    .set({ rankScore: rankScoreSql(m, now) })
    .where(eq(providers.id, providerId));
}

/** The daily recalculation (the freshness bonus decays with time; m follows the ratings). */
export async function recalculateAllRanks({ now = new Date() }: { now?: Date } = {}) {
  return db.transaction((tx) => recalculateAllRanksIn(tx, now)).finally(invalidateDirectoryCache);
}

export const RANKING_JOB = {
  name: "provider-ranking",
  intervalMs: DAY_MS,
  firstDelayMs: 20_000,
  run: (now: Date) => recalculateAllRanks({ now }),
};

/** What 'So sortieren wir' shows: the constants in use and a worked example. Public. */
export async function rankingExplanation() {
  const { priorMean: m, computedAt } = await currentRankingState(db);
  const now = new Date();
  const example = { averageRating: 4.8, reviewCount: 3, dataUpdatedAt: new Date(now.getTime() - 30 * DAY_MS) };
  const older = { averageRating: 4.4, reviewCount: 40, dataUpdatedAt: new Date(now.getTime() - 200 * DAY_MS) };
  const round = (x: number) => Math.round(x * 100) / 100;
  const explain = (e: typeof example) => ({
    averageRating: e.averageRating,
    reviewCount: e.reviewCount,
    ageDays: Math.round((now.getTime() - e.dataUpdatedAt.getTime()) / DAY_MS),
    bayes: round(bayesianRating(e.averageRating, e.reviewCount, m)),
    bonus: round(freshnessBonus((now.getTime() - e.dataUpdatedAt.getTime()) / DAY_MS)),
    score: round(rankScore(e, m, now)),
  });
  return { priorMean: m, computedAt: computedAt?.toISOString() ?? null, constants: RANKING, examples: [explain(example), explain(older)] };
}
