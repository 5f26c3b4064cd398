import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { providers } from "./providers";

export const PROVIDER_EVENT_TYPES = ["view", "detail_click", "share"] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

export const providerAnalytics = pgTable(
  "provider_analytics",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    eventType: text({ enum: PROVIDER_EVENT_TYPES }).notNull(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("provider_analytics_provider_created_idx").on(t.providerId, t.createdAt),
    index("provider_analytics_created_idx").on(t.createdAt),
    check("provider_analytics_event_type_chk", sql`${t.eventType} in ('view','detail_click','share')`),
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
    ipAddress: text(),
    userAgent: text(),
    /** Who clicked, counted once per link, visitor and day (as profile_views.visitor_key). */
    visitorKey: text(),
    clickDate: date({ mode: "string" }).notNull().default(sql`current_date`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_link_analytics_profile_created_idx").on(t.profileId, t.createdAt.desc()),
    /** Rows whose IP address / user agent the retention job still has to remove (after 90 days). */
    index("custom_link_analytics_identifying_created_idx")
      .on(t.createdAt)
      .where(sql`${t.ipAddress} is not null or ${t.userAgent} is not null`),
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
  ],
);

export type ProviderAnalyticsEvent = typeof providerAnalytics.$inferSelect;
export type CustomLinkClick = typeof customLinkAnalytics.$inferSelect;
export type PageView = typeof analyticsPageViews.$inferSelect;
