/** 'Suche im Admin-Bereich': the kinds in display order and their German group names (issue 30). */
export const ADMIN_SEARCH_KINDS = ["users", "providers", "reviews", "articles", "coupons", "contests"] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

export const ADMIN_SEARCH_KIND_LABELS: Record<AdminSearchKind, string> = {
  users: "Benutzer",
  providers: "Anbieter",
  reviews: "Bewertungen",
  articles: "Artikel",
  coupons: "Gutscheine",
  contests: "Gewinnspiele",
};

export type AdminSearchHit = { kind: AdminSearchKind; id: string; title: string; detail: string; status?: string; href: string };
export type AdminSearchGroup = { kind: AdminSearchKind; hits: AdminSearchHit[] };
