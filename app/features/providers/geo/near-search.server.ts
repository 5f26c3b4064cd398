import { effectiveSort, type DirectoryFilters } from "../filters";
import { queryNearby, resolvePlace, type NearbyItem } from "./geo.server";
import { RADIUS_OPTIONS } from "./geo";
import { SEARCH_PAGE_SIZE, shownCount } from "../schema";

/** Above this many providers in the radius the summary says "mehr als …". */
export const NEAR_CAP = 200;
/** The smaller circles tried first for 'nearest first' (5 and 10 km). */
const NARROW_MAX_KM = 10;
export const PLACE_NOT_FOUND = "Ort oder Postleitzahl nicht gefunden";

export type NearInfo = { label: string; lat: number; lng: number; radius: number } | null;

export type NearSearchResult = {
  items: NearbyItem[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  hasMore: boolean;
  near: NearInfo;
  nearError: string | null;
};

/**
 * 'In meiner Nähe': the approved providers within the radius of a postal code, a place or the
 * browser's (rounded) position, nearest first (or in the chosen order: then the first NEAR_CAP
 * of that order within the radius); category, minimum rating and "verified" still
 * filter. An unknown place is an answer with a German message, not an error page.
 */
export async function runNearSearch(filters: DirectoryFilters): Promise<NearSearchResult> {
  const empty = { items: [], total: 0, totalIsCapped: false, page: filters.page, pageSize: SEARCH_PAGE_SIZE, hasMore: false };
  let near: NonNullable<NearInfo>;
  if (filters.position) {
    near = { label: "", ...filters.position, radius: filters.radius };
  } else {
    const place = await resolvePlace(filters.near);
    if (!place) return { ...empty, near: null, nearError: PLACE_NOT_FOUND };
    near = { label: filters.near, lat: place.lat, lng: place.lng, radius: filters.radius };
  }
  // Nearest NEAR_CAP + 1 in one query (distance order needs every row in the box); pages are slices.
  const sort = effectiveSort(filters);
  const opts = {
    category: filters.category,
    minRating: filters.minRating,
    verified: filters.verified,
    openAdmission: filters.openAdmission,
    sort,
    limit: NEAR_CAP + 1,
  };
  let all: NearbyItem[] | null = null;
  // Nearest first: when a smaller circle already holds NEAR_CAP + 1 entries, they are the nearest of
  // the whole radius too (everything outside it is farther), and its box is a fraction of the rows
  // (at 1,000,000 providers, 25 km around Berlin hold ~18,000; bench/MILLION.md).
  if (sort === "entfernung")
    for (const radius of RADIUS_OPTIONS.filter((r) => r < filters.radius && r <= NARROW_MAX_KM)) {
      const rows = await queryNearby(near, radius, opts);
      if (rows.length > NEAR_CAP) {
        all = rows;
        break;
      }
    }
  all ??= await queryNearby(near, filters.radius, opts);
  const capped = all.length > NEAR_CAP;
  // Pages 1 to `page` ('Mehr laden' keeps them in the URL); none past MAX_LOADED_PAGES.
  const shown = shownCount(filters.page);
  const items = all.slice(0, Math.min(NEAR_CAP, shown));
  return {
    items,
    total: Math.min(all.length, NEAR_CAP),
    totalIsCapped: capped,
    page: filters.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore: shown > 0 && shown < Math.min(all.length, NEAR_CAP),
    near,
    nearError: null,
  };
}
