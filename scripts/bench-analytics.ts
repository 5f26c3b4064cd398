/**
 * `npx tsx scripts/bench-analytics.ts`: the analytics dashboard at 1,000,000 page views (issue #17).
 *
 * For each database, PostgreSQL (a throwaway database on BENCH_DATABASE_ADMIN_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards) and the embedded PGlite (in
 * memory), migrated like production: inserts BENCH_ANALYTICS_VIEWS page views (default 1,000,000)
 * with INSERT … SELECT generate_series, spread over the last 90 days (visits of 4 views 90 s
 * apart, ~100,000 visitors, 2,000 paths, referrers of every category), then times the traffic
 * figures of the dashboard (`trafficFigures`: summary, daily rows, top pages, referrers,
 * categories) for 7, 30 and 90 days: first from the raw rows only (before the rollup job ran),
 * then after `rollupPageViews` (complete days from the daily tables, today from the raw rows).
 * One warm-up, then the median and maximum of BENCH_ANALYTICS_RUNS runs (default 3).
 * Writes bench/ANALYTICS.md, which `npm run bench` (scripts/bench.ts) copies into bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, runMigrations, setDatabase, type Opened } from "~/lib/db.server";

process.env.BASE_URL ??= "http://localhost:3000";
const { rollupPageViews } = await import("~/features/analytics/rollup.server");
const { analyticsPeriod, trafficFigures } = await import("~/features/analytics/traffic.server");

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 3);
const DRIVERS = (process.env.BENCH_ANALYTICS_DRIVERS ?? "postgres,pglite").split(",");
const RANGES = [7, 30, 90] as const;
const log = (...a: unknown[]) => console.log(`[bench-analytics ${new Date().toISOString().slice(11, 19)}]`, ...a);

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** 1,000,000 views in visits of 4 (90 s apart) of ~100,000 visitors over the last 90 days. */
async function fill(opened: Opened) {
  const t0 = Date.now();
  const CHUNK = 100_000;
  for (let from = 0; from < VIEWS; from += CHUNK) {
    const to = Math.min(VIEWS, from + CHUNK) - 1;
    await opened.db.execute(sql`
      insert into analytics_page_views (visitor_id, page_path, referrer, is_mobile, is_returning_visitor, created_at)
      select 'v' || ((k::bigint * 7919) % 100000),
        case when j = 0 and k % 3 = 0 then '/' else '/empfehlung/bench-' || ((k * 31 + j * 17) % 2000) end,
        case when j > 0 then 'http://localhost:3000/empfehlung/bench-' || ((k * 31 + j * 17 - 17) % 2000)
             else (array['https://www.google.com/', 'https://www.google.de/', 'https://duckduckgo.com/', 'https://www.bing.com/',
                         'https://www.instagram.com/', 'https://l.facebook.com/', 'https://mail.google.com/mail/', 'https://hanfverband.de/news',
                         null, null])[1 + k % 10] end,
        (k % 5) < 3,
        (k % 4) = 0,
        now() - make_interval(secs => ((k::bigint * 104729) % (90 * 86400))::double precision) + make_interval(secs => j * 90)
      from (select i / 4 as k, i % 4 as j from generate_series(${from}::int, ${to}::int) i) g`);
  }
  await opened.db.execute(sql`analyze analytics_page_views`);
  return (Date.now() - t0) / 1000;
}

async function time(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}

