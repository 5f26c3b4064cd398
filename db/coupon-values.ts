/**
 * Value sets of merchants and coupons (db/schema/coupons.ts), in a file without Drizzle so that
 * browser code (app/features/coupons/schema.ts) can use them.
 */
export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const DISCOUNT_TYPES = ["percentage", "fixed", "freebie"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
