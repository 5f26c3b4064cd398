import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const CONTEST_STATUSES = ["draft", "pending", "active", "ended", "cancelled"] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];
export const PRIZE_TYPES = ["individual", "voucher"] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];
export const CONTEST_CURRENCIES = ["EUR", "USD", "CHF"] as const;
export type ContestCurrency = (typeof CONTEST_CURRENCIES)[number];
export const PAYMENT_STATUSES = ["completed", "pending", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const CONTEST_AUDIT_ACTIONS = ["created", "updated", "approved", "ended", "cancelled", "participant_added"] as const;
export type ContestAuditAction = (typeof CONTEST_AUDIT_ACTIONS)[number];

/** contest_payments.contest_id of a creator licence purchase (not tied to one contest). */
export const LICENCE_CONTEST_ID_NONE = "00000000-0000-0000-0000-000000000000";

const currencyCheck = (col: unknown) => sql`${col} in ('EUR','USD','CHF')`;

/**
 * Contests (Gewinnspiele). `participant_count` is denormalised (the app updates it with every
 * participation insert/delete); `view_count` likewise from contest_views.
 */
export const contests = pgTable(
  "contests",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /**
     * The address /contests/{slug}: from the title at creation (transliterated like provider
     * slugs, numbered on collisions), then kept, so that shared links stay valid.
     */
    slug: text().notNull().unique(),
    description: text().notNull(),
    status: text({ enum: CONTEST_STATUSES }).notNull().default("pending"),
    imageUrl: text(),
    prizeType: text({ enum: PRIZE_TYPES }).notNull().default("individual"),
    prizeValue: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    currency: text({ enum: CONTEST_CURRENCIES }).notNull().default("EUR"),
    /** Short prize summary. */
    prizeDescription: text(),
    individualPrizeDescription: text(),
    voucherCode: text(),
    voucherQuantity: integer(),
    /** Null = unlimited (always null for vouchers). */
    maxParticipants: integer(),
    /** Always saved as 0. */
    entryFee: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    termsAndConditions: text().notNull().default(""),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    viewCount: integer().notNull().default(0),
    participantCount: integer().notNull().default(0),
    winnerId: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contests_status_end_idx").on(t.status, t.endDate),
    index("contests_created_by_idx").on(t.createdBy),
    index("contests_created_idx").on(t.createdAt.desc()),
    check("contests_slug_chk", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("contests_status_chk", sql`${t.status} in ('draft','pending','active','ended','cancelled')`),
    check("contests_prize_type_chk", sql`${t.prizeType} in ('individual','voucher')`),
    check("contests_prize_value_chk", sql`${t.prizeValue} between 0 and 100000`),
    check("contests_currency_chk", currencyCheck(t.currency)),
    check("contests_entry_fee_chk", sql`${t.entryFee} >= 0`),
    check("contests_voucher_quantity_chk", sql`${t.voucherQuantity} is null or ${t.voucherQuantity} between 1 and 1000`),
    check("contests_max_participants_chk", sql`${t.maxParticipants} is null or ${t.maxParticipants} between 1 and 10000`),
    check("contests_dates_chk", sql`${t.endDate} > ${t.startDate}`),
    check("contests_counts_chk", sql`${t.viewCount} >= 0 and ${t.participantCount} >= 0`),
  ],
);

export const contestParticipations = pgTable(
  "contest_participations",
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    participatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default("completed"),
    referralCode: text(),
  },
  (t) => [
    uniqueIndex("contest_participations_contest_user_uidx").on(t.contestId, t.userId),
    index("contest_participations_user_idx").on(t.userId),
    index("contest_participations_contest_time_idx").on(t.contestId, t.participatedAt.desc()),
    check("contest_participations_payment_status_chk", sql`${t.paymentStatus} in ('completed','pending','failed')`),
  ],
);

export const contestViews = pgTable(
  "contest_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid()
      .notNull()
      .references(() => contests.id, { onDelete: "cascade" }),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contest_views_contest_idx").on(t.contestId)],
);

/** Audit trail; survives contest deletion (contest_id set null, contest_data keeps the title). */
export const contestAuditLog = pgTable(
  "contest_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    contestId: uuid().references(() => contests.id, { onDelete: "set null" }),
    actionType: text({ enum: CONTEST_AUDIT_ACTIONS }).notNull(),
    /** Who acted (set null when the account is deleted, after actor_username became 'Gelöschtes Mitglied'). */
    actorUserId: uuid().references(() => user.id, { onDelete: "set null" }),
    actorUsername: text(),
    /** { title, status, prize_value, currency } */
    contestData: jsonb().$type<Record<string, unknown>>(),
    /** { user_id, referral_code } */
    participantData: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contest_audit_log_contest_created_idx").on(t.contestId, t.createdAt.desc()),
    index("contest_audit_log_created_idx").on(t.createdAt.desc()),
    check("contest_audit_log_action_chk", sql`${t.actionType} in ('created','updated','approved','ended','cancelled','participant_added')`),
  ],
);

/** Licence pricing; users see the active row, admins edit the latest one. */
export const contestConfig = pgTable(
  "contest_config",
  {
    id: uuid().primaryKey().defaultRandom(),
    pricePerDay: numeric({ precision: 10, scale: 2, mode: "number" }).notNull().default(30),
    currency: text({ enum: CONTEST_CURRENCIES }).notNull().default("EUR"),
    minDays: integer().notNull().default(1),
    maxDays: integer().notNull().default(30),
    isActive: boolean().notNull().default(true),
    createdBy: uuid().references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contest_config_active_updated_idx").on(t.isActive, t.updatedAt.desc()),
    check("contest_config_price_chk", sql`${t.pricePerDay} >= 0`),
    check("contest_config_currency_chk", currencyCheck(t.currency)),
    check("contest_config_days_chk", sql`${t.minDays} >= 1 and ${t.maxDays} >= ${t.minDays}`),
  ],
);

/**
 * Creator licence purchases. Valid while payment_status = 'completed' and
 * paid_at + duration_days > now(). Financial record: kept (user_id set null) when the account
 * is deleted.
 */
export const contestPayments = pgTable(
  "contest_payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    contestId: uuid().notNull().default(LICENCE_CONTEST_ID_NONE),
    amount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    totalAmount: numeric({ precision: 10, scale: 2, mode: "number" }).notNull(),
    durationDays: integer().notNull(),
    currency: text({ enum: CONTEST_CURRENCIES }).notNull().default("EUR"),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** Name of the payment provider implementation that handled it, e.g. "instant". */
    paymentProvider: text(),
    /** The provider's transaction reference. */
    providerReference: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contest_payments_user_status_paid_idx").on(t.userId, t.paymentStatus, t.paidAt.desc()),
    check("contest_payments_status_chk", sql`${t.paymentStatus} in ('completed','pending','failed')`),
    check("contest_payments_currency_chk", currencyCheck(t.currency)),
    check("contest_payments_duration_chk", sql`${t.durationDays} >= 1`),
    check("contest_payments_amount_chk", sql`${t.amount} >= 0 and ${t.totalAmount} >= 0`),
  ],
);

export type Contest = typeof contests.$inferSelect;
export type NewContest = typeof contests.$inferInsert;
export type ContestParticipation = typeof contestParticipations.$inferSelect;
export type ContestAuditLogEntry = typeof contestAuditLog.$inferSelect;
export type ContestConfig = typeof contestConfig.$inferSelect;
export type ContestPayment = typeof contestPayments.$inferSelect;
