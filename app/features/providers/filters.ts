import { knownCategory, type ProviderCategory } from "./categories";
import { isValidPosition, normalizeRadius, roundPosition, type LatLng, type RadiusKm } from "./geo/geo";

/** Search parameters of home (all optional; invalid values are ignored). */
export const SEARCH_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;
/**
 * 'Mehr laden' keeps its pages in the URL: `?seite=3` shows pages 1 to 3 (issue #25). At most this
 * many pages are shown at once (480 cards); a larger number is answered with a German 404 page.
 */
export const MAX_LOADED_PAGES = 20;

/** How many cards pages 1 to `page` hold; 0 past MAX_LOADED_PAGES (nothing is read then). */
export function shownCount(page: number): number {
  return page > MAX_LOADED_PAGES ? 0 : page * SEARCH_PAGE_SIZE;
}

/**
 * The sort orders of the list (?sortierung=, issue #26), explained on /so-sortieren-wir.
 * 'empfohlen' is the published ranking (with a search term: the best matches first);
 * 'entfernung' only exists with a place and is then the default.
 */
export const DIRECTORY_SORTS = ["empfohlen", "beste-bewertung", "meiste-bewertungen", "neueste", "entfernung"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const SORT_LABELS: Record<DirectorySort, string> = {
  empfohlen: "Empfohlen",
  "beste-bewertung": "Beste Bewertung",
  "meiste-bewertungen": "Meiste Bewertungen",
  neueste: "Neueste",
  entfernung: "Entfernung",
};

export type DirectoryFilters = {
  q: string;
  category: ProviderCategory | null;
  country: string | null;
  city: string;
  minRating: number | null;
  verified: boolean;
  /** Pages 1 to `page` are shown (a bad value is 1). */
  page: number;
  /** Near-me search: a postal code or place name (?nahe=), or a browser position (?lat=&lng=, rounded to ~1 km). */
  near: string;
  position: LatLng | null;
  radius: RadiusKm;
  /** The chosen order; null = the default (see effectiveSort). */
  sort: DirectorySort | null;
  /** 'Nur Clubs mit offener Aufnahme' (?aufnahme=offen): club_admission = 'open'. */
  openAdmission: boolean;
};

export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  // An unknown category (also '__proto__' or 'constructor') is ignored like every invalid filter.
  const category = knownCategory(params.get("kategorie"));
  const country = (params.get("land") ?? "").trim().toUpperCase();
  const city = (params.get("stadt") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const rating = Number(params.get("bewertung"));
  const pageText = params.get("seite") ?? "";
  const page = /^\d{1,7}$/.test(pageText) ? Number(pageText) : 1;
  const verified = ["1", "true", "ja", "on"].includes((params.get("verifiziert") ?? "").toLowerCase());
  const near = (params.get("nahe") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const lat = Number(params.get("lat") ?? Number.NaN);
  const lng = Number(params.get("lng") ?? Number.NaN);
  const hasPosition = Boolean(params.get("lat") && params.get("lng")) && isValidPosition(lat, lng);
  const sortText = params.get("sortierung") ?? "";
  // Unknown values (also '__proto__') are the default; 'entfernung' needs a place.
  const knownSort = (DIRECTORY_SORTS as readonly string[]).includes(sortText) ? (sortText as DirectorySort) : null;
  const sort = knownSort === "entfernung" && !(near || hasPosition) ? null : knownSort;
  return {
    q,
    category,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    city,
    minRating: Number.isFinite(rating) && rating >= 1 && rating <= 5 ? Math.round(rating) : null,
    verified,
    page: page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    // A typed place wins over an earlier browser position still in the URL.
    near,
    position: hasPosition && !near ? roundPosition({ lat, lng }) : null,
    radius: normalizeRadius(params.get("umkreis")),
    sort,
    openAdmission: (params.get("aufnahme") ?? "").toLowerCase() === "offen",
  };
}

/** The order actually used: the chosen one, else 'entfernung' with a place and 'empfohlen' without. */
export function effectiveSort(f: Pick<DirectoryFilters, "sort" | "near" | "position">): DirectorySort {
  return f.sort ?? (isNearSearch(f) ? "entfernung" : "empfohlen");
}

/** The sort options offered for a filter set ('Entfernung' only with a place). */
export function sortOptions(f: Pick<DirectoryFilters, "near" | "position">): DirectorySort[] {
  return DIRECTORY_SORTS.filter((s) => s !== "entfernung" || isNearSearch(f));
}

/** The canonical query string of a filter set (page omitted when 1). */
export function filtersToSearch(f: Partial<DirectoryFilters>, page?: number): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.category) p.set("kategorie", f.category);
  if (f.country) p.set("land", f.country);
  if (f.city) p.set("stadt", f.city);
  if (f.minRating) p.set("bewertung", String(f.minRating));
  if (f.verified) p.set("verifiziert", "1");
  if (f.near) p.set("nahe", f.near);
  if (f.position) {
    p.set("lat", String(f.position.lat));
    p.set("lng", String(f.position.lng));
  }
  if ((f.near || f.position) && f.radius) p.set("umkreis", String(f.radius));
  if (f.openAdmission) p.set("aufnahme", "offen");
  // The default order is left out, so the canonical address of a list stays the same.
  if (f.sort && f.sort !== effectiveSort({ sort: null, near: f.near ?? "", position: f.position ?? null })) p.set("sortierung", f.sort);
  const pg = page ?? f.page ?? 1;
  if (pg > 1) p.set("seite", String(pg));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function hasActiveFilters(f: DirectoryFilters): boolean {
  return Boolean(f.q || f.category || f.country || f.city || f.minRating || f.verified || f.near || f.position || f.openAdmission);
}

/** True when the list is a near-me search (sorted by distance). */
export function isNearSearch(f: Pick<DirectoryFilters, "near" | "position">): boolean {
  return Boolean(f.near || f.position);
}
