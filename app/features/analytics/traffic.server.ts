import { sql, type SQL } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { REFERRER_CATEGORIES, TOP_LIMIT, type ReferrerCategory } from "./constants";
import { rolledThrough } from "./rollup.server";
import { addDays, categoryOf, pagesFromRaw, referrersFromRaw, visitorDaysFromRaw } from "./sql.server";

/**
 * Traffic figures of a range of German calendar days (issue #17, decision 0024), all aggregated
 * in SQL: complete days come from the daily rollups, the days after `rolled_through` (today, or
 * every day while the job has not run) from the raw page views, with the same SQL for both.
 */

export type AnalyticsPeriod = { days: number; from: string; today: string };
export type TrafficSummary = {
  views: number;
  visitors: number;
  returningVisitors: number;
  bouncedVisitors: number;
  sessions: number;
  sessionSeconds: number;
  mobileViews: number;
};
export type DailyRow = { day: string; views: number; visitors: number };
export type PageRow = { path: string; views: number };
export type ReferrerRow = { host: string; category: ReferrerCategory; views: number };
export type CategoryRow = { category: ReferrerCategory; views: number };
export type Traffic = {
  summary: TrafficSummary;
  daily: DailyRow[];
  pages: PageRow[];
  referrers: ReferrerRow[];
  categories: CategoryRow[];
  latestViewAt: string | null;
};

/** Today (German calendar) and the first day of the last `days` days, today included. */
export function analyticsPeriod(days: number, now = new Date()): AnalyticsPeriod {
  const today = isoDate(now);
  return { days, from: addDays(today, -(days - 1)), today };
}

/** Rolled-up days [from, boundary) and raw days [boundary, end). */
async function split(period: AnalyticsPeriod) {
  const end = addDays(period.today, 1);
  const rolled = await rolledThrough();
  let boundary = rolled && rolled >= period.from ? addDays(rolled, 1) : period.from;
  if (boundary > end) boundary = end;
  return { from: period.from, boundary, end };
}

type Split = Awaited<ReturnType<typeof split>>;

const visitorDays = (s: Split): SQL => sql`
  select day, visitor_id, views, sessions, session_seconds, mobile_views, is_returning
  from analytics_daily_visitors where day >= ${s.from}::date and day < ${s.boundary}::date
  union all ${visitorDaysFromRaw(s.boundary, s.end)}`;

const pageDays = (s: Split): SQL => sql`
  select day, page_path, views from analytics_daily_pages where day >= ${s.from}::date and day < ${s.boundary}::date
  union all ${pagesFromRaw(s.boundary, s.end)}`;

const referrerDays = (s: Split): SQL => sql`
  select day, host, views from analytics_daily_referrers where day >= ${s.from}::date and day < ${s.boundary}::date
  union all ${referrersFromRaw(s.boundary, s.end)}`;

type SummaryRow = { [K in keyof TrafficSummary]: number | string } & { daily: DailyRow[] | string | null };

export async function trafficFigures(period: AnalyticsPeriod): Promise<Traffic> {
  const s = await split(period);
  const [main, pages, referrers, categories, latest] = await Promise.all([
    db.execute<SummaryRow>(sql`
      with vd as (${visitorDays(s)}),
      pv as (select visitor_id, sum(views) as v, sum(sessions) as s, bool_or(is_returning) as r from vd group by visitor_id),
      days as (select generate_series(${period.from}::date, ${period.today}::date, interval '1 day')::date as day),
      daily as (
        select d.day, coalesce(sum(vd.views), 0)::int as views, count(vd.visitor_id)::int as visitors
        from days d left join vd on vd.day = d.day group by d.day)
      select
        (select coalesce(sum(views), 0)::int from vd) as views,
        (select count(*)::int from pv) as visitors,
        (select count(*) filter (where r or s > 1)::int from pv) as "returningVisitors",
        (select count(*) filter (where v = 1)::int from pv) as "bouncedVisitors",
        (select coalesce(sum(sessions), 0)::int from vd) as sessions,
        (select coalesce(sum(session_seconds), 0)::bigint from vd) as "sessionSeconds",
        (select coalesce(sum(mobile_views), 0)::int from vd) as "mobileViews",
        (select json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'views', views, 'visitors', visitors) order by day) from daily) as daily`),
    db.execute<{ path: string; views: number }>(sql`
      select page_path as path, sum(views)::int as views from (${pageDays(s)}) p
      group by page_path order by views desc, page_path limit ${TOP_LIMIT}`),
    db.execute<{ host: string; category: ReferrerCategory; views: number }>(sql`
      select host, ${categoryOf(sql`host`)} as category, sum(views)::int as views from (${referrerDays(s)}) r
      where host <> '' group by host order by views desc, host limit ${TOP_LIMIT}`),
    db.execute<{ category: ReferrerCategory; views: number }>(sql`
      select category, sum(views)::int as views
      from (select ${categoryOf(sql`host`)} as category, views from (${referrerDays(s)}) r) c group by category`),
    latestPageViewAt(),
  ]);
  const row = main.rows[0]!;
  const daily = typeof row.daily === "string" ? (JSON.parse(row.daily) as DailyRow[]) : (row.daily ?? []);
  const byCategory = new Map(categories.rows.map((c) => [c.category, Number(c.views)]));
  return {
    summary: {
      views: Number(row.views),
      visitors: Number(row.visitors),
      returningVisitors: Number(row.returningVisitors),
      bouncedVisitors: Number(row.bouncedVisitors),
      sessions: Number(row.sessions),
      sessionSeconds: Number(row.sessionSeconds),
      mobileViews: Number(row.mobileViews),
    },
    daily: daily.map((d) => ({ day: d.day, views: Number(d.views), visitors: Number(d.visitors) })),
    pages: pages.rows.map((p) => ({ path: p.path, views: Number(p.views) })),
    referrers: referrers.rows.map((r) => ({ host: r.host, category: r.category, views: Number(r.views) })),
    categories: REFERRER_CATEGORIES.map((category) => ({ category, views: byCategory.get(category) ?? 0 })),
    latestViewAt: latest,
  };
}

/** The newest page view's time (the live check of an open dashboard; one index lookup). */
export async function latestPageViewAt(): Promise<string | null> {
  const r = await db.execute<{ at: string | Date | null }>(sql`select max(created_at) as at from analytics_page_views`);
  const at = r.rows[0]?.at;
  return at ? new Date(at).toISOString() : null;
}
