import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const AD_CLICK_TARGETS = ["_blank", "_self"] as const;
export type AdClickTarget = (typeof AD_CLICK_TARGETS)[number];
export const AD_EVENT_TYPES = ["impression", "click", "dismiss"] as const;
export type AdEventType = (typeof AD_EVENT_TYPES)[number];

/** Named ad slots, e.g. homepage_grid, myblog_sidebar. */
export const adsPlacements = pgTable(
  "ads_placements",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    placementKey: text().notNull().unique(),
    isActive: boolean().notNull().default(true),
    maxWidth: integer(),
    maxHeight: integer(),
    recommendedAspectRatio: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("ads_placements_size_chk", sql`(${t.maxWidth} is null or ${t.maxWidth} > 0) and (${t.maxHeight} is null or ${t.maxHeight} > 0)`)],
);

export const adsCampaigns = pgTable(
  "ads_campaigns",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_campaigns_created_idx").on(t.createdAt.desc()),
    check("ads_campaigns_dates_chk", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("ads_campaigns_start_min_chk", sql`${t.startDate} >= '1900-01-01'::timestamptz`),
  ],
);

/**
 * Banners. Shown when active, start_date <= now() and (end_date null or >= now()), at an active
 * placement; one is chosen at random weighted by `weight` among the highest `priority`.
 */
export const adsBanners = pgTable(
  "ads_banners",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    campaignId: uuid()
      .notNull()
      .references(() => adsCampaigns.id, { onDelete: "cascade" }),
    placementId: uuid()
      .notNull()
      .references(() => adsPlacements.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    altText: text(),
    linkUrl: text(),
    clickTarget: text({ enum: AD_CLICK_TARGETS }).notNull().default("_blank"),
    priority: integer().notNull().default(0),
    weight: integer().notNull().default(1),
    startDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_banners_placement_active_idx").on(t.placementId, t.isActive),
    index("ads_banners_campaign_idx").on(t.campaignId),
    index("ads_banners_priority_idx").on(t.priority.desc()),
    check("ads_banners_click_target_chk", sql`${t.clickTarget} in ('_blank','_self')`),
    check("ads_banners_priority_chk", sql`${t.priority} between 0 and 100`),
    check("ads_banners_weight_chk", sql`${t.weight} between 1 and 100`),
    check("ads_banners_dates_chk", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Ad events: what happened to which banner, when; nothing about the visitor (issue #28). */
export const adsAnalytics = pgTable(
  "ads_analytics",
  {
    id: uuid().primaryKey().defaultRandom(),
    bannerId: uuid()
      .notNull()
      .references(() => adsBanners.id, { onDelete: "cascade" }),
    eventType: text({ enum: AD_EVENT_TYPES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_analytics_banner_created_idx").on(t.bannerId, t.createdAt),
    index("ads_analytics_created_idx").on(t.createdAt),
    check("ads_analytics_event_type_chk", sql`${t.eventType} in ('impression','click','dismiss')`),
  ],
);

export type AdPlacement = typeof adsPlacements.$inferSelect;
export type AdCampaign = typeof adsCampaigns.$inferSelect;
export type AdBanner = typeof adsBanners.$inferSelect;
export type NewAdBanner = typeof adsBanners.$inferInsert;
export type AdEvent = typeof adsAnalytics.$inferSelect;
