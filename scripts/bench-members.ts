/**
 * Members' pages against the trivial React Router page (issue #27, target 3): the signed-in demo
 * members (each request the next member's session) load home, a provider page, a search, /blog and
 * an article, side by side with the baseline of bench/baseline measured right before each page, in
 * two ways: as the server runs in production (pages shared between members are rendered once and
 * filled for each member, decision 0048; PAGE_CACHE_SECONDS=10) and with every request rendered
 * (PAGE_CACHE_SECONDS=0). Two databases:
 * - PostgreSQL: a fresh database with the demo data plus BENCH_MEMBERS_N (default 100,000)
 *   providers, their reviews and as many articles (scripts/lib/bench-data.ts), dropped afterwards;
 * - the embedded database (PGlite under a temporary DATA_DIR) with the demo data.
 * Also counts the database round trips of each page for a member (DB_LOG_QUERIES=1). Writes
 * bench/MEMBERS.md.
 *
 *   npx tsx scripts/bench-members.ts     (BENCH_SKIP_BUILD=1 reuses build/, BENCH_MEMBERS_N, BENCH_DURATION, BENCH_CONNECTIONS)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres, runMigrations } from "~/lib/db.server";
import { DEMO_USER_PASSWORD, DEMO_USERS } from "../db/seed/accounts";
import { ADMIN_URL, admin, dbUrl, fill } from "./lib/bench-data";
import { BASELINE_DIR, buildApp, startBaseline } from "./lib/baseline";
import { CONNECTIONS, DURATION, measure, startServer, stopServer, type Measure } from "./lib/load";
import { freePort } from "./net";

const N = Number(process.env.BENCH_MEMBERS_N ?? 100_000);
const TARGET = 0.25;
const log = (...a: unknown[]) => console.log(`[members ${new Date().toISOString().slice(11, 19)}]`, ...a);

async function signIn(base: string, email = "lena@demo.hanfnetz.de"): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password: DEMO_USER_PASSWORD }).toString(),
    redirect: "manual",
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

async function firstLink(base: string, page: string, re: RegExp, cookie: string): Promise<string> {
  const html = await (await fetch(base + page, { headers: { cookie } })).text();
  const m = html.match(re);
  if (!m) throw new Error(`no link matching ${re} on ${page}`);
  return m[0].replace(/&amp;/g, "&");
}

type Mode = "shared" | "rendered";
type Row = { db: string; mode: Mode; page: Measure; base: Measure; queries: number; answer: string };

/** The sessions of every demo member (admins are not among them). */
async function signInAll(base: string): Promise<string[]> {
  const cookies: string[] = [];
  for (const member of DEMO_USERS) cookies.push(await signIn(base, member.email));
  return cookies;
}

/** How many of the members get `page` from a shared render (the second request of each: the first may render it). */
async function sharedFor(base: string, page: string, cookies: string[]): Promise<number> {
  let shared = 0;
  for (const cookie of cookies) {
    await (await fetch(base + page, { headers: { cookie } })).arrayBuffer();
    const res = await fetch(base + page, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.headers.get("x-member-template")) shared++;
  }
  return shared;
}

