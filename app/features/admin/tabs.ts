/**
 * The back-office tabs in the spec's order (spec 3 section 2), then the 'Papierkorb' (decision 0030). Each tab has its own URL
 * `/admin/<id>`; the overview is `/admin` (decision 0009). `upcoming` tabs belong to a later
 * issue: their page says what will come there instead of showing a fake screen.
 */
export const ADMIN_TAB_IDS = [
  "global-popups",
  "overview",
  "providers",
  "reviews",
  "messages",
  "referrals",
  "analytics",
  "security",
  "images",
  "site-settings",
  "contests",
  "improved-logs",
  "user-management",
  "ads",
  "urls",
  "coupons",
  "trash",
] as const;

export type AdminTabId = (typeof ADMIN_TAB_IDS)[number];

export type AdminTab = { id: AdminTabId; label: string; href: string; upcoming?: string };

const LABELS: Record<AdminTabId, string> = {
  "global-popups": "Globale Popups",
  overview: "Übersicht",
  providers: "Anbieter",
  reviews: "Bewertungen",
  messages: "Nachrichten",
  referrals: "Empfehlungen",
  analytics: "Analytics",
  security: "Sicherheit",
  images: "Bilder",
  "site-settings": "Website-Einstellungen",
  contests: "Gewinnspiele",
  "improved-logs": "Audit-Logs",
  "user-management": "Benutzerverwaltung",
  ads: "Werbung",
  urls: "Projekt-URLs",
  coupons: "Gutscheine",
  trash: "Papierkorb",
};

/** What a later issue brings to a tab that is not built yet. */
const UPCOMING: Partial<Record<AdminTabId, string>> = {};

export function adminTabHref(id: AdminTabId): string {
  return id === "overview" ? "/admin" : `/admin/${id}`;
}

export const ADMIN_TABS: readonly AdminTab[] = ADMIN_TAB_IDS.map((id) => ({
  id,
  label: LABELS[id],
  href: adminTabHref(id),
  ...(UPCOMING[id] ? { upcoming: UPCOMING[id] } : {}),
}));

export function isAdminTabId(value: string): value is AdminTabId {
  return (ADMIN_TAB_IDS as readonly string[]).includes(value);
}

export function adminTab(id: AdminTabId): AdminTab {
  return ADMIN_TABS.find((t) => t.id === id)!;
}

/** The tab a path belongs to: `/admin` → overview, `/admin/reviews/…` → reviews. */
export function adminTabFromPath(pathname: string): AdminTabId | null {
  const seg = pathname.replace(/^\/admin\/?/, "").split("/")[0] ?? "";
  if (!seg) return "overview";
  return isAdminTabId(seg) ? seg : null;
}
