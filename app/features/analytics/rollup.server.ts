import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { DISPLAY_TIME_ZONE, isoDate } from "~/lib/format";
import type { Job } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { addDays, pagesFromRaw, referrersFromRaw, visitorDaysFromRaw } from "./sql.server";

/** A day is rolled up once it ended this long ago (views still in flight at midnight). */
const SETTLE_MS = 10 * 60_000;

/** The last rolled-up day, or null when nothing was rolled up yet. */
export async function rolledThrough(): Promise<string | null> {
  const r = await db.execute<{ day: string }>(sql`select to_char(rolled_through, 'YYYY-MM-DD') as day from analytics_rollup_state where id = 1`);
  return r.rows[0]?.day ?? null;
}

/**
 * Rolls every complete German calendar day that is not rolled up yet into the daily tables
 * (analytics_daily_visitors, _pages, _referrers) in one transaction, then moves
 * analytics_rollup_state.rolled_through to yesterday. Idempotent; returns the days rolled.
 */
export async function rollupPageViews(now = new Date()): Promise<{ from: string; through: string } | null> {
  const yesterday = addDays(isoDate(new Date(now.getTime() - SETTLE_MS)), -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_rollup'))`);
    const state = await tx.execute<{ day: string | null; first: string | null }>(sql`
      select (select to_char(rolled_through, 'YYYY-MM-DD') from analytics_rollup_state where id = 1) as day,
        (select to_char(min(created_at) at time zone ${DISPLAY_TIME_ZONE}, 'YYYY-MM-DD') from analytics_page_views) as first`);
    const { day, first } = state.rows[0] ?? { day: null, first: null };
    const from = day ? addDays(day, 1) : (first ?? yesterday);
    if (from > yesterday) {
      if (!day) await tx.execute(sql`insert into analytics_rollup_state (id, rolled_through) values (1, ${yesterday}::date) on conflict (id) do nothing`);
      return null;
    }
    const to = addDays(yesterday, 1);
    await tx.execute(sql`delete from analytics_daily_visitors where day >= ${from}::date and day < ${to}::date`);
    await tx.execute(sql`delete from analytics_daily_pages where day >= ${from}::date and day < ${to}::date`);
    await tx.execute(sql`delete from analytics_daily_referrers where day >= ${from}::date and day < ${to}::date`);
    await tx.execute(
      sql`insert into analytics_daily_visitors (day, visitor_id, views, sessions, session_seconds, mobile_views, is_returning) ${visitorDaysFromRaw(from, to)}`,
    );
    await tx.execute(sql`insert into analytics_daily_pages (day, page_path, views) ${pagesFromRaw(from, to)}`);
    await tx.execute(sql`insert into analytics_daily_referrers (day, host, views) ${referrersFromRaw(from, to)}`);
    await tx.execute(sql`
      insert into analytics_rollup_state (id, rolled_through, updated_at) values (1, ${yesterday}::date, now())
      on conflict (id) do update set rolled_through = excluded.rolled_through, updated_at = excluded.updated_at`);
    logger.info({ from, through: yesterday }, "page views rolled up");
    return { from, through: yesterday };
  });
}

/** Hourly: a day that ended is rolled up within the hour (spec 3: day change checked hourly). */
export const ANALYTICS_ROLLUP_JOB: Job = { name: "analytics-rollup", intervalMs: 60 * 60_000, run: (now) => rollupPageViews(now) };
