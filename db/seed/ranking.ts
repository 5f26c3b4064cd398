import { inArray } from "drizzle-orm";
import * as s from "../schema";
import { recalculateAllRanksIn } from "~/features/providers/freshness/ranking";
import { at, SEED_BASE_DATE, type SeedContext } from "./context";

/** Demo entries whose data is over 12 months old (the hint on their page; the reminder job picks them up). */
export const STALE_DEMO_PROVIDERS = ["Zur Grünen Traube", "Papers & Pipes Shop"];

/**
 * The published ranking's scores of the demo entries (features/providers/freshness/ranking.ts), calculated
 * at the seed's base date; the daily job 'provider-ranking' recalculates them shortly after start.
 */
export async function seedRanking(ctx: SeedContext) {
  await ctx.tx
    .update(s.providers)
    .set({ dataUpdatedAt: at(-420) })
    .where(inArray(s.providers.name, STALE_DEMO_PROVIDERS));
  const { priorMean, providers } = await recalculateAllRanksIn(ctx.tx, SEED_BASE_DATE);
  ctx.log(`ranking: m = ${priorMean}, ${providers} providers`);
}