const started = Date.now();
const rows: string[] = [];
const notes: string[] = [];
for (const driver of DRIVERS) {
  const dbName = `hn_bench_analytics_${Date.now()}`;
  let opened: Opened;
  if (driver === "postgres") {
    await adminQuery(`create database ${dbName}`);
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    opened = await openPostgres(u.toString(), 4);
  } else {
    opened = await openPglite();
  }
  try {
    await runMigrations(opened);
    setDatabase(opened.db);
    log(`${driver}: inserting ${VIEWS.toLocaleString("en")} page views`);
    const fillSeconds = await fill(opened);
    log(`${driver}: filled in ${fillSeconds.toFixed(1)} s`);
    const figures: Record<string, number> = {};
    for (const phase of ["raw", "rollup"] as const) {
      if (phase === "rollup") {
        const t = performance.now();
        const rolled = await rollupPageViews();
        for (const table of ["analytics_daily_visitors", "analytics_daily_pages", "analytics_daily_referrers"])
          await opened.db.execute(sql.raw(`analyze ${table}`));
        const seconds = (performance.now() - t) / 1000;
        const counts = await opened.db.execute<{ v: number; p: number; r: number }>(sql`
          select (select count(*)::int from analytics_daily_visitors) as v, (select count(*)::int from analytics_daily_pages) as p,
            (select count(*)::int from analytics_daily_referrers) as r`);
        const c = counts.rows[0]!;
        notes.push(
          `- ${driver}: rollup of the complete days ${rolled?.from} to ${rolled?.through} (first run of the hourly job) ${seconds.toFixed(1)} s → ${Number(c.v).toLocaleString("en")} visitor-day rows, ${Number(c.p).toLocaleString("en")} page-day rows, ${Number(c.r).toLocaleString("en")} referrer-day rows`,
        );
        log(`${driver}: rollup in ${seconds.toFixed(1)} s`);
      }
      for (const days of RANGES) {
        const period = analyticsPeriod(days);
        const result = await trafficFigures(period);
        const key = `${days}`;
        if (phase === "raw") figures[key] = result.summary.views;
        else if (figures[key] !== result.summary.views)
          notes.push(`- ${driver}, ${days} days: views differ between raw (${figures[key]}) and rollup (${result.summary.views})`);
        const t = await time(() => trafficFigures(period));
        const label = phase === "raw" ? "raw rows only" : "rollups + today raw";
        log(
          `${driver} ${label} ${days} days: median ${t.median.toFixed(0)} ms, max ${t.max.toFixed(0)} ms (${result.summary.views} views, ${result.summary.visitors} visitors)`,
        );
        rows.push(
          `| ${driver === "postgres" ? "PostgreSQL" : "PGlite"} | ${label} | ${days} | ${result.summary.views.toLocaleString("en")} | ${result.summary.visitors.toLocaleString("en")} | ${t.median.toFixed(0)} | ${t.max.toFixed(0)} |`,
        );
      }
    }
    notes.push(`- ${driver}: ${VIEWS.toLocaleString("en")} page views inserted in ${fillSeconds.toFixed(1)} s`);
  } finally {
    await opened.close();
    if (driver === "postgres") await adminQuery(`drop database if exists ${dbName}`);
  }
}

const cpu = os.cpus()[0]?.model ?? "unknown";
const md = [
  `## Analytics (issue #17): ${VIEWS.toLocaleString("en")} page views`,
  "",
  `Run: ${new Date().toISOString()} · command: \`npx tsx scripts/bench-analytics.ts\` (also run by \`npm run bench\`) · ${cpu}, nproc ${os.cpus().length}, Node ${process.version} · PostgreSQL: throwaway database on ${ADMIN_URL.replace(/\/\/[^@]*@/, "//…@")}; PGlite in memory`,
  "",
  `The traffic figures of /admin/analytics (\`trafficFigures\`: summary with visitors, returning share, bounce and 30-minute sessions, daily rows, top 10 pages, top 10 referrers, categories) per range; one warm-up, then ${RUNS} runs; times in ms. The page shows them from a 2-minute cache.`,
  "",
  "| database | source | days | views | visitors | median ms | max ms |",
  "|---|---|---:|---:|---:|---:|---:|",
  ...rows,
  "",
  ...notes,
  "",
  `Total run: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  "",
].join("\n");
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/ANALYTICS.md", md);
console.log(md);
process.exit(0);
