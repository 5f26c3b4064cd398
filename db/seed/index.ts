import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import * as s from "../schema";
import type { Database, Transaction } from "../types";
import { DEMO_ADMIN, DEMO_USERS } from "./accounts";
import { seedAds } from "./ads";
import { seedAnalytics } from "./analytics";
import { seedAccounts } from "./auth";
import { seedBlog } from "./blog";
import { seedCommunity } from "./community";
import { seedContestAwaitingApproval, seedContests } from "./contests";
import type { SeedContext, SeedSummary } from "./context";
import { seedCoupons } from "./coupons";
import { seedProviderCoordinates } from "./geo";
import { seedMessages } from "./messages";
import { seedPopupHistory, seedPopups } from "./popups";
import { buildProviders, insertProviders, seedProviderImages } from "./providers";
import { seedCovers } from "./covers";
import type { SeedImageStore } from "./images";
import { seedOwnership } from "./ownership";
import { seedOwners } from "./owners";
import { createRng } from "./random";
import { buildReviews, insertReviews } from "./reviews";
import { seedRanking } from "./ranking";
import { seedSecurity } from "./security";
import { seedCountries, seedSiteSettings } from "./site";
import { seedProfiles, seedReferrals } from "./users";

export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_USERS, DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "./accounts";
export type { SeedSummary } from "./context";

/**
 * Deterministic German demo data: one step per domain (mirroring db/schema/*.ts), composed below.
 * The steps share one id stream, so their order is part of the data: append new steps at the end.
 */

/** True when the database already holds providers or profiles (the seed then does nothing). */
export async function isSeeded(database: Database | Transaction): Promise<boolean> {
  const res = await database.execute<{ seeded: boolean }>(sql`select (exists(select 1 from ${s.providers}) or exists(select 1 from ${s.profiles})) as seeded`);
  return Boolean(res.rows[0]?.seeded);
}

type SeedOptions = {
  log?: (m: string) => void;
  /**
   * Stores generated demo images (logos, photos, covers; db/seed/images.ts) and returns their URL:
   * the app's storage module, passed in by server/boot.ts and scripts/seed.ts. Without it the demo
   * data keeps the static placeholders under /images/demo/.
   */
  images?: SeedImageStore;
};

/**
 * Inserts the demo data in one transaction. Does nothing (returns { skipped: 1 }) when the
 * database is already seeded (see isSeeded).
 */
export async function seed(database: Database, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  if (await isSeeded(database)) {
    log("the database already holds data: demo data skipped");
    return { skipped: 1 };
  }
  const started = Date.now();
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  const userHash = await hashPassword(DEMO_USERS[0].password);
  const summary = await database.transaction((tx) => seedInTransaction(tx, { adminHash, userHash }, log, opts.images));
  log(`demo data ready in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
  return summary;
}

async function seedInTransaction(
  tx: Transaction,
  hashes: { adminHash: string; userHash: string },
  log: (m: string) => void,
  images?: SeedImageStore,
): Promise<SeedSummary> {
  const ctx: SeedContext = { tx, ids: createRng("ids"), summary: {}, log };
  await seedCountries(ctx);
  const people = await seedAccounts(ctx, hashes);

  const { providers, approved } = buildProviders(ctx, people);
  const { reviews, published, votes } = buildReviews(ctx, people, providers, approved);
  if (images) {
    const started = Date.now();
    await seedProviderImages(providers, images);
    log(`provider logos and photos made in ${Date.now() - started} ms`);
  }
  await insertProviders(ctx, providers);
  await insertReviews(ctx, reviews, votes);
  Object.assign(ctx.summary, {
    providers: providers.length,
    approvedProviders: approved.length,
    reviews: reviews.length,
    publishedReviews: published.length,
    helpfulVotes: votes.length,
  });
  log(`${providers.length} providers, ${reviews.length} reviews, ${votes.length} helpful votes`);

  const { follows } = await seedCommunity(ctx, people, approved);
  const { publishedArticles } = await seedBlog(ctx, people);
  await seedCoupons(ctx, people);
  const { contestMessages } = await seedContests(ctx, people);
  await seedAds(ctx, people);
  await seedPopups(ctx, people);
  await seedSiteSettings(ctx, people);
  const { score } = await seedProfiles(ctx, people, { approved, published, publishedArticles });
  await seedMessages(ctx, people, { contestMessages, providers, published, votes, publishedArticles, follows, score });
  await seedAnalytics(ctx, people, { approved, publishedArticles });
  await seedReferrals(ctx, people, approved);
  await seedSecurity(ctx, people);
  // The demo articles already live count as announced to their followers (db/seed/messages.ts
  // holds those notifications); scheduled ones are announced when they go live.
  await tx.execute(
    sql`update ${s.blogArticles} set followers_notified_at = coalesce(publish_date, created_at)
        where status in ('published','scheduled') and coalesce(publish_date, created_at) <= now()`,
  );
  await seedPopupHistory(ctx, people);
  await seedContestAwaitingApproval(ctx, people);
  await seedOwnership(ctx, people, { approved, published });
  await seedRanking(ctx);
  await seedProviderCoordinates(ctx);
  if (images) {
    const started = Date.now();
    await seedCovers(ctx, images);
    log(`article cover images made in ${Date.now() - started} ms`);
  }
  await seedOwners(ctx, people, { approved });
  return ctx.summary;
}
