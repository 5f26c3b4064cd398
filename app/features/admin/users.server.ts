import { sql, type SQL } from "drizzle-orm";
import type { Viewer } from "~/lib/auth.server";
import { csvBody } from "~/lib/csv";
import { db } from "~/lib/db.server";
import { formatDate, formatDateTime, isoDate } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";
import { likeContains } from "~/lib/sql-like";
import { alias } from "drizzle-orm/pg-core";
import { publicArticle } from "~/lib/public-article";
import { blogArticles } from "~db/schema";

/** `x` of the per-user article counts below (the rule of public articles on an aliased table). */
const articleX = alias(blogArticles, "x");

/**
 * User management, reading side (spec 3 section 2 'User management'): the tiles, the filtered,
 * sorted, paginated list with each user's statistics, and the CSV export. Changes (roles,
 * permissions, messages) are in users-actions.server.ts.
 *
 * 'Active' means: signed in within the last ACTIVE_DAYS days (a login_logs row; decision 0014).
 */

export const USER_FILTERS = ["all", "admin", "user", "contest", "b2b", "active"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const USER_SORTS = ["newest", "oldest", "name_asc", "name_desc"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USERS_PAGE_SIZE = 25;
export const ACTIVE_DAYS = 30;
/** The export holds at most this many rows (a larger user base would be exported in parts). */
export const CSV_MAX_ROWS = 50_000;

export type UserQuery = { page?: number; q?: string; filter?: UserFilter; sort?: UserSort };

export type UserTiles = {
  total: number;
  admins: number;
  contestCreators: number;
  b2bCreators: number;
  providers: number;
  authors: number;
  helpfulVotes: number;
};

export type UserStats = {
  approvedProviders: number;
  featuredProviders: number;
  publishedReviews: number;
  messages: number;
  publishedArticles: number;
  draftArticles: number;
  highlights: number;
  isAdmin: boolean;
};

export type UserRow = {
  id: string;
  username: string | null;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  canCreateContests: boolean;
  canCreateB2b: boolean;
  helpfulVotes: number;
  stats: UserStats;
};

/** The tiles: totals over all users (providers = users with an approved provider; authors = with a published article). */
export async function userTiles(viewer: Viewer | null): Promise<UserTiles> {
  requireAdmin(viewer);
  const res = await db.execute<Record<keyof UserTiles, number>>(sql`
    select
      (select count(*)::int from "user") as "total",
      (select count(distinct user_id)::int from user_roles where role = 'admin') as "admins",
      (select count(*)::int from profiles where can_create_contests) as "contestCreators",
      (select count(*)::int from profiles where can_create_b2b) as "b2bCreators",
      (select count(distinct user_id)::int from providers where status = 'approved' and user_id is not null) as "providers",
      (select count(distinct ${blogArticles.authorId})::int from ${blogArticles} where ${publicArticle()} and ${blogArticles.authorId} is not null) as "authors",
      (select coalesce(sum(helpful_votes), 0)::int from profiles) as "helpfulVotes"`);
  const row = res.rows[0]!;
  return {
    total: Number(row.total),
    admins: Number(row.admins),
    contestCreators: Number(row.contestCreators),
    b2bCreators: Number(row.b2bCreators),
    providers: Number(row.providers),
    authors: Number(row.authors),
    helpfulVotes: Number(row.helpfulVotes),
  };
}

const isAdminSql = sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`;

function whereClause(query: UserQuery): SQL {
  const parts: SQL[] = [sql`true`];
  const q = query.q?.trim();
  if (q) {
    const like = likeContains(q);
    parts.push(sql`(p.username ilike ${like} or u.email ilike ${like})`);
  }
  switch (query.filter ?? "all") {
    case "admin":
      parts.push(isAdminSql);
      break;
    case "user":
      parts.push(sql`not ${isAdminSql}`);
      break;
    case "contest":
      parts.push(sql`coalesce(p.can_create_contests, false)`);
      break;
    case "b2b":
      parts.push(sql`coalesce(p.can_create_b2b, false)`);
      break;
    case "active":
      parts.push(sql`exists (select 1 from login_logs l where l.user_id = u.id and l.created_at > now() - make_interval(days => ${ACTIVE_DAYS}))`);
      break;
    case "all":
      break;
  }
  return sql.join(parts, sql` and `);
}

function orderClause(sort: UserSort = "newest"): SQL {
  switch (sort) {
    case "oldest":
      return sql`u.created_at asc, u.id asc`;
    case "name_asc":
      return sql`lower(p.username) asc nulls last, u.created_at desc, u.id`;
    case "name_desc":
      return sql`lower(p.username) desc nulls last, u.created_at desc, u.id`;
    case "newest":
      return sql`u.created_at desc, u.id desc`;
  }
}

type RawUser = {
  id: string;
  username: string | null;
  email: string;
  created_at: string | Date;
  last_sign_in: string | Date | null;
  can_create_contests: boolean | null;
  can_create_b2b: boolean | null;
  helpful_votes: number | null;
  is_admin: boolean;
  approved_providers: number;
  featured_providers: number;
  published_reviews: number;
  messages: number;
  published_articles: number;
  draft_articles: number;
  highlights: number;
};

/** Users with their statistics (one query, counted per user of the page only). */
async function selectUsers(query: UserQuery, limit: number, offset: number): Promise<UserRow[]> {
  const res = await db.execute<RawUser>(sql`
    select u.id, p.username, u.email, u.created_at, p.can_create_contests, p.can_create_b2b, p.helpful_votes,
      ${isAdminSql} as is_admin,
      (select max(l.created_at) from login_logs l where l.user_id = u.id) as last_sign_in,
      (select count(*)::int from providers x where x.user_id = u.id and x.status = 'approved') as approved_providers,
      (select count(*)::int from providers x where x.user_id = u.id and x.featured) as featured_providers,
      (select count(*)::int from reviews x where x.user_id = u.id and x.status = 'published') as published_reviews,
      (select count(*)::int from user_messages x where x.user_id = u.id) as messages,
      (select count(*)::int from blog_articles x where x.author_id = u.id and ${publicArticle(articleX)}) as published_articles,
      (select count(*)::int from blog_articles x where x.author_id = u.id and x.status = 'draft') as draft_articles,
      (select count(*)::int from blog_articles x where x.author_id = u.id and ${publicArticle(articleX)} and x.featured_by_admin) as highlights
    from "user" u left join profiles p on p.id = u.id
    where ${whereClause(query)}
    order by ${orderClause(query.sort)}
    limit ${limit} offset ${offset}`);
  return res.rows.map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignInAt: r.last_sign_in ? new Date(r.last_sign_in).toISOString() : null,
    canCreateContests: Boolean(r.can_create_contests),
    canCreateB2b: Boolean(r.can_create_b2b),
    helpfulVotes: Number(r.helpful_votes ?? 0),
    stats: {
      approvedProviders: Number(r.approved_providers),
      featuredProviders: Number(r.featured_providers),
      publishedReviews: Number(r.published_reviews),
      messages: Number(r.messages),
      publishedArticles: Number(r.published_articles),
      draftArticles: Number(r.draft_articles),
      highlights: Number(r.highlights),
      isAdmin: Boolean(r.is_admin),
    },
  }));
}

/** The ids of the list's search and filter in its order, at most `limit` ('alle N Treffer' of a bulk action). */
export async function userIdsMatching(query: UserQuery, limit: number): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select u.id from "user" u left join profiles p on p.id = u.id where ${whereClause(query)} order by ${orderClause(query.sort)} limit ${limit}`,
  );
  return rows.rows.map((r) => r.id);
}

