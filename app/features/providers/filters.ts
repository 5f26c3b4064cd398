import { normalizeCategory, type ProviderCategory } from "./categories";

/** Search parameters of home (all optional; invalid values are ignored). */
export const SEARCH_PAGE_SIZE = 24;
export const MAX_PAGE = 1000;

export type DirectoryFilters = {
  q: string;
  category: ProviderCategory | null;
  country: string | null;
  city: string;
  minRating: number | null;
  verified: boolean;
  page: number;
};

export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const category = normalizeCategory(params.get("kategorie"));
  const country = (params.get("land") ?? "").trim().toUpperCase();
  const city = (params.get("stadt") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const rating = Number(params.get("bewertung"));
  const page = Math.trunc(Number(params.get("seite")));
  const verified = ["1", "true", "ja", "on"].includes((params.get("verifiziert") ?? "").toLowerCase());
  return {
    q,
    category,
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    city,
    minRating: Number.isFinite(rating) && rating >= 1 && rating <= 5 ? Math.round(rating) : null,
    verified,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
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
  const pg = page ?? f.page ?? 1;
  if (pg > 1) p.set("seite", String(pg));
  const s = p.toString();
  return s ? `?${s}` : "";
}

export function hasActiveFilters(f: DirectoryFilters): boolean {
  return Boolean(f.q || f.category || f.country || f.city || f.minRating || f.verified);
}
