import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Keys and labels live in a plain module (no Drizzle import) so browser code can use them too.
import { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderCategory } from "../provider-categories";
export { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderCategory };

export const PROVIDER_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export const COORDINATE_SOURCES = ["dataset", "admin", "geocoder"] as const;
export type CoordinateSource = (typeof COORDINATE_SOURCES)[number];

/** Maximum number of images per provider (image_url is always image_urls[1] or null). */
export const MAX_PROVIDER_IMAGES = 5;
import {
  CLUB_ADMISSIONS,
  CLUB_LICENCES,
  PROVIDER_CHANGE_REQUEST_STATUSES,
  PROVIDER_REJECTION_REASON_MAX,
  type ClubAdmission,
  type ClubLicence,
  type OpeningHours,
  type ProviderChangeRequestStatus,
} from "../provider-values";
export { CLUB_ADMISSIONS, CLUB_LICENCES, PROVIDER_CHANGE_REQUEST_STATUSES, PROVIDER_REJECTION_REASON_MAX };

const categoryList = sql.raw(PROVIDER_CATEGORIES.map((c) => `'${c}'`).join(","));

/**
 * Directory entries.
 *
 * - `user_id` is the submitter; when the account is deleted the entry stays (`set null`).
 * - `average_rating` / `review_count` are DENORMALISED: they always describe the *published*
 *   reviews of the provider. The application recalculates both on every review insert, update,
 *   status change and delete (inside the same transaction), so list pages never aggregate reviews.
 * - Search columns `search_vector` (tsvector, GIN) and `search_name` (text, trigram GIN) are
 *   generated columns added by the custom migration `*_search.sql`; they are deliberately not
 *   declared here (never selected by default). Use the helpers in `db/search.ts`.
 */
