/**
 * `BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench-search.ts`: the text search of the directory
 * (features/providers/search.server.ts) and of the blog (features/blog/blog.server.ts) on a filled
 * database, e.g. the 100,000 providers and articles of `BENCH_FILL_ONLY=<db> BENCH_SIZES=100000 npx tsx
 * scripts/bench.ts`. For correct spellings and typos it times the whole search (count and first page,
 * result caches emptied before every run): one warm-up, then the median and p95 of BENCH_SEARCH_RUNS
 * runs (default 15; the blog BENCH_SEARCH_BLOG_RUNS), and prints the plan of the provider page query (EXPLAIN ANALYZE) so one can see
 * which indexes it uses; BENCH_SEARCH_OUT=<file> also writes the table there. The database is not migrated or changed.
 * Then the suggestions of the search bar (/api/suggest, features/providers/suggest.server.ts) for
 * the prefixes typed into 'Was?' and 'Wo?' (BENCH_SUGGEST_WHAT, BENCH_SUGGEST_WHERE): median and
 * p95 of BENCH_SUGGEST_RUNS runs each (default 30; without the per-term answer cache and the rate
 * limit; the list of places, cached 30 s in the server, stays warm), and p95 over all of them
 * (target under 50 ms at 100,000 providers). BENCH_SUGGEST_ONLY=1 skips the full searches.
 */
import fs from "node:fs";
import { and, desc, eq, sql } from "drizzle-orm";
import { providers } from "~db/schema";
import { providerSearchCondition, providerSearchRank } from "~db/search";
import { invalidateCacheScope } from "~/lib/cache.server";
import { openPostgres, setDatabase } from "~/lib/db.server";
import { listBlog } from "~/features/blog/blog.server";
import { DIRECTORY_CACHE_SCOPE } from "~/features/providers/directory.server";
import { parseDirectoryFilters } from "~/features/providers/filters";
import { searchProviders } from "~/features/providers/search.server";
import { suggestPlaces, suggestWhat } from "~/features/providers/suggest.server";

const URL_ = process.env.BENCH_DATABASE_URL;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 15);
/** The blog search before the lexicon scanned every article's text (seconds per query at 100,000): fewer runs. */
const BLOG_RUNS = Number(process.env.BENCH_SEARCH_BLOG_RUNS ?? RUNS);
const TERMS = (process.env.BENCH_SEARCH_TERMS ?? "Munchen,Munchn,Hamburg,Hambrug,Social Club,Sozial Club,Kiosk Lounge,Kiosk Lonuge,Hotels,Hotles").split(",");

if (!URL_) {
  console.error("BENCH_DATABASE_URL fehlt (eine gefüllte PostgreSQL-Datenbank).");
  process.exit(1);
}

const SUGGEST_RUNS = Number(process.env.BENCH_SUGGEST_RUNS ?? 30);
const SUGGEST_WHAT = (process.env.BENCH_SUGGEST_WHAT ?? "Mu,Mün,Hamb,Hambr,Soc,Sozial Cl,Kiosk,Kiosk Lon,Hot,Hotles,Telemed,Grow").split(",");
const SUGGEST_WHERE = (process.env.BENCH_SUGGEST_WHERE ?? "Mü,Ham,Leip,Lepzig,Frankf,10115,Wien,Graz").split(",");

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function time(fn: () => Promise<unknown>, runs = RUNS) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    invalidateCacheScope(DIRECTORY_CACHE_SCOPE);
    invalidateCacheScope("blog");
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const out: string[] = [];
const opened = await openPostgres(URL_, 4);
setDatabase(opened.db);
try {
  const rows: string[] = [];
  for (const term of process.env.BENCH_SUGGEST_ONLY ? [] : TERMS) {
    const filters = parseDirectoryFilters(new URLSearchParams({ q: term }));
    const result = await searchProviders(null, filters);
    const blog = await listBlog(null, { q: term, sort: "newest", page: 1 });
    const p = await time(() => searchProviders(null, filters));
    const b = await time(() => listBlog(null, { q: term, sort: "newest", page: 1 }), BLOG_RUNS);
    rows.push(
      `| ${term} | ${result.totalIsCapped ? ">" : ""}${result.total} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${blog.total} | ${b.p50.toFixed(1)} | ${b.p95.toFixed(1)} |`,
    );
    if (process.env.BENCH_SEARCH_OUT) fs.appendFileSync(`${process.env.BENCH_SEARCH_OUT}.progress`, `${rows.at(-1)}\n`);
  }
  out.push(
    `${RUNS} runs per term (blog: ${BLOG_RUNS}), milliseconds`,
    "",
    "| term | providers | p50 | p95 | articles | p50 | p95 |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  );
  for (const term of process.env.BENCH_SUGGEST_ONLY ? [] : [TERMS[1] ?? TERMS[0]!]) {
    const plan = await opened.db.execute<{ "QUERY PLAN": string }>(
      sql`explain (analyze, costs off) ${opened.db
        .select({ id: providers.id })
        .from(providers)
        .where(and(eq(providers.status, "approved"), providerSearchCondition(term)))
        .orderBy(desc(providerSearchRank(term)), desc(providers.createdAt))
        .limit(25)}`,
    );
    out.push("", `EXPLAIN ANALYZE of the provider page query for '${term}':`, "", "```", ...plan.rows.map((r) => r["QUERY PLAN"]), "```");
  }
  // Suggestions while typing: every run timed on its own, p95 per prefix and over all runs.
  const all: number[] = [];
  const suggestRows: string[] = [];
  for (const [field, terms, fn] of [
    ["was", SUGGEST_WHAT, suggestWhat],
    ["wo", SUGGEST_WHERE, suggestPlaces],
  ] as const) {
    for (const term of terms) {
      const found = await fn(term);
      const times: number[] = [];
      for (let i = 0; i < SUGGEST_RUNS; i++) {
        const t0 = performance.now();
        await fn(term);
        times.push(performance.now() - t0);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      suggestRows.push(`| ${field} | ${term} | ${found.length} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} |`);
    }
  }
  all.sort((a, b) => a - b);
  out.push(
    "",
    `Suggestions (/api/suggest), ${SUGGEST_RUNS} runs per prefix, milliseconds; p95 over all ${all.length} runs: ${quantile(all, 0.95).toFixed(1)} ms`,
    "",
    "| field | typed | suggestions | p50 | p95 |",
    "|---|---|---|---|---|",
    ...suggestRows,
  );
} finally {
  await opened.close();
}
// Written in one go (console output through a pipe can be cut off at exit).
const file = process.env.BENCH_SEARCH_OUT;
if (file) fs.writeFileSync(file, `${out.join("\n")}\n`);
process.stdout.write(`${out.join("\n")}\n`);
