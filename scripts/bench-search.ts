/**
 * `BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench-search.ts`: the text search of the directory
 * (features/providers/search.server.ts) and of the blog (features/blog/blog.server.ts) on a filled
 * database, e.g. the 100,000 providers and articles of `BENCH_FILL_ONLY=<db> BENCH_SIZES=100000 npx tsx
 * scripts/bench.ts`. For correct spellings and typos it times the whole search (count and first page,
 * result caches emptied before every run): one warm-up, then the median and p95 of BENCH_SEARCH_RUNS
 * runs (default 15; the blog BENCH_SEARCH_BLOG_RUNS), and prints the plan of the provider page query (EXPLAIN ANALYZE) so one can see
 * which indexes it uses; BENCH_SEARCH_OUT=<file> also writes the table there. The database is not migrated or changed.
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

const URL_ = process.env.BENCH_DATABASE_URL;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 15);
/** The blog search before the lexicon scanned every article's text (seconds per query at 100,000): fewer runs. */
const BLOG_RUNS = Number(process.env.BENCH_SEARCH_BLOG_RUNS ?? RUNS);
const TERMS = (process.env.BENCH_SEARCH_TERMS ?? "Munchen,Munchn,Hamburg,Hambrug,Social Club,Sozial Club,Kiosk Lounge,Kiosk Lonuge,Hotels,Hotles").split(",");

if (!URL_) {
  console.error("BENCH_DATABASE_URL fehlt (eine gefüllte PostgreSQL-Datenbank).");
  process.exit(1);
}

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
  for (const term of TERMS) {
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
  out.push(`${RUNS} runs per term (blog: ${BLOG_RUNS}), milliseconds`, "", "| term | providers | p50 | p95 | articles | p50 | p95 |", "|---|---|---|---|---|---|---|", ...rows);
  for (const term of [TERMS[1] ?? TERMS[0]!]) {
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
} finally {
  await opened.close();
}
// Written in one go (console output through a pipe can be cut off at exit).
const file = process.env.BENCH_SEARCH_OUT;
if (file) fs.writeFileSync(file, `${out.join("\n")}\n`);
process.stdout.write(`${out.join("\n")}\n`);
