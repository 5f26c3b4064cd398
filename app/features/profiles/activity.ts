/** Activity score formula (spec README decision) and level names (spec 1 section 9). */
export const ACTIVITY_POINTS = { approvedProvider: 5, publishedReview: 2, publishedArticle: 3, helpfulVoteReceived: 1 } as const;

export const LEVELS = [
  { min: 0, name: "Frischling" },
  { min: 5, name: "Kiffer-Veteran" },
  { min: 15, name: "Erste Meinung" },
  { min: 20, name: "Aufsteigender Stoner" },
  { min: 50, name: "Stoner-Meister" },
  { min: 100, name: "Kiffer-Kritiker" },
  { min: 150, name: "Stoner-Guru" },
  { min: 200, name: "Teiler" },
  { min: 300, name: "Kiffer-Botschafter" },
  { min: 500, name: "Pot Spoter" },
] as const;

export type ActivityCounts = { approvedProviders: number; publishedReviews: number; publishedArticles: number; helpfulVotesReceived: number };

export function activityScore(c: ActivityCounts): number {
  return (
    c.approvedProviders * ACTIVITY_POINTS.approvedProvider +
    c.publishedReviews * ACTIVITY_POINTS.publishedReview +
    c.publishedArticles * ACTIVITY_POINTS.publishedArticle +
    c.helpfulVotesReceived * ACTIVITY_POINTS.helpfulVoteReceived
  );
}

/** The level for a score, and the next level (null at the top). */
export function levelFor(score: number) {
  let index = 0;
  for (let i = 0; i < LEVELS.length; i++) if (score >= LEVELS[i]!.min) index = i;
  const current = LEVELS[index]!;
  const next = LEVELS[index + 1] ?? null;
  return { name: current.name, min: current.min, index, next: next ? { name: next.name, min: next.min } : null };
}
