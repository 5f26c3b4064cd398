/**
 * `npm run bench`: load test of the provider directory on the production build.
 *
 * For 1,000 and 100,000 approved providers (with reviews) it creates a fresh PostgreSQL database
 * (BENCH_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres), migrates it,
 * inserts the data with multi-row INSERT … SELECT generate_series, starts `server/index.ts` with
 * NODE_ENV=production against it and measures with autocannon: home, a text search, a category
 * filter, a provider page, /blog (as many articles as providers), an article and the profile of a
 * member with 10,000 reviews (n/10 at smaller sizes) (requests/s, p50, p99, errors), every request
 * rendered (PAGE_CACHE_SECONDS=0). It also measures the bytes of a
 * first visit of home (HTML, CSS, JavaScript and translations, in bytes on the wire). Results: bench/RESULTS.md.
 *
 * Env: BENCH_SKIP_BUILD=1 reuses build/, BENCH_DURATION (seconds per URL, default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_SIZES (default "1000,100000"), BENCH_FILL_ONLY=<db name> only
 * creates and fills one database (kept, for EXPLAIN ANALYZE), BENCH_ADMIN_LIST=0 skips the admin provider
 * list case (scripts/bench-admin-providers.ts, 100,000 providers in PGlite), BENCH_SITEMAP=0 skips the sitemap
 * case (scripts/bench-sitemap.ts, 100,000 providers and articles; BENCH_SITEMAP_N sets the size), BENCH_ANALYTICS=0 skips the
 * analytics case (scripts/bench-analytics.ts, 1,000,000 page views on PostgreSQL and PGlite), BENCH_GEO=0 skips the near-me
 * query case (scripts/bench-geo.ts, 100,000 providers on PGlite and PostgreSQL), BENCH_THROUGHPUT=0 skips the
 * throughput comparison with a trivial React Router page (scripts/bench-throughput.ts), BENCH_MEMBERS=0 the members' pages
 * (scripts/bench-members.ts), BENCH_MILLION=1 adds the million-provider run (scripts/bench-million.ts, off by default:
 * it fills 1,000,000 providers and 10,000,000 reviews). The Lighthouse
 * run is its own command (`npm run bench:lighthouse`); its last bench/LIGHTHOUSE.md is included.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres, runMigrations } from "~/lib/db.server";
import { ADMIN_URL, admin, dbUrl, fill } from "./lib/bench-data";
import { firstVisitOnWire, type FirstVisit } from "./lib/first-visit";
import { freePort } from "./net";
import { CONNECTIONS, DURATION, measure, startServer, stopServer, type Measure } from "./lib/load";

const SIZES = (process.env.BENCH_SIZES ?? "1000,100000").split(",").map(Number);
/** "Munchen" (without umlaut dots) finds München; it fills the first result page at both sizes. */
const SEARCH_TERM = "Munchen";
const CATEGORY = "hotels";

