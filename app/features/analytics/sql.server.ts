import { sql, type SQL } from "drizzle-orm";
import { baseUrl } from "~/lib/env.server";
import { DISPLAY_TIME_ZONE } from "~/lib/format";
import { REFERRER_KEYWORDS, SESSION_GAP_MINUTES } from "./constants";

/**
 * SQL pieces shared by the rollup job and the dashboard (decision 0024): both turn raw page views
 * into the same per-day rows, so a day gives the same figures before and after it is rolled up.
 * Days are German calendar days (DISPLAY_TIME_ZONE).
 */
const tz = DISPLAY_TIME_ZONE;

/** Midnight (German time) at the start of `day` (yyyy-MM-dd) as timestamptz. */
export const midnight = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${tz})`;

const dayOf = sql`(created_at at time zone ${tz})::date`;

/** The host of a stored referrer (origin + path), lower case without 'www.'; '' when there is none. */
const hostOf = sql`coalesce(lower(regexp_replace(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), '^www\\.', '')), '')`;

/** The site's own host: referrers from it are navigation inside the site, not entries. */
export function ownHost(): string {
  try {
    return new URL(baseUrl()).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** Rows of analytics_page_views created in [from, to). */
const rawRange = (from: string, to: string) => sql`created_at >= ${midnight(from)} and created_at < ${midnight(to)}`;

/**
 * One row per day and visitor of the raw views of the days [from, to): views, sessions (view
 * sequences with gaps of at most 30 minutes, split at midnight), session seconds, mobile views and
 * whether the browser marked the visitor as returning.
 */
export function visitorDaysFromRaw(from: string, to: string): SQL {
  return sql`
    select day, visitor_id, sum(views)::int as views, count(*)::int as sessions, round(sum(seconds))::int as session_seconds,
      sum(mobile_views)::int as mobile_views, bool_or(is_returning) as is_returning
    from (
      select day, visitor_id, session_no, count(*) as views, extract(epoch from max(created_at) - min(created_at)) as seconds,
        count(*) filter (where is_mobile) as mobile_views, bool_or(is_returning_visitor) as is_returning
      from (
        select day, visitor_id, created_at, is_mobile, is_returning_visitor,
          sum(starts) over (partition by visitor_id, day order by created_at rows between unbounded preceding and current row) as session_no
        from (
          select ${dayOf} as day, visitor_id, created_at, is_mobile, is_returning_visitor,
            case when created_at - lag(created_at) over (partition by visitor_id, ${dayOf} order by created_at)
                      <= make_interval(mins => ${SESSION_GAP_MINUTES}) then 0 else 1 end as starts
          from analytics_page_views where ${rawRange(from, to)}
        ) marked
      ) numbered
      group by day, visitor_id, session_no
    ) sessions
    group by day, visitor_id`;
}

/** Views per day and path of the raw views of [from, to). */
export function pagesFromRaw(from: string, to: string): SQL {
  return sql`select ${dayOf} as day, page_path, count(*)::int as views from analytics_page_views where ${rawRange(from, to)} group by 1, 2`;
}

/** Entry views per day and referrer host of [from, to) ('' = direct); views from the site itself are left out. */
export function referrersFromRaw(from: string, to: string): SQL {
  return sql`
    select day, host, count(*)::int as views
    from (select ${dayOf} as day, ${hostOf} as host from analytics_page_views where ${rawRange(from, to)}) r
    where host <> ${ownHost()}
    group by 1, 2`;
}

/** SQL CASE giving the category of `host` (REFERRER_KEYWORDS, first match wins). */
export function categoryOf(host: SQL): SQL {
  const branches = REFERRER_KEYWORDS.map(
    ([category, patterns]) =>
      sql`when ${sql.join(
        patterns.map((p) => sql`${host} like ${p}`),
        sql` or `,
      )} then ${category}`,
  );
  return sql`(case when ${host} = '' then 'direct' ${sql.join(branches, sql` `)} else 'other' end)`;
}

/** yyyy-MM-dd plus `days` (calendar arithmetic in UTC, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