export const providers = pgTable(
  "providers",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => user.id, { onDelete: "set null" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    category: text({ enum: PROVIDER_CATEGORIES }).notNull().default("other"),
    /** All categories of the entry; always contains `category` (the primary one), no duplicates. */
    categories: text({ enum: PROVIDER_CATEGORIES }).array().notNull().default(sql`'{}'::text[]`),
    address: text(),
    city: text(),
    postalCode: text(),
    countryCode: text().notNull().default("DE"),
    /** Free-text country name as entered (legacy field); the app displays countries.name_de by code. */
    country: text(),
    phone: text(),
    email: text(),
    website: text(),
    dofollowWebsite: boolean().notNull().default(false),
    /** First image of `image_urls`, or null. */
    imageUrl: text(),
    imageUrls: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: PROVIDER_STATUSES }).notNull().default("pending"),
    /** The admin's optional reason of the last rejection (cleaned text); null unless rejected with one. */
    rejectionReason: text(),
    isAnonymous: boolean().notNull().default(false),
    slug: text().notNull().unique(),
    verified: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    language: text().notNull().default("de"),
    metaTitle: text(),
    metaDescription: text(),
    /** Denormalised, see table comment. 0 when there is no published review. */
    averageRating: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    /** Denormalised, see table comment. */
    reviewCount: integer().notNull().default(0),
    /** WGS84 coordinates (both or none): from the postal code/city dataset, a geocoder or set by an admin. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    geocodedAt: timestamp({ withTimezone: true }),
    /** Where the coordinates come from; 'admin' coordinates are never replaced automatically. */
    coordinatesSource: text({ enum: COORDINATE_SOURCES }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Last change of the entry's own data (submission, admin edit): 'Zuletzt aktualisiert am' on
     * the provider page, the stale hint and the freshness part of the ranking. Not touched by
     * rating recalculation, flags or counters (decision 0027).
     */
    dataUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the owner was last reminded that the data is older than 12 months (listing_reminder). */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** The published ranking score (app/features/providers/freshness/ranking.server.ts); default order of the directory. */
    rankScore: doublePrecision().notNull().default(0),
    /** The logo (square); `image_urls` are the photos. Shown on cards before the first photo. */
    logoUrl: text(),
    /** Opening hours per weekday (db/provider-values.ts OpeningHours); null = not given. */
    openingHours: jsonb().$type<OpeningHours | null>(),
    /** IANA time zone in which the opening hours are meant ('Jetzt geöffnet'). */
    timeZone: text().notNull().default("Europe/Berlin"),
    /** Cannabis Social Club facts (category social_club); null = not given. */
    clubAdmission: text({ enum: CLUB_ADMISSIONS }).$type<ClubAdmission>(),
    clubFeeMinCents: integer(),
    clubFeeMaxCents: integer(),
    clubLicence: text({ enum: CLUB_LICENCES }).$type<ClubLicence>(),
    minimumAge: integer(),
    /** When the club facts last changed (shown beside them). */
    clubFactsUpdatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("providers_approved_rank_idx").on(t.rankScore.desc(), t.name, t.id).where(sql`${t.status} = 'approved'`),
    index("providers_approved_created_idx").on(t.createdAt.desc()).where(sql`${t.status} = 'approved'`),
    index("providers_category_status_idx").on(t.category, t.status),
    index("providers_categories_gin_idx").using("gin", t.categories),
    // The category counts of home (directory.server.ts categoryCounts): grouped from this index alone
    // instead of reading every approved row (3.4 s at 1,000,000 providers, bench/MILLION.md).
    index("providers_approved_categories_idx").on(t.categories, t.category).where(sql`${t.status} = 'approved'`),
    index("providers_city_idx").on(t.city),
    index("providers_country_idx").on(t.countryCode),
    // A member's entries, and their counts on the profile and in the activity score, from the index alone.
    index("providers_user_status_anon_idx").on(t.userId, t.status, t.isAnonymous),
    index("providers_status_created_idx").on(t.status, t.createdAt.desc()),
    // Back-office list (app/features/providers/admin/admin-list.server.ts): one index per sort order.
    // The status as a trailing column lets PostgreSQL read deep pages from the index alone.
    index("providers_admin_queue_idx").on(sql`(${t.status} <> 'pending')`, t.createdAt.desc(), t.id.desc(), t.status),
    index("providers_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("providers_name_id_idx").on(t.name, t.id),
    index("providers_city_id_idx").on(t.city, t.id),
    index("providers_category_id_idx").on(t.category, t.id),
    // Near-me search (app/features/providers/geo/geo.server.ts): bounding-box prefilter on approved entries.
    index("providers_geo_idx").on(t.latitude, t.longitude).where(sql`${t.status} = 'approved' and ${t.latitude} is not null`),
    check("providers_coordinates_chk", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check("providers_latitude_chk", sql`${t.latitude} between -90 and 90`),
    check("providers_longitude_chk", sql`${t.longitude} between -180 and 180`),
    check("providers_coordinates_source_chk", sql`${t.coordinatesSource} in ('dataset','admin','geocoder')`),
    check("providers_status_chk", sql`${t.status} in ('pending','approved','rejected')`),
    check(
      "providers_rejection_reason_chk",
      sql`${t.rejectionReason} is null or (${t.status} = 'rejected' and char_length(${t.rejectionReason}) between 1 and ${sql.raw(String(PROVIDER_REJECTION_REASON_MAX))})`,
    ),
    check("providers_category_chk", sql`${t.category} in (${categoryList})`),
    check("providers_categories_chk", sql`${t.categories} <@ array[${categoryList}]::text[]`),
    check("providers_name_len_chk", sql`char_length(btrim(${t.name})) between 2 and 100`),
    check("providers_slug_chk", sql`${t.slug} <> ''`),
    check("providers_country_code_chk", sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check("providers_images_max_chk", sql`cardinality(${t.imageUrls}) <= ${sql.raw(String(MAX_PROVIDER_IMAGES))}`),
    check("providers_average_rating_chk", sql`${t.averageRating} between 0 and 5`),
    check("providers_review_count_chk", sql`${t.reviewCount} >= 0`),
    check("providers_club_admission_chk", sql`${t.clubAdmission} is null or ${t.clubAdmission} in ('open','waitlist','closed')`),
    check("providers_club_licence_chk", sql`${t.clubLicence} is null or ${t.clubLicence} in ('granted','applied')`),
    check(
      "providers_club_fee_chk",
      sql`(${t.clubFeeMinCents} is null or ${t.clubFeeMinCents} between 0 and 10000000) and (${t.clubFeeMaxCents} is null or ${t.clubFeeMaxCents} between 0 and 10000000) and (${t.clubFeeMinCents} is null or ${t.clubFeeMaxCents} is null or ${t.clubFeeMinCents} <= ${t.clubFeeMaxCents})`,
    ),
    check("providers_minimum_age_chk", sql`${t.minimumAge} is null or ${t.minimumAge} between 18 and 99`),
    index("providers_club_admission_idx").on(t.clubAdmission).where(sql`${t.status} = 'approved' and ${t.clubAdmission} is not null`),
  ],
);

/**
 * An owner's change of name, category or address (issue #26 item 6): it shows only after an admin
 * approves it. `changes` holds the new values (keys of the providers row, camelCase); `previous` the
 * values when it was asked for. One pending request per provider (a new one replaces it).
 */
export const providerChangeRequests = pgTable(
  "provider_change_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    requestedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    changes: jsonb().$type<Record<string, unknown>>().notNull(),
    previous: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: PROVIDER_CHANGE_REQUEST_STATUSES }).$type<ProviderChangeRequestStatus>().notNull().default("pending"),
    decidedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_change_requests_one_pending_idx").on(t.providerId).where(sql`${t.status} = 'pending'`),
    index("provider_change_requests_status_created_idx").on(t.status, t.createdAt.desc()),
    check("provider_change_requests_status_chk", sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const INFO_REPORT_REASONS = ["hours", "address", "contact", "offer", "closed", "other"] as const;
export type InfoReportReason = (typeof INFO_REPORT_REASONS)[number];
export const INFO_REPORT_STATUSES = ["open", "done", "dismissed"] as const;
export const INFO_REPORT_NOTE_MAX = 1000;

/**
 * 'Veraltete Info melden' (features/providers/freshness/info-reports.server.ts): a member says which part of
 * an entry is outdated; admins close it with 'done' or 'dismissed'. One open report per member and
 * provider.
 */
export const providerInfoReports = pgTable(
  "provider_info_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    reporterId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text({ enum: INFO_REPORT_REASONS }).notNull(),
    note: text(),
    status: text({ enum: INFO_REPORT_STATUSES }).notNull().default("open"),
    decidedBy: uuid().references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_info_reports_open_uidx").on(t.reporterId, t.providerId).where(sql`${t.status} = 'open'`),
    index("provider_info_reports_status_created_idx").on(t.status, t.createdAt),
    index("provider_info_reports_provider_idx").on(t.providerId),
    check("provider_info_reports_reason_chk", sql`${t.reason} in ('hours','address','contact','offer','closed','other')`),
    check("provider_info_reports_status_chk", sql`${t.status} in ('open','done','dismissed')`),
    check("provider_info_reports_note_len_chk", sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    check("provider_info_reports_decided_chk", sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
  ],
);

/** Per-language overrides of the translatable fields (German is stored on the provider itself as well). */
export const providerTranslations = pgTable(
  "provider_translations",
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    language: text().notNull(),
    name: text(),
    description: text(),
    address: text(),
    city: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("provider_translations_provider_language_uidx").on(t.providerId, t.language)],
);

export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type ProviderTranslation = typeof providerTranslations.$inferSelect;
export type ProviderInfoReport = typeof providerInfoReports.$inferSelect;
