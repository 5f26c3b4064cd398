/**
 * Referrer categories by host keywords (issue #17, decision 0024). One list for the SQL that
 * counts (referrers.server.ts builds its CASE from it) and for the tests. The first matching
 * category wins, so e-mail hosts (mail.google.com) come before search engines (google.).
 */
export const REFERRER_CATEGORIES = ["search", "social", "email", "direct", "other"] as const;
export type ReferrerCategory = (typeof REFERRER_CATEGORIES)[number];

export const REFERRER_CATEGORY_LABELS: Record<ReferrerCategory, string> = {
  search: "Suchmaschinen",
  social: "Soziale Netzwerke",
  email: "E-Mail",
  direct: "Direkt",
  other: "Andere Websites",
};

/** Host patterns (SQL `like`, lower case, without 'www.'), checked in this order. */
export const REFERRER_KEYWORDS: readonly (readonly [Exclude<ReferrerCategory, "direct" | "other">, readonly string[]])[] = [
  ["email", ["mail.%", "%.mail.%", "webmail%", "%outlook.%", "%gmx.%", "%web.de", "%t-online.de", "%posteo.%", "%mailbox.org", "%newsletter%"]],
  [
    "search",
    [
      "%google.%",
      "%bing.%",
      "%duckduckgo.%",
      "%ecosia.%",
      "%yahoo.%",
      "%startpage.%",
      "%qwant.%",
      "%yandex.%",
      "%baidu.%",
      "%search.brave.com",
      "%metager.%",
      "%ask.com",
    ],
  ],
  [
    "social",
    [
      "%facebook.%",
      "fb.me",
      "%instagram.%",
      "t.co",
      "%twitter.%",
      "x.com",
      "%linkedin.%",
      "lnkd.in",
      "%reddit.%",
      "%youtube.%",
      "youtu.be",
      "%tiktok.%",
      "%pinterest.%",
      "%whatsapp.%",
      "%telegram.%",
      "t.me",
      "%mastodon%",
      "%threads.net",
      "%snapchat.%",
      "%bsky.app",
      "%xing.%",
      "%discord%",
    ],
  ],
];

function likeToRegExp(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/%/g, ".*")
      .replace(/_/g, ".")}$`,
  );
}
const MATCHERS = REFERRER_KEYWORDS.map(([category, patterns]) => [category, patterns.map(likeToRegExp)] as const);

/** The category of a referrer host as stored in the rollups ('' = no referrer). */
export function referrerCategory(host: string): ReferrerCategory {
  if (!host) return "direct";
  const h = host.toLowerCase().replace(/^www\./, "");
  for (const [category, patterns] of MATCHERS) if (patterns.some((p) => p.test(h))) return category;
  return "other";
}

/** The analytics ranges in days (spec 3 constants). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** The dashboard's tables, each downloadable as CSV (/admin/analytics.csv?tabelle=…). */
export const ANALYTICS_TABLES = [
  "uebersicht",
  "taeglich",
  "seiten",
  "verweise",
  "kategorien",
  "anbieter",
  "artikel",
  "profile",
  "gutscheine",
  "werbung",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
/** Views of one visitor more than this apart start a new session. */
export const SESSION_GAP_MINUTES = 30;
/** The dashboard's figures may be this old (spec 3: analytics cache, 2 minutes). */
export const ANALYTICS_CACHE_MS = 2 * 60_000;
/** Rows in each top list. */
export const TOP_LIMIT = 10;
/** How often an open dashboard asks whether new page views arrived. */
export const LIVE_POLL_MS = 30_000;
/** How often an open dashboard checks whether the day changed (spec 3: hourly). */
export const DAY_CHECK_MS = 60 * 60_000;

export const ANALYTICS_MESSAGES = {
  loadError: "Fehler beim Laden der Analytics: ",
  noData: "Keine Daten",
  unknownTable: "Unbekannte Tabelle.",
} as const;
