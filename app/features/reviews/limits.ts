/** Lengths of a review (browser-safe, without zod: the plain review form imports them). */
export const REVIEW_LIMITS = { titleMin: 3, titleMax: 100, contentMin: 10, contentMax: 2000, imageMaxBytes: 5 * 1024 * 1024 } as const;
