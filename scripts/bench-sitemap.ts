/**
 * `npx tsx scripts/bench-sitemap.ts`: /sitemap.xml at scale (issue #16).
 *
 * Seeds an in-memory PGlite (migrated like production) with BENCH_SITEMAP_N approved providers and
 * as many published articles (default 100,000 each; 500 authors), then builds the sitemap as the
 * route does (`sitemapGzip`: the index and every part, streamed batch by batch into gzip) and
 * reports the time, the bytes (compressed and plain), the URL count and the peak memory (RSS and
 * heap, sampled every 20 ms) of the build. Writes bench/SITEMAP.md; `npm run bench` runs it
 * (BENCH_SITEMAP=0 skips). Small proof run: BENCH_SITEMAP_N=2000 npx tsx scripts/bench-sitemap.ts
 */
import fs from "node:fs";
import os from "node:os";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { openPglite, runMigrations, setDatabase } from "~/lib/db.server";
import { sitemapGzip } from "~/features/seo/sitemap-file.server";
import { SITEMAP_MAX_URLS, sitemapPlan } from "~/features/seo/sitemap.server";

const N = Number(process.env.BENCH_SITEMAP_N ?? 100_000);
const AUTHORS = Math.min(500, Math.max(1, Math.floor(N / 10)));
const log = (...a: unknown[]) => console.log(`[bench-sitemap ${new Date().toISOString().slice(11, 19)}]`, ...a);

const started = Date.now();
const opened = await openPglite();
await runMigrations(opened);
setDatabase(opened.db, () => opened.close());
const db = opened.db;
log(`migrated; inserting ${N.toLocaleString("en")} providers, ${N.toLocaleString("en")} articles, ${AUTHORS} authors`);
const fillStart = Date.now();
await db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'autor_' || i, 'autor' || i || '@bench.example', true
  from generate_series(1, ${AUTHORS}::int) i`);
await db.execute(sql`
  insert into profiles (id, username, email)
  select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'autor_' || i, 'autor' || i || '@bench.example'
  from generate_series(1, ${AUTHORS}::int) i`);
const CHUNK = 10_000;
for (let from = 1; from <= N; from += CHUNK) {
  const to = Math.min(N, from + CHUNK - 1);
  await db.execute(sql`
    insert into providers (name, description, category, categories, city, country_code, status, slug, created_at, updated_at)
    select 'Bench Club ' || i, 'Beschreibung ' || i, 'cscs_dispensarys', array['cscs_dispensarys'], 'Berlin', 'DE', 'approved',
           'bench-club-' || i, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) i`);
  await db.execute(sql`
    insert into blog_articles (title, content, slug, status, publish_date, author_id, created_at, updated_at)
    select 'Artikel ' || i, '<p>Text</p>', 'artikel-' || i, 'published', now() - (i || ' minutes')::interval,
           ('00000000-0000-4000-8000-' || lpad((1 + i % ${AUTHORS}::int)::text, 12, '0'))::uuid,
           now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) i`);
}
await db.execute(sql`vacuum analyze`);
const fillSeconds = (Date.now() - fillStart) / 1000;
log(`filled in ${fillSeconds.toFixed(1)} s`);

global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
const t0 = performance.now();
const plan = await sitemapPlan();
const files = plan.parts === 0 ? [0] : [0, ...Array.from({ length: plan.parts }, (_, i) => i + 1)];
let gzBytes = 0;
let plainBytes = 0;
let urls = 0;
const perFile: string[] = [];
for (const part of files) {
  const p0 = performance.now();
  const gz = await sitemapGzip(part);
  const ms = performance.now() - p0;
  // Decompressed only to count (outside the measured build time's memory would be misleading: done after timing the part).
  const plain = gunzipSync(gz);
  const count = (plain.toString("utf8").match(/<url>/g) ?? []).length;
  gzBytes += gz.length;
  plainBytes += plain.length;
  urls += count;
  perFile.push(
    `| ${part === 0 ? (plan.parts ? "index" : "urlset") : `teil=${part}`} | ${count.toLocaleString("en")} | ${(gz.length / 1024).toFixed(0)} | ${(plain.length / 1024).toFixed(0)} | ${ms.toFixed(0)} |`,
  );
}
const totalMs = performance.now() - t0;
const c0 = performance.now();
for (const part of files) await sitemapGzip(part);
const cachedMs = performance.now() - c0;
clearInterval(sampler);
await opened.close();

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
const md = [
  "## Sitemap (/sitemap.xml)",
  "",
  `Run: ${new Date().toISOString()} · command: \`BENCH_SITEMAP_N=${N} npx tsx scripts/bench-sitemap.ts\` · PGlite in memory, ${N.toLocaleString("en")} approved providers and ${N.toLocaleString("en")} published articles (${AUTHORS} authors), filled in ${fillSeconds.toFixed(1)} s · ${os.cpus()[0]?.model ?? "unknown"}, nproc ${os.cpus().length}, Node ${process.version}`,
  "",
  `${plan.total.toLocaleString("en")} URLs planned, ${urls.toLocaleString("en")} written, ${plan.parts ? `${plan.parts} parts of at most ${SITEMAP_MAX_URLS.toLocaleString("en")} plus the index` : "one urlset"}.`,
  "",
  "| file | URLs | gzip KB | XML KB | build ms |",
  "|---|---:|---:|---:|---:|",
  ...perFile,
  "",
  `- Build of all files: ${(totalMs / 1000).toFixed(2)} s; again from the cache: ${cachedMs.toFixed(1)} ms.`,
  `- Bytes: ${(gzBytes / 1024).toFixed(0)} KB compressed (kept in the cache), ${mb(plainBytes)} MB XML (never held whole while building).`,
  `- Memory during the build (includes the PGlite database in the same process): RSS ${mb(base.rss)} → peak ${mb(peakRss)} MB, heap ${mb(base.heapUsed)} → peak ${mb(peakHeap)} MB.`,
  "",
  `Total run: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  "",
].join("\n");
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/SITEMAP.md", md);
console.log(md);
process.exit(0);