/** Every provider link of a page, in order, without repeats. */
async function providerLinks(base: string, page: string, cookie: string): Promise<string[]> {
  const html = await (await fetch(base + page, { headers: { cookie } })).text();
  return [...new Set([...html.matchAll(/\/empfehlung\/[a-z0-9-]+(?=")/g)].map((m) => m[0]))];
}

/**
 * The top provider on home is one most demo members reviewed (their page is their own: rendered
 * for them alone); a typical provider page is one of the first twelve on home that the most
 * members share. Chosen in the production run, used in both.
 */
const typicalProvider = new Map<string, string>();

async function run(db: "PostgreSQL" | "PGlite", url: string, dataDir: string, basePort: number, mode: Mode): Promise<Row[]> {
  const port = await freePort();
  const logFile = path.join(dataDir, "queries.log");
  const cacheSeconds = mode === "shared" ? "10" : "0";
  const server = await startServer(url, port, dataDir, { SEED_ON_FIRST_START: "true", PAGE_CACHE_SECONDS: cacheSeconds });
  const base = `http://127.0.0.1:${port}`;
  const baseUrl = `http://127.0.0.1:${basePort}`;
  const rows: Row[] = [];
  try {
    const cookie = await signIn(base);
    const members = await signInAll(base);
    const headers = members.map((c) => ({ cookie: c }));
    const provider = await firstLink(base, "/", /\/empfehlung\/[a-z0-9-]+/, cookie);
    const article = await firstLink(base, "/blog", /\/blog\/[a-z0-9_-]+\/[a-z0-9-]+/, cookie);
    if (mode === "shared" && !typicalProvider.has(db)) {
      let best = { path: provider, shared: -1 };
      for (const candidate of (await providerLinks(base, "/", cookie)).slice(0, 12)) {
        const shared = await sharedFor(base, candidate, members);
        if (shared > best.shared) best = { path: candidate, shared };
      }
      typicalProvider.set(db, best.path);
    }
    const pages: [string, string][] = [
      ["Home", "/"],
      ["Anbieterseite (oberste auf Home)", provider],
      ["Anbieterseite (typisch)", typicalProvider.get(db) ?? provider],
      ["Suche", "/?q=Berlin"],
      ["Blog", "/blog"],
      ["Artikel", article],
    ];
    for (const [name, p] of pages) {
      log(`${db} (${mode}): baseline, then ${name} (${p}) as ${members.length} members…`);
      const b = await measure(baseUrl, "baseline", "/");
      const m = await measure(base, name, p, headers);
      // How the server answers the members' requests of this page after the load.
      const shared = mode === "shared" ? await sharedFor(base, p, members) : 0;
      const answer = mode === "shared" ? `shared for ${shared} of ${members.length}` : "rendered";
      log(
        `${db}: ${name} ${m.rps} req/s (p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}) vs baseline ${b.rps} → ${(m.rps / b.rps).toFixed(3)} (${answer})`,
      );
      rows.push({ db, mode, page: m, base: b, queries: 0, answer });
    }
    await stopServer(server);
    // Round trips: the same pages once more on a server that logs every statement.
    // On a port of its own: the embedded database's server may still be closing the first port.
    const countPort = await freePort();
    const countBase = `http://127.0.0.1:${countPort}`;
    const counting = await startServer(url, countPort, dataDir, { PAGE_CACHE_SECONDS: cacheSeconds, DB_LOG_QUERIES: "1" }, logFile);
    try {
      const again = await signIn(countBase);
      for (const row of rows) {
        await fetch(countBase + row.page.path, { headers: { cookie: again } }); // warm the shared caches
        const before = countLines(logFile);
        await fetch(countBase + row.page.path, { headers: { cookie: again } });
        await new Promise((r) => setTimeout(r, 200));
        row.queries = countLines(logFile) - before;
      }
    } finally {
      await stopServer(counting);
    }
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return rows;
}

function countLines(file: string): number {
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.startsWith("[sql]")).length;
}

async function main() {
  const t0 = Date.now();
  if (!process.env.BENCH_SKIP_BUILD) buildApp(process.cwd());
  buildApp(BASELINE_DIR);
  const basePort = await freePort();
  const baseline = await startBaseline(basePort);
  const rows: Row[] = [];
  const name = `hanfnetz_members_${process.pid}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-members-pg-"));
  const liteDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-members-lite-"));
  let fillSeconds = 0;
  try {
    await admin((c) => c.query(`create database ${name}`));
    const url = dbUrl(name);
    const opened = await openPostgres(url, 2);
    await runMigrations(opened);
    await opened.close();
    // Demo data first (npm run db:seed), then the bench rows.
    const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url, DATA_DIR: pgDir } });
    if (seeded.status !== 0) throw new Error("db:seed failed");
    log(`PostgreSQL: inserting ${N.toLocaleString("en")} providers, reviews and articles…`);
    fillSeconds = (await fill(url, N)).seconds;
    for (const mode of ["shared", "rendered"] as const) rows.push(...(await run("PostgreSQL", url, pgDir, basePort, mode)));
    for (const mode of ["shared", "rendered"] as const) rows.push(...(await run("PGlite", "", liteDir, basePort, mode)));
  } finally {
    await stopServer(baseline);
    await new Promise((r) => setTimeout(r, 1500));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    fs.rmSync(pgDir, { recursive: true, force: true });
    fs.rmSync(liteDir, { recursive: true, force: true });
  }
  const lines = [
    "# Members' pages against the trivial React Router page",
    "",
    `Run: ${new Date().toISOString()} · ${((Date.now() - t0) / 60000).toFixed(1)} min`,
    "",
    `Command: \`npx tsx scripts/bench-members.ts\` (also run by \`npm run bench\`). The ${DEMO_USERS.length} signed-in demo members, each request the next member's session; the baseline measured right before each page. "production": the server as it runs in production (PAGE_CACHE_SECONDS=10: a page shared between members is rendered once and filled for each member, decision 0048; the others are rendered for each request); "every request rendered": PAGE_CACHE_SECONDS=0. "answer": for how many of the members the server answers the page from a shared render (the others: rendered for them alone, e.g. a provider they reviewed). The top provider on home is one most demo members reviewed; "typisch" is the one of the first twelve on home that the most members share.`,
    "",
    `- Machine: ${os.cpus()[0]?.model ?? "?"}, nproc ${os.availableParallelism()}, Node ${process.version}; load generator, server, database and baseline on one machine (load average at the end ${os.loadavg()[0]!.toFixed(1)})`,
    `- PostgreSQL: ${ADMIN_URL.replace(/\/\/[^@]*@/, "//…@")}, demo data + ${N.toLocaleString("en")} providers with reviews and as many articles (inserted in ${fillSeconds.toFixed(1)} s); PGlite: the demo data`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after a 2 s warm-up`,
    "",
    `| database | server | page | path | answer | req/s | p50 ms | p99 ms | non-2xx | baseline req/s | ratio (target ≥ ${TARGET}) | queries |`,
    "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r) => {
      const ratio = r.page.rps / r.base.rps;
      const server = r.mode === "shared" ? "production" : "every request rendered";
      return `| ${r.db} | ${server} | ${r.page.name} | \`${r.page.path}\` | ${r.answer} | ${r.page.rps} | ${r.page.p50} | ${r.page.p99} | ${r.page.non2xx} | ${r.base.rps} | ${ratio.toFixed(3)} ${ratio >= TARGET ? "met" : "MISSED"} | ${r.queries} |`;
    }),
    "",
    `p99 under 200 ms on PostgreSQL (production): ${rows.filter((r) => r.db === "PostgreSQL" && r.mode === "shared").every((r) => r.page.p99 < 200) ? "met" : "MISSED"}`,
    "",
  ];
  fs.writeFileSync("bench/MEMBERS.md", lines.join("\n"));
  console.log(lines.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
