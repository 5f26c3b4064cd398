import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export type CustomLink = { title: string; url: string };

/** One profile per account (same id as the better-auth user). */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text(),
    email: text(),
    avatarUrl: text(),
    instagramUrl: text(),
    customLinks: jsonb().$type<CustomLink[]>().notNull().default([]),
    /** Up to 3 provider ids shown as showcase favourites. */
    profileFavorites: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    helpfulVotes: integer().notNull().default(0),
    canCreateContests: boolean().notNull().default(false),
    /** Explicit name: snake_case casing would otherwise produce "can_create_b_2b". */
    canCreateB2b: boolean("can_create_b2b").notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("profiles_username_lower_uidx").on(sql`lower(${t.username})`),
    // The two path forms of a name (features/profiles/username.ts usernameMatches): /lena-gruen finds
    // 'lena_gruen' from these instead of computing both forms for every member (a scan per visit).
    index("profiles_username_path_key_idx").on(sql`btrim(regexp_replace(lower(${t.username}), '[^a-z0-9]+', '-', 'g'), '-')`),
    index("profiles_username_norm_key_idx").on(sql`btrim(regexp_replace(public.hn_normalize(${t.username}), '[^a-z0-9]+', '-', 'g'), '-')`),
    check("profiles_favorites_max_3", sql`cardinality(${t.profileFavorites}) <= 3`),
    check("profiles_username_len", sql`${t.username} is null or char_length(${t.username}) >= 2`),
  ],
);

/**
 * Former usernames of renamed members (issue #25): the path key of the old name (the profile-link
 * form, `normalizeUsernameForPath`) → the profile, so that /{old}, /profile/{old} and
 * /blog/{old}/{slug} answer 301 to the current addresses. A current username always wins: a member
 * who takes a name that someone had before gets its profile address (decision 0031). Deleted with
 * the profile.
 */
export const usernameHistory = pgTable(
  "username_history",
  {
    pathKey: text().primaryKey(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("username_history_profile_idx").on(t.profileId)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text({ enum: ["admin"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check("user_roles_role_chk", sql`${t.role} in ('admin')`)],
);

export const userActivities = pgTable("user_activities", {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  totalActivityScore: integer().notNull().default(0),
  entriesCreated: integer().notNull().default(0),
  reviewsWritten: integer().notNull().default(0),
  articlesPublished: integer().notNull().default(0),
  helpfulVotesReceived: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Login-log methods: spec 1 section 3 names password, magic_link and oauth; the automatic sign-in
 * after an e-mail confirmation link is recorded as what it is, email_verification (issue #8).
 */
export const LOGIN_METHODS = ["password", "magic_link", "oauth", "email_verification"] as const;

export const loginLogs = pgTable(
  "login_logs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    loginMethod: text({ enum: LOGIN_METHODS }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_logs_user_created_idx").on(t.userId, t.createdAt.desc()),
    /** The retention job deletes rows older than 90 days (app/lib/retention.server.ts). */
    index("login_logs_created_idx").on(t.createdAt),
    check("login_logs_method_chk", sql`${t.loginMethod} in ('password','magic_link','oauth','email_verification')`),
  ],
);

export const referralCodes = pgTable(
  "referral_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shareId: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referral_codes_user_idx").on(t.userId)],
);

export const referralSignups = pgTable(
  "referral_signups",
  {
    id: uuid().primaryKey().defaultRandom(),
    shareId: text().notNull(),
    referrerUserId: uuid().references(() => user.id, { onDelete: "set null" }),
    referredUserId: uuid()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Provider the share pointed to, if any (FK added in providers.ts would be circular; kept as plain uuid). */
    providerId: uuid(),
    signupIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("referral_signups_created_idx").on(t.createdAt.desc()), index("referral_signups_share_idx").on(t.shareId)],
);
