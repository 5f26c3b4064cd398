import { recalculateAllRanksIn } from "~/features/providers/ranking";
import { SEED_BASE_DATE, type SeedContext } from "./context";

/**
 * The published ranking's scores of the demo entries (features/providers/ranking.ts), calculated
 * at the seed's base date; the daily job 'provider-ranking' recalculates them shortly after start.
 */
export async function seedRanking(ctx: SeedContext) {
  const { priorMean, providers } = await recalculateAllRanksIn(ctx.tx, SEED_BASE_DATE);
  ctx.log(`Ranking: m = ${priorMean}, ${providers} Anbieter`);
}
