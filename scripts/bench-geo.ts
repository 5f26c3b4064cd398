/**
 * `npx tsx scripts/bench-geo.ts`: the near-me query (features/providers/geo/geo.server.ts) at 100,000
 * providers (decision 0028).
 *
 * Fills a fresh in-memory PGlite (migrated like production) and, when BENCH_DATABASE_URL or
 * DATABASE_URL is set, a fresh PostgreSQL database created next to it (dropped afterwards) with
 * BENCH_GEO_SIZE approved providers (default 100,000) spread over Germany, Austria and Switzerland
 * (denser around ten cities, like real entries), then times `queryNearby` around Berlin for the
 * radii 5, 10, 25, 50 and 100 km and once with a category: one warm-up, then the median and p95
 * of BENCH_GEO_RUNS runs (default 21). EXPLAIN shows whether the index `providers_geo_idx` is
 * used. Writes bench/GEO.md, which `npm run bench` (scripts/bench.ts) runs and copies into
 * bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "~db/types";
import { openPglite, openPostgres, runMigrations, type Opened } from "~/lib/db.server";
import { nearbyQuery, queryNearby } from "~/features/providers/geo/geo.server";

const SIZE = Number(process.env.BENCH_GEO_SIZE ?? 100_000);
const RUNS = Number(process.env.BENCH_GEO_RUNS ?? 21);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const BERLIN = { lat: 52.52, lng: 13.405 };
const RADII = [5, 10, 25, 50, 100];
const log = (...a: unknown[]) => console.log(`[bench-geo ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** Half of the entries within ~30 km of ten cities, the rest anywhere in the DACH box. */
async function fill(db: Database) {
  const CHUNK = 10_000;
  for (let from = 1; from <= SIZE; from += CHUNK) {
    const to = Math.min(SIZE, from + CHUNK - 1);
    await db.execute(sql`
      with c as (
        select array[52.52, 53.55, 48.14, 50.94, 50.11, 51.34, 48.78, 48.21, 47.37, 51.05]::float8[] as lat,
               array[13.40, 9.99, 11.58, 6.96, 8.68, 12.37, 9.18, 16.37, 8.54, 13.74]::float8[] as lng,
               array['cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events','other'] as cat
      ), r as (
        select i, abs(hashint4(i)) / 2147483647.0 as u, abs(hashint4(i + 7919)) / 2147483647.0 as v from generate_series(${from}::int, ${to}::int) i
      )
      insert into providers (name, description, category, categories, city, country_code, status, slug, latitude, longitude, coordinates_source, created_at, updated_at)
      select 'Geo Anbieter ' || i, 'Beschreibung ' || i, c.cat[1 + i % 8], array[c.cat[1 + i % 8]], 'Ort ' || (i % 500), 'DE', 'approved', 'geo-bench-' || i,
             case when i % 2 = 0 then c.lat[1 + i % 10] + (u - 0.5) * 0.55 else 46.5 + u * 8.5 end,
             case when i % 2 = 0 then c.lng[1 + i % 10] + (v - 0.5) * 0.9 else 6.0 + v * 11.0 end,
             'dataset', now(), now()
      from r, c`);
  }
  await db.execute(sql`analyze providers`);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function measureAll(kind: string, db: Database) {
  const rows: string[] = [];
  const cases = [...RADII.map((r) => ({ radius: r, category: null as string | null })), { radius: 25, category: "hotels" }];
  for (const c of cases) {
    const opts = { executor: db, limit: 201, category: c.category as never };
    const first = await queryNearby(BERLIN, c.radius, opts);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await queryNearby(BERLIN, c.radius, opts);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const inBox = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${nearbyQuery(BERLIN, c.radius, { ...opts, limit: 1_000_000 })}) q`);
    const label = `${c.radius} km${c.category ? `, Kategorie ${c.category}` : ""}`;
    log(`${kind} ${label}: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, ${inBox.rows[0]!.n} im Umkreis`);
    rows.push(
      `| ${kind} | ${label} | ${Number(inBox.rows[0]!.n).toLocaleString("en")} | ${first.length} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} |`,
    );
  }
  const plan = await db.execute<Record<string, string>>(sql`explain ${nearbyQuery(BERLIN, 25, { executor: db, limit: 201 })}`);
  const text = plan.rows.map((r) => Object.values(r)[0]).join("\n");
  return { rows, plan: text };
}

async function run(kind: string, opened: Opened) {
  await runMigrations(opened);
  const t0 = Date.now();
  await fill(opened.db);
  log(`${kind}: ${SIZE.toLocaleString("en")} Anbieter in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return measureAll(kind, opened.db);
}

const started = Date.now();
const results: { kind: string; rows: string[]; plan: string }[] = [];
{
  const opened = await openPglite();
  results.push({ kind: "PGlite", ...(await run("PGlite", opened)) });
  await opened.close();
}
if (PG_URL) {
  const name = `hanfnetz_bench_geo_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: PG_URL });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    const opened = await openPostgres(url.toString());
    try {
      results.push({ kind: "PostgreSQL", ...(await run("PostgreSQL", opened)) });
    } finally {
      await opened.close();
    }
  } finally {
    await adminClient.query(`drop database if exists ${name}`);
    await adminClient.end();
  }
}

const out = [
  "## Near-me query (issue #18, decision 0028)",
  "",
  `Run: ${new Date().toISOString()} · ${SIZE.toLocaleString("en")} approved providers with coordinates · ${RUNS} runs per case after a warm-up · ${os.cpus().length} cores · ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  "",
  "Command: `npx tsx scripts/bench-geo.ts` (PGlite in memory; with `BENCH_DATABASE_URL` or `DATABASE_URL` also a fresh PostgreSQL database). Query: `queryNearby` around Berlin (52.52, 13.405), nearest 201 (the home page's near search), bounding box on `providers_geo_idx`, exact haversine, radius, order by distance.",
  "",
  "| database | radius | providers in the radius | rows returned | median ms | p95 ms |",
  "|---|---|---:|---:|---:|---:|",
  ...results.flatMap((r) => r.rows),
  "",
  ...results.flatMap((r) => [`EXPLAIN (${r.kind}, 25 km):`, "", "```", r.plan, "```", ""]),
].join("\n");
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/GEO.md", `${out}\n`);
log("bench/GEO.md geschrieben");
