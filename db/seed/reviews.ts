import * as s from "../schema";
import { at, between, insertMany, later, type People, type SeedContext, type SeedUser } from "./context";
import type { SeedProvider } from "./providers";
import { reviewKind, REVIEW_TEXTS, type ReviewTone } from "./reviews-data";
import { createRng } from "./random";

/** db/schema/reviews.ts: reviews and helpful votes; they also give the providers their ratings. */

export type SeedReview = s.NewReview & { id: string; createdAt: Date; rating: number; userId: string; status: "published" | "hidden" };

export function buildReviews(ctx: SeedContext, { users }: People, providers: SeedProvider[], approved: SeedProvider[]) {
  const { ids } = ctx;
  const revRng = createRng("reviews");
  // Relative review activity of the demo users (index into DEMO_USERS); noah_neuling writes none.
  const reviewerWeights = [12, 6, 9, 7, 5, 5, 3, 3, 2, 1, 0.5, 0];
  const texts = reviewTexts();
  const reviews: SeedReview[] = [];
  for (const p of approved) {
    const quality = revRng.weighted([
      ["good", 6],
      ["avg", 3],
      ["poor", 1],
    ] as const);
    const dist = {
      good: [5, 50, 4, 35, 3, 10, 2, 3, 1, 2],
      avg: [5, 25, 4, 35, 3, 25, 2, 10, 1, 5],
      poor: [5, 10, 4, 15, 3, 25, 2, 25, 1, 25],
    }[quality];
    const ratingTable: [number, number][] = [];
    for (let i = 0; i < dist.length; i += 2) ratingTable.push([dist[i], dist[i + 1]]);
    const count = revRng.weighted([
      [0, 5],
      [1, 9],
      [2, 15],
      [3, 22],
      [4, 21],
      [5, 15],
      [6, 9],
      [7, 4],
    ] as const);
    const candidates = users.filter((u) => u.id !== p.userId && reviewerWeights[u.index as number] > 0);
    const chosen: SeedUser[] = [];
    const pool = [...candidates];
    while (chosen.length < count && pool.length) {
      const u = revRng.weighted(pool.map((c) => [c, reviewerWeights[c.index as number]] as const));
      chosen.push(u);
      pool.splice(pool.indexOf(u), 1);
    }
    const kind = reviewKind(p.category!);
    for (const u of chosen) {
      const rating = revRng.weighted(ratingTable);
      const { title, content } = texts.next(kind, rating >= 4 ? "good" : rating === 3 ? "mixed" : "bad");
      const createdAt = between(revRng, later(p.createdAt, u.createdAt), at(-1));
      reviews.push({
        id: ids.uuid(),
        providerId: p.id,
        userId: u.id,
        rating,
        title,
        content,
        imageUrl: null,
        isAnonymous: revRng.chance(0.08),
        status: "published",
        helpfulCount: 0,
        verifiedPurchase: (kind === "shop" || kind === "breeder") && revRng.chance(0.4),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  // A few reviews hidden by moderation (mostly harsh ones).
  const hideable = reviews.filter((r) => r.rating <= 2);
  for (const r of revRng.sample(hideable, Math.min(5, hideable.length))) r.status = "hidden";
  const published = reviews.filter((r) => r.status === "published");

  // Helpful votes on published reviews.
  const votes: s.ReviewHelpfulVote[] = [];
  for (const r of published) {
    const n = revRng.weighted([
      [0, 40],
      [1, 25],
      [2, 18],
      [3, 10],
      [4, 5],
      [5, 2],
    ] as const);
    const voters = revRng.sample(
      users.filter((u) => u.id !== r.userId && u.index !== 11),
      n,
    );
    for (const v of voters) {
      votes.push({ id: ids.uuid(), reviewId: r.id, userId: v.id, createdAt: between(revRng, later(r.createdAt, v.createdAt), at(0)) });
    }
    r.helpfulCount = voters.length;
  }

  // Denormalised provider ratings: exactly the published reviews.
  for (const p of providers) {
    const mine = published.filter((r) => r.providerId === p.id);
    p.reviewCount = mine.length;
    p.averageRating = mine.length ? Math.round((mine.reduce((a, r) => a + r.rating, 0) / mine.length) * 100) / 100 : 0;
  }
  return { reviews, published, votes };
}

export async function insertReviews(ctx: SeedContext, reviews: SeedReview[], votes: s.ReviewHelpfulVote[]) {
  await insertMany(ctx.tx, s.reviews, reviews);
  await insertMany(ctx.tx, s.reviewHelpfulVotes, votes);
}

/**
 * Hands out the written reviews of db/seed/reviews-data.ts: each text once, in a fixed shuffled
 * order per provider kind and tone. Running out is a seed error (add texts, never repeat one).
 */
function reviewTexts() {
  const rng = createRng("review-texts");
  const queues = new Map<string, { title: string; content: string }[]>();
  return {
    next(kind: keyof typeof REVIEW_TEXTS, tone: ReviewTone) {
      const key = `${kind}/${tone}`;
      if (!queues.has(key)) queues.set(key, rng.shuffle(REVIEW_TEXTS[kind][tone]));
      const text = queues.get(key)!.shift();
      if (!text) throw new Error(`Seed: keine unbenutzte Bewertung für ${key} mehr (db/seed/reviews-data.ts ergänzen)`);
      return text;
    },
  };
}
