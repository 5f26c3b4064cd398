/**
 * `npx tsx scripts/bench-million.ts` (or `BENCH_MILLION=1 npm run bench`): issue #27 target 4, a
 * million providers. Fills 1,000 and 1,000,000 approved providers with 10 reviews each (10,000,000
 * reviews; 10,000 bench users; 1,000 articles at both sizes) into fresh PostgreSQL databases
 * (bench_million_<n>_<pid>) with the bulk path of scripts/lib/bench-data.ts, starts the production
 * server against each (every request rendered: PAGE_CACHE_SECONDS=0) and measures with autocannon
 * home, a text search, a category, a provider page and the near-me search ('In meiner Nähe' with
 * a place: /?nahe=Berlin, 25 km, nearest first), page by page, 1,000 right before 1,000,000 (on the
 * shared machine both sides of a ratio see about the same load). Target: each page's p50 at 1,000,000 within 2× of
 * the same page at 1,000. Writes bench/MILLION.md (the run under its label; runs with other labels
 * in the file are kept, so before/after stand side by side).
 *
 * Env: BENCH_DURATION (s per URL, default 10 as in scripts/lib/load.ts), BENCH_CONNECTIONS (default 10), BENCH_SKIP_BUILD=1,
 * BENCH_MILLION_N (default 1000000), BENCH_MILLION_LABEL (default "run"), BENCH_KEEP=1 keeps the
 * databases (for EXPLAIN), BENCH_MILLION_DB_SMALL / BENCH_MILLION_DB_LARGE=<name> measure kept
 * databases instead of filling new ones (their migrations are brought up to date first).
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres, runMigrations } from "~/lib/db.server";
import { ADMIN_URL, admin, dbUrl, fill, type Filled } from "./lib/bench-data";
import { CONNECTIONS, DURATION, measure, startServer, stopServer, type Measure } from "./lib/load";
import { freePort } from "./net";

const LARGE = Number(process.env.BENCH_MILLION_N ?? 1_000_000);
const SIZES = [1000, LARGE];
const LABEL = process.env.BENCH_MILLION_LABEL ?? "run";
const KEEP = process.env.BENCH_KEEP === "1";
const REUSE: Record<number, string | undefined> = { 1000: process.env.BENCH_MILLION_DB_SMALL, [LARGE]: process.env.BENCH_MILLION_DB_LARGE };
const FILL = { reviewsPerProvider: 10, users: 10_000, articles: 1000, bulk: true };
const OUT = "bench/MILLION.md";

const log = (...a: unknown[]) => console.log(`[bench-million ${new Date().toISOString().slice(11, 19)}]`, ...a);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");

/** A measure plus the first request of the page (its cached query results not yet there). */
type PageMeasure = Measure & { firstMs: number };
type SizeResult = { n: number; db: string; filled: Filled | null; measures: PageMeasure[] };

function pages(n: number) {
  return [
    ["Home", "/"],
    ["Textsuche", "/?q=Munchen"],
    ["Kategorie", "/?kategorie=hotels"],
    ["Anbieterseite", `/empfehlung/bench-anbieter-${Math.ceil(n / 2)}`],
    ["In meiner Nähe", "/?nahe=Berlin"],
  ] as const;
}

/** Creates (or reuses) and migrates the database of a size and fills it. */
async function prepare(n: number): Promise<{ n: number; db: string; url: string; filled: Filled | null }> {
  const reuse = REUSE[n];
  const name = reuse ?? `bench_million_${n}_${process.pid}`;
  const url = dbUrl(name);
  if (!reuse) await admin((c) => c.query(`create database ${name}`));
  const opened = await openPostgres(url, 2);
  await runMigrations(opened);
  await opened.close();
  if (reuse) {
    log(`${n}: measuring the kept database ${name}`);
    return { n, db: name, url, filled: null };
  }
  log(`${n}: filling ${name} (load ${load()})`);
  const filled = await fill(url, n, { ...FILL, log });
  log(`${n}: filled in ${filled.seconds.toFixed(1)} s (${filled.reviews.toLocaleString("en")} reviews)`);
  return { n, db: name, url, filled };
}

async function measurePage(base: string, n: number, label: string, p: string): Promise<PageMeasure> {
  const t = performance.now();
  const res = await fetch(base + p);
  await res.text();
  const firstMs = Math.round(performance.now() - t);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  const m = { ...(await measure(base, label, p)), firstMs };
  log(`${n}: ${label} first ${firstMs} ms, ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, non-2xx ${m.non2xx} (load ${load()})`);
  return m;
}

/**
 * Fills both sizes, then starts a server for each and measures page by page, 1,000 right before
 * 1,000,000: on a shared machine both sides of a ratio then see about the same load.
 */
