import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { DISCOUNT_TYPES, MODERATION_STATUSES } from "../coupon-values";
import { user } from "./auth";

export { DISCOUNT_TYPES, MODERATION_STATUSES, type DiscountType, type ModerationStatus } from "../coupon-values";

/** Normalised merchant name used for the uniqueness check (check_merchant_exists). */
export function normalizeMerchantName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Normalised coupon code: upper-case, trimmed. Must equal SQL `upper(btrim(code))`, which the
 * table checks; store `code` already trimmed (code.trim()) so JS and SQL trimming agree.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Shops with coupon codes. New merchants are created without a slug (assigned by admins/the app). */
export const merchants = pgTable(
  "merchants",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** normalizeMerchantName(name); unique. */
    nameNormalized: text().notNull().unique(),
    description: text(),
    website: text(),
    logoUrl: text(),
    slug: text().unique(),
    category: text(),
    status: text({ enum: MODERATION_STATUSES }).notNull().default("pending"),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    metaTitle: text(),
    metaDescription: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("merchants_status_name_idx").on(t.status, t.name),
    index("merchants_created_idx").on(t.createdAt.desc()),
    check("merchants_status_chk", sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

/**
 * Coupon codes. Public visibility: status approved, merchant approved and now() within
 * [valid_from, valid_until] (null = open). A code is unique per merchant, case- and
 * whitespace-insensitively (code_normalized).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    code: text().notNull(),
    codeNormalized: text().notNull(),
    title: text(),
    description: text(),
    discountType: text({ enum: DISCOUNT_TYPES }),
    discountValue: text(),
    affiliateUrl: text(),
    /** Start of the day (UTC) of the chosen date. */
    validFrom: timestamp({ withTimezone: true }),
    /** End of the day (UTC) of the chosen date. */
    validUntil: timestamp({ withTimezone: true }),
    displayWeight: integer().notNull().default(1),
    status: text({ enum: MODERATION_STATUSES }).notNull().default("pending"),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_merchant_code_uidx").on(t.merchantId, t.codeNormalized),
    index("coupons_merchant_status_weight_idx").on(t.merchantId, t.status, t.displayWeight.desc(), t.createdAt.desc()),
    index("coupons_status_created_idx").on(t.status, t.createdAt.desc()),
    check("coupons_code_normalized_chk", sql`${t.codeNormalized} = upper(btrim(${t.code}))`),
    check("coupons_code_not_empty_chk", sql`btrim(${t.code}) <> ''`),
    check("coupons_display_weight_chk", sql`${t.displayWeight} between 1 and 10`),
    check("coupons_status_chk", sql`${t.status} in ('pending','approved','rejected')`),
    check("coupons_discount_type_chk", sql`${t.discountType} is null or ${t.discountType} in ('percentage','fixed','freebie')`),
    check("coupons_valid_window_chk", sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
  ],
);

/** View and click counters per coupon (track_coupon_view / track_coupon_click; admin reset). */
export const couponStats = pgTable(
  "coupon_stats",
  {
    couponId: uuid()
      .primaryKey()
      .references(() => coupons.id, { onDelete: "cascade" }),
    views: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("coupon_stats_counts_chk", sql`${t.views} >= 0 and ${t.clicks} >= 0`)],
);

/**
 * The same counters per German calendar day (issue #17: coupon views and reveals within the
 * analytics dashboard's range). One row per coupon and day, upserted next to coupon_stats; the
 * admin reset of coupon_stats leaves this history alone, as it does the other analytics.
 */
export const couponDailyStats = pgTable(
  "coupon_daily_stats",
  {
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    views: integer().notNull().default(0),
    reveals: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.day] }),
    index("coupon_daily_stats_day_idx").on(t.day),
    check("coupon_daily_stats_counts_chk", sql`${t.views} >= 0 and ${t.reveals} >= 0`),
  ],
);

export type Merchant = typeof merchants.$inferSelect;
export type NewMerchant = typeof merchants.$inferInsert;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponStats = typeof couponStats.$inferSelect;
