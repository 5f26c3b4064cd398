/**
 * The 14 category keys and labels, as in db/schema/providers.ts. Copied (and checked by
 * categories.test.ts) so that browser code does not import the database schema module.
 */
export const PROVIDER_CATEGORIES = [
  "cscs_dispensarys",
  "bars_restaurants",
  "hotels",
  "online_shops",
  "telemedicine",
  "breeder",
  "messen_events",
  "youtube",
  "instagram",
  "tiktok",
  "twitch",
  "facebook",
  "b2b_gewerbe",
  "other",
] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const PROVIDER_CATEGORY_LABELS: Record<ProviderCategory, string> = {
  cscs_dispensarys: "Cannabis Social Clubs",
  bars_restaurants: "Bars & Restaurants",
  hotels: "Hotels",
  online_shops: "Online-Shops",
  telemedicine: "Telemedizin",
  breeder: "Breeder & Samen",
  messen_events: "Messen & Events",
  youtube: "YouTube",
  instagram: "Instagram",
  tiktok: "TikTok",
  twitch: "Twitch",
  facebook: "Facebook",
  b2b_gewerbe: "B2B & Gewerbe",
  other: "Sonstiges",
};

/** Older category keys still accepted on input and in URLs (spec README). */
const LEGACY: Record<string, ProviderCategory> = { cscs: "cscs_dispensarys", restaurants: "bars_restaurants" };

/** A stored key, an older key (mapped) or anything else (→ other). Empty input → null. */
export function normalizeCategory(value: string | null | undefined): ProviderCategory | null {
  const v = (value ?? "").trim().toLowerCase();
  if (!v) return null;
  if ((PROVIDER_CATEGORIES as readonly string[]).includes(v)) return v as ProviderCategory;
  return LEGACY[v] ?? "other";
}

export function categoryLabel(value: string | null | undefined): string {
  return PROVIDER_CATEGORY_LABELS[normalizeCategory(value) ?? "other"];
}

/** B2B is offered (and listed in the category bar) only to admins and users with can_create_b2b. */
export function canUseB2b(viewer: { isAdmin: boolean; canCreateB2b: boolean } | null | undefined): boolean {
  return Boolean(viewer && (viewer.isAdmin || viewer.canCreateB2b));
}

export function visibleCategories(viewer: { isAdmin: boolean; canCreateB2b: boolean } | null | undefined): ProviderCategory[] {
  return PROVIDER_CATEGORIES.filter((c) => c !== "b2b_gewerbe" || canUseB2b(viewer));
}

/** Path of a provider page: the slug form when there is a slug. */
export function providerPath(p: { slug?: string | null; id: string }): string {
  return `/empfehlung/${p.slug || p.id}`;
}