async function runAll(): Promise<SizeResult[]> {
  const prepared: Awaited<ReturnType<typeof prepare>>[] = [];
  const servers: ChildProcess[] = [];
  const dirs: string[] = [];
  try {
    for (const n of SIZES) prepared.push(await prepare(n));
    const bases: string[] = [];
    for (const p of prepared) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-million-"));
      dirs.push(dataDir);
      const port = await freePort();
      servers.push(await startServer(p.url, port, dataDir, { PAGE_CACHE_SECONDS: "0" }));
      bases.push(`http://127.0.0.1:${port}`);
    }
    const results: SizeResult[] = prepared.map((p) => ({ n: p.n, db: p.db, filled: p.filled, measures: [] }));
    for (let i = 0; i < pages(1000).length; i++)
      for (const [k, r] of results.entries()) {
        const [label, p] = pages(r.n)[i]!;
        r.measures.push(await measurePage(bases[k]!, r.n, label, p));
      }
    return results;
  } finally {
    for (const s of servers) await stopServer(s);
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    if (!KEEP) {
      await new Promise((r) => setTimeout(r, 1500)); // let the servers' pools close before the drop
      for (const p of prepared) if (!REUSE[p.n]) await admin((c) => c.query(`drop database if exists ${p.db} with (force)`));
    }
  }
}

function report(results: SizeResult[], minutes: string, loadStart: string, loadEnd: string): string {
  const small = results.find((r) => r.n === 1000)!;
  const large = results.find((r) => r.n === LARGE)!;
  const lines: string[] = [];
  lines.push(`## ${LABEL}`, "");
  lines.push(`Run: ${new Date().toISOString()} · ${minutes} min`, "");
  lines.push(
    `Command: \`${process.env.BENCH_MILLION_COMMAND ?? "npx tsx scripts/bench-million.ts"}\`${
      results.some((r) => !r.filled)
        ? " (kept databases measured again: " +
          results
            .filter((r) => !r.filled)
            .map((r) => r.db)
            .join(", ") +
          ")"
        : ""
    }`,
    "",
  );
  lines.push(
    `- Machine: ${os.cpus()[0]?.model ?? "?"}, nproc ${os.availableParallelism()}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}; load average (1, 5, 15 min) at start ${loadStart}, at end ${loadEnd} (the machine is shared with other sessions)`,
  );
  lines.push(
    `- Database: PostgreSQL on ${ADMIN_URL.replace(/\/\/[^@]*@/, "//…@")}, one fresh database per size; server, database and load generator on one machine`,
  );
  lines.push(`- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after a 2 s warm-up; every request rendered (PAGE_CACHE_SECONDS=0)`);
  for (const r of results)
    if (r.filled)
      lines.push(
        `- Fill ${r.n.toLocaleString("en")}: ${r.filled.seconds.toFixed(1)} s for ${r.n.toLocaleString("en")} providers, ${r.filled.reviews.toLocaleString("en")} reviews, ${r.filled.articles.toLocaleString("en")} articles (${Object.entries(
          r.filled.steps,
        )
          .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
          .join(", ")})`,
      );
  lines.push("");
  lines.push("| providers | page | path | first request ms | req/s | p50 ms | p99 ms | errors | non-2xx |", "|---:|---|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results)
    for (const m of r.measures)
      lines.push(`| ${r.n.toLocaleString("en")} | ${m.name} | \`${m.path}\` | ${m.firstMs} | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} |`);
  lines.push(
    "",
    "'first request' is the single request before the warm-up: the page's result list is not cached yet (the app keeps result pages 15 s and the category counts and city list 30 s in process, app/lib/cache.server.ts), so it carries the uncached queries; the measured run mostly reads those caches.",
  );
  lines.push("", `p50 at ${LARGE.toLocaleString("en")} against 1,000 (target ≤ 2×):`, "");
  for (const m of large.measures) {
    const base = small.measures.find((x) => x.name === m.name)!;
    const ratio = base.p50 > 0 ? m.p50 / base.p50 : m.p50 === 0 ? 1 : Infinity;
    lines.push(`- ${m.name}: ${m.p50} ms vs ${base.p50} ms → ${ratio.toFixed(2)}×: ${ratio <= 2 ? "MET" : "MISSED"} (p99 ${m.p99} vs ${base.p99} ms)`);
  }
  lines.push("");
  return lines.join("\n");
}

async function main() {
  const t0 = Date.now();
  const loadStart = load();
  log(`start (load ${loadStart})`);
  if (!process.env.BENCH_SKIP_BUILD) {
    log("building (react-router build)…");
    const b = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const results = await runAll();
  const section = report(results, ((Date.now() - t0) / 60000).toFixed(1), loadStart, load());
  // Sections of other labels stay (before/after); this label's section is replaced.
  const previous = fs.existsSync(OUT) ? fs.readFileSync(OUT, "utf8") : "";
  const kept = previous
    .split(/^(?=## )/m)
    .filter((s) => s.startsWith("## ") && !s.startsWith(`## ${LABEL}\n`))
    .map((s) => s.trimEnd());
  const header = previous.split(/^(?=## )/m)[0]?.startsWith("# ")
    ? previous.split(/^(?=## )/m)[0]!.trimEnd()
    : [
        "# A million providers (issue #27, target 4)",
        "",
        "Each page's p50 at 1,000,000 approved providers with 10,000,000 reviews must be within 2× of the same page at 1,000 providers (10 reviews each too), every request rendered. Written by `scripts/bench-million.ts`; each run is a section named by BENCH_MILLION_LABEL.",
      ].join("\n");
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync(OUT, `${[header, ...kept, section.trimEnd()].join("\n\n")}\n`);
  log(`wrote ${OUT}`);
  if (KEEP) log(`kept: ${results.map((r) => r.db).join(", ")}`);
}

await main();
process.exit(0);