const log = (...a: unknown[]) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** The address a path ends at after redirects (a profile's canonical path). */
async function resolved(base: string, p: string): Promise<string> {
  const res = await fetch(base + p);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return new URL(res.url).pathname;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const t0 = Date.now();
  if (!process.env.BENCH_SKIP_BUILD) {
    log("building (react-router build)…");
    const b = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const results: { n: number; fillSeconds: number; reviews: number; articles: number; heavyReviews: number; measures: Measure[]; cachedMeasures: Measure[] }[] =
    [];
  let visit: FirstVisit | null = null;
  for (const n of SIZES) {
    const name = `hanfnetz_bench_${n}_${process.pid}`;
    await admin((c) => c.query(`create database ${name}`));
    const url = dbUrl(name);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-bench-"));
    let server: ChildProcess | null = null;
    try {
      log(`${n}: migrating ${name}`);
      const opened = await openPostgres(url, 2);
      await runMigrations(opened);
      await opened.close();
      log(`${n}: inserting providers and reviews…`);
      const filled = await fill(url, n);
      log(`${n}: inserted in ${filled.seconds.toFixed(1)} s (${filled.reviews} reviews, ${filled.articles} articles)`);
      const port = await freePort();
      // Every request rendered (no anonymous page cache): the figures are the database's and React's.
      server = await startServer(url, port, dataDir, { PAGE_CACHE_SECONDS: "0" });
      const base = `http://127.0.0.1:${port}`;
      const measures: Measure[] = [];
      // The heavy reviewer's profile and an article, at the addresses the site links (301s resolved).
      const profile = await resolved(base, "/bench_1");
      const k = Math.ceil(n / 2); // article k is by bench_(2 + k % 199)
      const article = await resolved(base, `/blog/bench_${2 + (k % 199)}/praxiswissen-teil-${k}`);
      const pages = [
        ["Home", "/"],
        ["Textsuche", `/?q=${encodeURIComponent(SEARCH_TERM)}`],
        ["Kategorie", `/?kategorie=${CATEGORY}`],
        ["Anbieterseite", `/empfehlung/${filled.slug}`],
        ["Blog", "/blog"],
        ["Artikel", article],
        ["Profil (viele Bewertungen)", profile],
      ] as const;
      for (const [label, p] of pages) {
        const m = await measure(base, label, p);
        log(`${n}: ${label} ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, non-2xx ${m.non2xx}`);
        measures.push(m);
      }
      if (!visit) visit = await firstVisitOnWire(base);
      // At the largest size also as in production: anonymous repeat visits from the page cache.
      const cachedMeasures: Measure[] = [];
      if (n === Math.max(...SIZES)) {
        await stopServer(server);
        const cachedPort = await freePort();
        server = await startServer(url, cachedPort, dataDir);
        const cachedBase = `http://127.0.0.1:${cachedPort}`;
        for (const [label, p] of pages) {
          const m = await measure(cachedBase, label, p);
          log(`${n} (page cache): ${label} ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, non-2xx ${m.non2xx}`);
          cachedMeasures.push(m);
        }
      }
      results.push({
        n,
        fillSeconds: filled.seconds,
        reviews: filled.reviews,
        articles: filled.articles,
        heavyReviews: filled.heavyReviews,
        measures,
        cachedMeasures,
      });
    } finally {
      if (server) await stopServer(server);
      await new Promise((r) => setTimeout(r, 1500)); // let the server's pool close before the drop
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const minutes = ((Date.now() - t0) / 60000).toFixed(1);
  const small = results.find((r) => r.n === Math.min(...SIZES));
  const large = results.find((r) => r.n === Math.max(...SIZES));
  const lines: string[] = [];
  lines.push("# Benchmark: provider directory", "");
  lines.push(`Run: ${new Date().toISOString()} · duration ${minutes} min`, "");
  lines.push(
    "Command: `npm run bench` (= `tsx scripts/bench.ts`; builds with `npx react-router build`, then for each size creates a fresh PostgreSQL database, starts `server/index.ts` with NODE_ENV=production, SEED_ON_FIRST_START=false and a temporary DATA_DIR)",
    "",
  );
  lines.push("## Machine", "");
  lines.push(`- CPU: ${os.cpus()[0]?.model ?? "?"}, nproc ${os.availableParallelism()}`);
  lines.push(`- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`);
  lines.push(`- Node ${process.version}, ${os.type()} ${os.release()}`);
  lines.push(
    `- Database: PostgreSQL (${ADMIN_URL.replace(/\/\/[^@]*@/, "//…@")}, fresh database per size, dropped afterwards); server and database share the machine with the load generator`,
  );
  lines.push(`- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after a 2 s warm-up`, "");
  lines.push("## Results", "");
  lines.push("| providers | page | path | req/s | p50 ms | p99 ms | errors | non-2xx |", "|---:|---|---|---:|---:|---:|---:|---:|");
  for (const r of results)
    for (const m of r.measures)
      lines.push(`| ${r.n.toLocaleString("en")} | ${m.name} | \`${m.path}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} |`);
  lines.push(
    "",
    "Every request above is rendered (PAGE_CACHE_SECONDS=0). As in production (anonymous repeat visits answered by the page cache, `server/page-cache.ts`):",
    "",
  );
  lines.push("| providers | page | path | req/s | p50 ms | p99 ms | errors | non-2xx |", "|---:|---|---|---:|---:|---:|---:|---:|");
  for (const r of results)
    for (const m of r.cachedMeasures)
      lines.push(`| ${r.n.toLocaleString("en")} | ${m.name} | \`${m.path}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} |`);
  lines.push("");
  for (const r of results)
    lines.push(
      `- ${r.n.toLocaleString("en")} providers + ${r.reviews.toLocaleString("en")} reviews (${r.heavyReviews.toLocaleString("en")} of them by the profile measured) + ${r.articles.toLocaleString("en")} articles inserted in ${r.fillSeconds.toFixed(1)} s`,
    );
  lines.push("");
  if (visit) {
    lines.push("## First visit of home", "");
    lines.push("Bytes on the wire as the server sends them (Accept-Encoding: br, gzip):", "");
    lines.push(`- HTML: ${kb(visit.html)}`);
    lines.push(`- JavaScript referenced by the HTML (entry, modulepreload, route modules): ${visit.jsFiles.length} files, **${kb(visit.js)}**`);
    lines.push(`- CSS: ${kb(visit.css)}; translations: ${kb(visit.json)}; icon sprite: ${kb(visit.icons)}; total: ${kb(visit.total)}`, "");
  }
  lines.push("## Targets", "");
  const checks: string[] = [];
  if (small && large && small !== large) {
    for (const m of large.measures) {
      const base = small.measures.find((x) => x.name === m.name)!;
      const ratio = base.p50 > 0 ? m.p50 / base.p50 : m.p50 === 0 ? 1 : Infinity;
      checks.push(
        `- ${m.name}: p50 ${m.p50} ms at ${large.n.toLocaleString("en")} vs ${base.p50} ms at ${small.n.toLocaleString("en")} → ${ratio.toFixed(2)}× (target ≤ 2×): ${ratio <= 2 ? "met" : "MISSED"}`,
      );
    }
  }
  if (large) {
    for (const [what, list] of [
      ["as in production (page cache)", large.cachedMeasures],
      ["every request rendered", large.measures],
    ] as const) {
      const slowest = [...list].sort((a, b) => b.p99 - a.p99)[0];
      if (slowest)
        checks.push(
          `- p99 at ${large.n.toLocaleString("en")} providers on PostgreSQL, ${what}: highest ${slowest.p99} ms (${slowest.name}) (target < 200 ms): ${slowest.p99 < 200 ? "met" : "MISSED"}`,
        );
    }
  }
  const errs = results.reduce((s, r) => s + [...r.measures, ...r.cachedMeasures].reduce((t, m) => t + m.errors + m.non2xx, 0), 0);
  checks.push(`- Errors and non-2xx responses: ${errs} (target 0): ${errs === 0 ? "met" : "MISSED"}`);
  if (visit) checks.push(`- First-visit JavaScript of home on the wire: ${kb(visit.js)} (target ≤ 150 KB): ${visit.js <= 150 * 1024 ? "met" : "MISSED"}`);
  lines.push(...checks, "");
  // The back-office provider list at 100,000 rows (PGlite, query level): scripts/bench-admin-providers.ts.
  if (process.env.BENCH_ADMIN_LIST !== "0") {
    const adminList = spawnSync("npx", ["tsx", "scripts/bench-admin-providers.ts"], { stdio: "inherit" });
    if (adminList.status === 0 && fs.existsSync("bench/ADMIN-LIST.md")) lines.push(fs.readFileSync("bench/ADMIN-LIST.md", "utf8"));
  }
  // The near-me query at 100,000 providers (PGlite and PostgreSQL, query level): scripts/bench-geo.ts.
  if (process.env.BENCH_GEO !== "0") {
    const geo = spawnSync("npx", ["tsx", "scripts/bench-geo.ts"], {
      stdio: "inherit",
      env: { ...process.env, BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? ADMIN_URL },
    });
    if (geo.status === 0 && fs.existsSync("bench/GEO.md")) lines.push(fs.readFileSync("bench/GEO.md", "utf8"));
  }
  // The sitemap at 100,000 providers and 100,000 articles (PGlite, streamed build): scripts/bench-sitemap.ts.
  if (process.env.BENCH_SITEMAP !== "0") {
    const sitemap = spawnSync("npx", ["tsx", "scripts/bench-sitemap.ts"], { stdio: "inherit" });
    if (sitemap.status === 0 && fs.existsSync("bench/SITEMAP.md")) lines.push(fs.readFileSync("bench/SITEMAP.md", "utf8"));
  }
  // The analytics dashboard at 1,000,000 page views (PostgreSQL and PGlite, query level): scripts/bench-analytics.ts.
  if (process.env.BENCH_ANALYTICS !== "0") {
    const analytics = spawnSync("npx", ["tsx", "scripts/bench-analytics.ts"], { stdio: "inherit" });
    if (analytics.status === 0 && fs.existsSync("bench/ANALYTICS.md")) lines.push(fs.readFileSync("bench/ANALYTICS.md", "utf8"));
  }
  // Throughput against the trivial React Router page (scripts/bench-throughput.ts, issue #11 target 3).
  if (process.env.BENCH_THROUGHPUT !== "0") {
    const throughput = spawnSync("npx", ["tsx", "scripts/bench-throughput.ts"], { stdio: "inherit", env: { ...process.env, BENCH_SKIP_BUILD: "1" } });
    if (throughput.status !== 0) log("throughput run failed");
  }
  // Members' pages against the trivial page on PostgreSQL (100,000 providers) and PGlite (scripts/bench-members.ts, issue #27 target 3).
  if (process.env.BENCH_MEMBERS !== "0") {
    const members = spawnSync("npx", ["tsx", "scripts/bench-members.ts"], { stdio: "inherit", env: { ...process.env, BENCH_SKIP_BUILD: "1" } });
    if (members.status !== 0) log("members run failed");
  }
  // A million providers and 10,000,000 reviews against 1,000 (scripts/bench-million.ts, issue #27 target 4): long
  // (the fill alone takes about 20 minutes), so only with BENCH_MILLION=1.
  if (process.env.BENCH_MILLION === "1") {
    const million = spawnSync("npx", ["tsx", "scripts/bench-million.ts"], {
      stdio: "inherit",
      env: { ...process.env, BENCH_SKIP_BUILD: "1", BENCH_MILLION_COMMAND: "BENCH_MILLION=1 npm run bench" },
    });
    if (million.status !== 0) log("million run failed");
  }
  for (const file of ["bench/THROUGHPUT.md", "bench/MEMBERS.md", "bench/MILLION.md", "bench/LIGHTHOUSE.md"]) {
    // Lighthouse is its own command (npm run bench:lighthouse); its last result is shown here.
    if (fs.existsSync(file)) lines.push(fs.readFileSync(file, "utf8").replace(/^# /, "## "));
  }
  const notesFile = path.resolve("bench/NOTES.md");
  if (fs.existsSync(notesFile)) lines.push(fs.readFileSync(notesFile, "utf8"));
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync("bench/RESULTS.md", `${lines.join("\n")}\n`);
  log(`wrote bench/RESULTS.md (${minutes} min)`);
  console.log(checks.join("\n"));
}

if (process.env.BENCH_FILL_ONLY) {
  // Debugging aid: create, migrate and fill one database (kept), e.g. BENCH_FILL_ONLY=hn_dbg BENCH_SIZES=100000.
  const name = process.env.BENCH_FILL_ONLY;
  await admin((c) => c.query(`create database ${name}`));
  const opened = await openPostgres(dbUrl(name), 2);
  await runMigrations(opened);
  await opened.close();
  log(await fill(dbUrl(name), SIZES[0]!));
} else {
  await main();
}
process.exit(0);
