/** Provider categories: the 14 stored keys and their German labels (spec README). Plain data, safe for browser code. */
/** The 14 stored category keys (spec README). Older keys are mapped by the app before writing. */
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

/** German labels (spec README). The SQL function public.hn_category_label() mirrors this map. */
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
