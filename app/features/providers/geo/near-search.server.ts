import { effectiveSort, type DirectoryFilters } from "../filters";
import { queryNearby, resolvePlace, type NearbyItem } from "./geo.server";
import { SEARCH_PAGE_SIZE, shownCount } from "../schema";

/** Above this many providers in the radius the summary says "mehr als …". */
export const NEAR_CAP = 200;
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
  // Nearest NEAR_CAP + 1 in one query (distance order needs every row in the box anyway); pages are slices.
  const all = await queryNearby(near, filters.radius, {
    category: filters.category,
    minRating: filters.minRating,
    verified: filters.verified,
    openAdmission: filters.openAdmission,
    sort: effectiveSort(filters),
    limit: NEAR_CAP + 1,
  });
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
