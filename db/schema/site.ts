import { sql } from "drizzle-orm";
import { boolean, char, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** Homepage meta data; the newest row (by created_at) is in effect. */
export const homepageSeo = pgTable(
  "homepage_seo",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text(),
    description: text(),
    keywords: text(),
    ogTitle: text(),
    ogDescription: text(),
    ogImage: text(),
    siteName: text(),
    twitterTitle: text(),
    twitterDescription: text(),
    twitterImage: text(),
    updatedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("homepage_seo_created_idx").on(t.createdAt.desc())],
);

/** Known keys; others may be stored too (generic key/value form). */
export const SITE_SETTING_KEYS = ["site_title", "favicon_url", "default_og_image", "coupon_featured_merchants", "security_monitor_enabled"] as const;

export const siteSettings = pgTable("site_settings", {
  settingKey: text().primaryKey(),
  settingValue: text(),
  updatedBy: uuid().references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Countries offered in forms and filters. The 12 countries of the spec are inserted by the
 * reference-data migration (so a fresh installation works without the demo seed).
 */
export const countries = pgTable(
  "countries",
  {
    code: char({ length: 2 }).primaryKey(),
    nameDe: text().notNull(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("countries_active_sort_idx").on(t.isActive, t.sortOrder), check("countries_code_chk", sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

export type HomepageSeo = typeof homepageSeo.$inferSelect;
export type SiteSetting = typeof siteSettings.$inferSelect;
export type Country = typeof countries.$inferSelect;
