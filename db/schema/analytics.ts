import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { providers } from "./providers";

export const PROVIDER_EVENT_TYPES = ["view", "detail_click", "share"] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];
/** Which contact link a detail_click followed (null: the card's link to the provider page). */
export const PROVIDER_EVENT_DETAILS = ["website", "phone", "email"] as const;
export type ProviderEventDetail = (typeof PROVIDER_EVENT_DETAILS)[number];

export const providerAnalytics = pgTable(
  "provider_analytics",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    eventType: text({ enum: PROVIDER_EVENT_TYPES }).notNull(),
    detail: text({ enum: PROVIDER_EVENT_DETAILS }),
    /** The signed-in member; no user agent or address is stored (issue #28). */
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provider_analytics_provider_created_idx").on(t.providerId, t.createdAt),
    index("provider_analytics_created_idx").on(t.createdAt),
    check("provider_analytics_event_type_chk", sql`${t.eventType} in ('view','detail_click','share')`),
    check("provider_analytics_detail_chk", sql`${t.detail} is null or (${t.eventType} = 'detail_click' and ${t.detail} in ('website','phone','email'))`),
  ],
);

/** Clicks on a profile's custom links; link_index -1 means the Instagram link. */
export const customLinkAnalytics = pgTable(
  "custom_link_analytics",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The profile (= user id) whose link was clicked. */
    profileId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    linkIndex: integer().notNull(),
    linkTitle: text(),
    linkUrl: text(),
    /** The clicking user, if signed in. */
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    /** Who clicked, counted once per link, visitor and day (as profile_views.visitor_key); no IP address or user agent. */
    visitorKey: text(),
    clickDate: date({ mode: "string" }).notNull().default(sql`current_date`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_link_analytics_profile_created_idx").on(t.profileId, t.createdAt.desc()),
    uniqueIndex("custom_link_analytics_link_visitor_day_uidx").on(t.profileId, t.linkIndex, t.visitorKey, t.clickDate),
    check("custom_link_analytics_link_index_chk", sql`${t.linkIndex} >= -1`),
  ],
);

/** Page views, recorded only after analytics consent, never for admins and bots. */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    visitorId: text().notNull(),
    pagePath: text().notNull(),
    pageTitle: text(),
    referrer: text(),
    userAgent: text(),
    screenResolution: text(),
    viewportSize: text(),
    isMobile: boolean().notNull().default(false),
    isReturningVisitor: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_page_views_created_idx").on(t.createdAt),
    index("analytics_page_views_path_idx").on(t.pagePath),
    index("analytics_page_views_visitor_created_idx").on(t.visitorId, t.createdAt),
  ],
);

export type ProviderAnalyticsEvent = typeof providerAnalytics.$inferSelect;
export type CustomLinkClick = typeof customLinkAnalytics.$inferSelect;
export type PageView = typeof analyticsPageViews.$inferSelect;

/**
 * Daily rollups of page views (issue #17, decision 0024): one row per German calendar day and
 * visitor, path or referrer host for every complete day up to `analytics_rollup_state.rolled_through`.
 * The dashboard reads these for complete days and the raw rows only for the days after.
 */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    day: date({ mode: "string" }).notNull(),
    visitorId: text().notNull(),
    views: integer().notNull(),
    /** Sessions of that day: view sequences with gaps of at most 30 minutes. */
    sessions: integer().notNull(),
    /** Sum over the day's sessions of (last view - first view) in seconds. */
    sessionSeconds: integer().notNull(),
    mobileViews: integer().notNull(),
    /** A view of that day carried the browser's 'returning visitor' mark. */
    isReturning: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId] })],
);

export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date({ mode: "string" }).notNull(),
    pagePath: text().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pagePath] })],
);

/** Entry views per referrer host ('' = no referrer, direct); views from the site's own pages are not counted. */
export const analyticsDailyReferrers = pgTable(
  "analytics_daily_referrers",
  {
    day: date({ mode: "string" }).notNull(),
    host: text().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/** One row: every day up to and including `rolled_through` is in the rollup tables. */
export const analyticsRollupState = pgTable(
  "analytics_rollup_state",
  {
    id: integer().primaryKey().default(1),
    rolledThrough: date({ mode: "string" }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("analytics_rollup_state_single_chk", sql`${t.id} = 1`)],
);
