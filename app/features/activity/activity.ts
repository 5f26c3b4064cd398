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

/**
 * Feature gates (spec 1 section 9 and the spec README decision): a feature is open when either
 * the score gate or the article-count gate opens it; the custom-link maximum is the larger of the
 * two counts; showcase slots follow the published article count (30, 60, 99).
 */
export const SHOWCASE_SLOT_THRESHOLDS = [30, 60, 99] as const;
export const INSTAGRAM_SCORE_GATE = 5;
export const INSTAGRAM_ARTICLE_GATE = 10;

export function customLinksByScore(score: number): number {
  if (score >= 500) return 3;
  if (score >= 50) return 2;
  if (score >= 5) return 1;
  return 0;
}

export function customLinksByArticles(articles: number): number {
  return Math.min(6, Math.floor(Math.max(0, articles) / 20));
}

export function profileGates(score: number, publishedArticles: number) {
  return {
    instagram: score >= INSTAGRAM_SCORE_GATE || publishedArticles >= INSTAGRAM_ARTICLE_GATE,
    maxCustomLinks: Math.max(customLinksByScore(score), customLinksByArticles(publishedArticles)),
    showcaseSlots: SHOWCASE_SLOT_THRESHOLDS.filter((t) => publishedArticles >= t).length,
    moderatorTools: score >= 100,
    verifiedBadge: score >= 500,
  };
}