/** One page of the user list (search by username or e-mail, filter, sort). */
export async function listUsers(viewer: Viewer | null, query: UserQuery = {}) {
  requireAdmin(viewer);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, count] = await Promise.all([
    selectUsers(query, USERS_PAGE_SIZE, (page - 1) * USERS_PAGE_SIZE),
    db.execute<{ n: number }>(sql`select count(*)::int as n from "user" u left join profiles p on p.id = u.id where ${whereClause(query)}`),
  ]);
  return { rows, total: Number(count.rows[0]?.n ?? 0), page, pageSize: USERS_PAGE_SIZE };
}

const CSV_HEADER = [
  "ID",
  "Benutzername",
  "E-Mail",
  "Registriert am",
  "Letzte Anmeldung",
  "Admin",
  "Contest-Berechtigung",
  "B2B-Berechtigung",
  "Hilfreich-Stimmen",
  "Freigegebene Anbieter",
  "Hervorgehobene Anbieter",
  "Veröffentlichte Bewertungen",
  "Nachrichten",
  "Veröffentlichte Artikel",
  "Artikel-Entwürfe",
  "Highlights",
];

const yesNo = (v: boolean) => (v ? "ja" : "nein");

/**
 * The CSV export of the users matching the list's search and filter (in its sort order):
 * `user-management-{yyyy-MM-dd}.csv` in the project's CSV format (app/lib/csv.ts).
 */
export async function exportUsersCsv(viewer: Viewer | null, query: UserQuery = {}, now = new Date()) {
  requireAdmin(viewer);
  const rows = await selectUsers(query, CSV_MAX_ROWS, 0);
  const data = rows.map((r) => [
    r.id,
    r.username ?? "",
    r.email,
    formatDate(r.createdAt),
    r.lastSignInAt ? formatDateTime(r.lastSignInAt) : "",
    yesNo(r.stats.isAdmin),
    yesNo(r.canCreateContests),
    yesNo(r.canCreateB2b),
    String(r.helpfulVotes),
    String(r.stats.approvedProviders),
    String(r.stats.featuredProviders),
    String(r.stats.publishedReviews),
    String(r.stats.messages),
    String(r.stats.publishedArticles),
    String(r.stats.draftArticles),
    String(r.stats.highlights),
  ]);
  const day = isoDate(now);
  return { filename: `user-management-${day}.csv`, body: csvBody(CSV_HEADER, data), count: rows.length };
}
