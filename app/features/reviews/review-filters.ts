/**
 * Sorting and filtering of a provider's reviews (issue #26 item 5), read from and written to the
 * page's URL so that they work as plain GET links without JavaScript:
 * `?bewertungen=neueste|hilfreichste|beste|kritischste`, `?sterne=1..5`, `?fotos=1`.
 * Unknown values fall back to the defaults (newest first, no filter).
 */
export const REVIEW_SORTS = ["neueste", "hilfreichste", "beste", "kritischste"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  neueste: "Neueste",
  hilfreichste: "Hilfreichste",
  beste: "Beste",
  kritischste: "Kritischste",
};

export type ReviewQuery = { sort: ReviewSort; stars: number | null; withPhotos: boolean };
export const DEFAULT_REVIEW_QUERY: ReviewQuery = { sort: "neueste", stars: null, withPhotos: false };

export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get("bewertungen");
  const stars = Number(params.get("sterne"));
  return {
    sort: REVIEW_SORTS.includes(sort as ReviewSort) ? (sort as ReviewSort) : "neueste",
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    withPhotos: params.get("fotos") === "1",
  };
}

/** The page's search string with `change` applied (defaults leave the URL), ending at the reviews. */
export function reviewQueryHref(current: URLSearchParams, change: Partial<ReviewQuery>): string {
  const q = { ...parseReviewQuery(current), ...change };
  const next = new URLSearchParams(current);
  next.delete("bewertungen");
  next.delete("sterne");
  next.delete("fotos");
  if (q.sort !== "neueste") next.set("bewertungen", q.sort);
  if (q.stars !== null) next.set("sterne", String(q.stars));
  if (q.withPhotos) next.set("fotos", "1");
  const s = next.toString();
  return `${s ? `?${s}` : "?"}#bewertungen`;
}

export function isFiltered(q: ReviewQuery) {
  return q.stars !== null || q.withPhotos;
}

/**
 * Whether a star filter is offered (a chip, a linked rating bar): when that many stars have
 * reviews, or when it is the chosen one (so that it can be switched off). Anything else would only
 * lead to an empty list.
 */
export function offersStars(q: ReviewQuery, star: number, reviews: number) {
  return reviews > 0 || q.stars === star;
}

/** Whether 'mit Fotos' is offered: when a review has a photo, or when it is chosen. */
export function offersPhotos(q: ReviewQuery, withPhotos: number) {
  return withPhotos > 0 || q.withPhotos;
}
