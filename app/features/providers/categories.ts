import { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderCategory } from "~db/provider-categories";

export { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderCategory };

/**
 * Older category keys still accepted on input and in URLs (spec README). A Map, not an object
 * literal: a key such as `__proto__` or `constructor` from a URL must not find Object.prototype.
 */
const LEGACY = new Map<string, ProviderCategory>([
  ["cscs", "cscs_dispensarys"],
  ["restaurants", "bars_restaurants"],
]);

/** Whether `value` is one of the 14 stored keys (never a key inherited from Object.prototype). */
export function isProviderCategory(value: unknown): value is ProviderCategory {
  return typeof value === "string" && (PROVIDER_CATEGORIES as readonly string[]).includes(value);
}

/** A stored key or an older key, as the stored key; anything else null. */
export function knownCategory(value: string | null | undefined): ProviderCategory | null {
  const v = (value ?? "").trim().toLowerCase();
  if (isProviderCategory(v)) return v;
  return LEGACY.get(v) ?? null;
}

/** A stored key, an older key (mapped) or anything else (→ other). Empty input → null. */
export function normalizeCategory(value: string | null | undefined): ProviderCategory | null {
  const v = (value ?? "").trim().toLowerCase();
  if (!v) return null;
  return knownCategory(v) ?? "other";
}

export function categoryLabel(value: string | null | undefined): string {
  return PROVIDER_CATEGORY_LABELS[normalizeCategory(value) ?? "other"];
}

/**
 * Choosing B2B when submitting or editing a provider is open only to admins and users with
 * can_create_b2b. The directory shows the category to everyone: bar, filter, badge (spec README).
 */
export function canUseB2b(viewer: { isAdmin: boolean; canCreateB2b: boolean } | null | undefined): boolean {
  return Boolean(viewer && (viewer.isAdmin || viewer.canCreateB2b));
}

/** The categories a viewer may choose when submitting or editing a provider. */
export function selectableCategories(viewer: { isAdmin: boolean; canCreateB2b: boolean } | null | undefined): ProviderCategory[] {
  return PROVIDER_CATEGORIES.filter((c) => c !== "b2b_gewerbe" || canUseB2b(viewer));
}

/** The states of an entry as its submitter ('Meine Einträge') and the back-office (badges, spec 3 section 2) name them. */
export const PROVIDER_STATUS_LABELS = { pending: "Ausstehend", approved: "Freigegeben", rejected: "Abgelehnt" } as const;
