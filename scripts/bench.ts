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
 * throughput comparison with a trivial React Router page (scripts/bench-throughput.ts). The Lighthouse
 * run is its own command (`npm run bench:lighthouse`); its last bench/LIGHTHOUSE.md is included.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPostgres, runMigrations } from "~/lib/db.server";
import { firstVisitOnWire, type FirstVisit } from "./lib/first-visit";
import { freePort } from "./net";
import { CONNECTIONS, DURATION, measure, startServer, stopServer, type Measure } from "./lib/load";

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SIZES = (process.env.BENCH_SIZES ?? "1000,100000").split(",").map(Number);
/** "Munchen" (without umlaut dots) finds München; it fills the first result page at both sizes. */
const SEARCH_TERM = "Munchen";
const CATEGORY = "hotels";

const log = (...a: unknown[]) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

function dbUrl(name: string) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Inserts users, n approved providers with varied names/cities/categories, reviews; returns a slug. */
/** Reviews written by the one heavy reviewer (bench_1): 10,000 at 100,000 providers. */
const heavyReviews = (n: number) => Math.min(10_000, Math.floor(n / 10));

async function fill(url: string, n: number): Promise<{ seconds: number; slug: string; reviews: number; articles: number; heavyReviews: number }> {
  const started = Date.now();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench' || i, 'bench' || i || '@bench.test', true, now(), now()
      from generate_series(1, 200) i;
      insert into profiles (id, username, email)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench_' || i, 'bench' || i || '@bench.test'
      from generate_series(1, 200) i;`);
    await c.query(
      `
      with words as (
        select array['Grüner','Bunter','Wilder','Stiller','Goldener','Alter','Neuer','Kleiner','Großer','Freier',
                     'Urbaner','Sonniger','Ruhiger','Lichter','Feiner','Edler','Klarer','Frischer','Echter','Heller'] as a,
               array['Kreis','Hanfkontor','Garten','Club','Laden','Treff','Salon','Hof','Markt','Speicher','Keller',
                     'Werkstatt','Stube','Palast','Hafen','Bahnhof','Atelier','Kontor','Zirkel','Verein','Kiosk',
                     'Lounge','Oase','Insel','Quelle'] as b,
               array['Berlin','Hamburg','München','Köln','Frankfurt am Main','Düsseldorf','Stuttgart','Leipzig','Dresden',
                     'Hannover','Nürnberg','Bremen','Freiburg im Breisgau','Münster','Bielefeld','Kassel','Wien','Graz',
                     'Salzburg','Innsbruck','Zürich','Basel','Bern','Amsterdam','Rotterdam','Barcelona','Bonn','Mainz',
                     'Kiel','Rostock'] as city,
               array['DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','DE','AT','AT','AT','AT',
                     'CH','CH','CH','NL','NL','ES','DE','DE','DE','DE'] as cc,
               array['cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events',
                     'youtube','instagram','tiktok','twitch','facebook','other'] as cat
      )
      insert into providers (user_id, name, description, category, categories, address, city, postal_code, country_code,
                             website, image_url, image_urls, status, slug, verified, featured, created_at, updated_at)
      select
        ('00000000-0000-4000-8000-' || lpad((1 + i % 200)::text, 12, '0'))::uuid,
        w.a[1 + i % 20] || ' ' || w.b[1 + (i / 20) % 25] || ' ' || w.city[1 + (i / 7) % 30] || ' ' || i,
        'Willkommen bei ' || w.a[1 + i % 20] || ' ' || w.b[1 + (i / 20) % 25] || ' in ' || w.city[1 + (i / 7) % 30] ||
          '. Wir bieten Beratung, eine freundliche Atmosphäre und ein sorgfältig ausgewähltes Angebot rund um Cannabis-Kultur. ' ||
          'Unser Team freut sich auf deinen Besuch, beantwortet Fragen zu Sorten, Zubehör und rechtlichen Grundlagen und ' ||
          'organisiert regelmäßig Treffen für Mitglieder und Gäste aus der Region.',
        w.cat[1 + i % 13],
        array[w.cat[1 + i % 13]],
        'Musterstraße ' || (1 + i % 120),
        w.city[1 + (i / 7) % 30],
        lpad((10000 + i % 89999)::text, 5, '0'),
        w.cc[1 + (i / 7) % 30],
        'https://anbieter-' || i || '.example',
        '/images/demo/' || w.cat[1 + i % 13] || '.svg',
        array['/images/demo/' || w.cat[1 + i % 13] || '.svg'],
        'approved',
        'bench-anbieter-' || i,
        i % 9 = 0,
        i % 31 = 0,
        now() - (i || ' minutes')::interval,
        now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i, words w`,
      [n],
    );
    await c.query(`
      insert into reviews (provider_id, user_id, rating, title, content, status, created_at, updated_at)
      select p.id, ('00000000-0000-4000-8000-' || lpad((1 + (abs(hashtext(p.slug)) + k) % 200)::text, 12, '0'))::uuid,
             1 + (abs(hashtext(p.slug)) + k) % 5, 'Erfahrung Nummer ' || k,
             'Freundliche Beratung, angenehme Atmosphäre und faire Preise. Gerne wieder.', 'published', now(), now()
      from providers p cross join generate_series(1, 3) k
      where (abs(hashtext(p.slug)) + k) % 4 <> 0`);
    // The heavy reviewer's reviews (a profile with many reviews), on providers they did not review yet.
    await c.query(
      `
      insert into reviews (provider_id, user_id, rating, title, content, status, created_at, updated_at)
      select p.id, '00000000-0000-4000-8000-000000000001'::uuid, 1 + i % 5, 'Besuch Nummer ' || i,
             'Gute Auswahl, kompetente Beratung und ein freundliches Team. Ich komme gerne wieder.', 'published',
             now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i
      join providers p on p.slug = 'bench-anbieter-' || i
      on conflict (provider_id, user_id) do nothing`,
      [heavyReviews(n)],
    );
    // As many published articles as providers, by bench authors 2 to 200 (the measured profile,
    // bench_1, has only its reviews: its page compares 10,000 reviews with 100), two categories.
    await c.query(`
      insert into blog_categories (name, slug) values ('Anbau', 'bench-anbau'), ('Recht', 'bench-recht')
      on conflict (slug) do nothing`);
    await c.query(
      `
      insert into blog_articles (title, content, excerpt, slug, status, publish_date, author_id, featured_image_url, view_count, created_at, updated_at)
      select 'Praxiswissen Teil ' || i || ': Anbau, Pflege und Ernte',
             '<p>Ein ausführlicher Beitrag über Anbau, Pflege und Ernte. Er erklärt Schritt für Schritt, worauf es ankommt.</p>' ||
               repeat('<p>Licht, Wasser und Nährstoffe müssen zusammenpassen; wer regelmäßig misst, erkennt Probleme früh.</p>', 12),
             'Ein ausführlicher Beitrag über Anbau, Pflege und Ernte – Teil ' || i || '.',
             'praxiswissen-teil-' || i, 'published', now() - (i || ' minutes')::interval,
             ('00000000-0000-4000-8000-' || lpad((2 + i % 199)::text, 12, '0'))::uuid,
             '/images/demo/blog-anbau.svg', i % 500, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i`,
      [n],
    );
    await c.query(`
      insert into blog_article_categories (article_id, category_id)
      select a.id, c.id from blog_articles a
      join blog_categories c on c.slug = case when abs(hashtext(a.slug)) % 2 = 0 then 'bench-anbau' else 'bench-recht' end`);
    await c.query(`
      update providers p set average_rating = s.avg, review_count = s.n
      from (select provider_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews where status = 'published' group by provider_id) s
      where s.provider_id = p.id`);
    await c.query("vacuum analyze");
    const count = async (q: string) => (await c.query<{ n: number }>(q)).rows[0]!.n;
    return {
      seconds: (Date.now() - started) / 1000,
      slug: `bench-anbieter-${Math.ceil(n / 2)}`,
      reviews: await count("select count(*)::int as n from reviews"),
      articles: await count("select count(*)::int as n from blog_articles"),
      heavyReviews: await count("select count(*)::int as n from reviews where user_id = '00000000-0000-4000-8000-000000000001'"),
    };
  } finally {
    await c.end();
  }
}

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
  const results: { n: number; fillSeconds: number; reviews: number; articles: number; heavyReviews: number; measures: Measure[]; cachedMeasures: Measure[] }[] = [];
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
      results.push({ n, fillSeconds: filled.seconds, reviews: filled.reviews, articles: filled.articles, heavyReviews: filled.heavyReviews, measures, cachedMeasures });
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
  lines.push("Command: `npm run bench` (= `tsx scripts/bench.ts`; builds with `npx react-router build`, then for each size creates a fresh PostgreSQL database, starts `server/index.ts` with NODE_ENV=production, SEED_ON_FIRST_START=false and a temporary DATA_DIR)", "");
  lines.push("## Machine", "");
  lines.push(`- CPU: ${os.cpus()[0]?.model ?? "?"}, nproc ${os.availableParallelism()}`);
  lines.push(`- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`);
  lines.push(`- Node ${process.version}, ${os.type()} ${os.release()}`);
  lines.push(`- Database: PostgreSQL (${ADMIN_URL.replace(/\/\/[^@]*@/, "//…@")}, fresh database per size, dropped afterwards); server and database share the machine with the load generator`);
  lines.push(`- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after a 2 s warm-up`, "");
  lines.push("## Results", "");
  lines.push("| providers | page | path | req/s | p50 ms | p99 ms | errors | non-2xx |", "|---:|---|---|---:|---:|---:|---:|---:|");
  for (const r of results) for (const m of r.measures) lines.push(`| ${r.n.toLocaleString("en")} | ${m.name} | \`${m.path}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} |`);
  lines.push("", "Every request above is rendered (PAGE_CACHE_SECONDS=0). As in production (anonymous repeat visits answered by the page cache, `server/page-cache.ts`):", "");
  lines.push("| providers | page | path | req/s | p50 ms | p99 ms | errors | non-2xx |", "|---:|---|---|---:|---:|---:|---:|---:|");
  for (const r of results) for (const m of r.cachedMeasures) lines.push(`| ${r.n.toLocaleString("en")} | ${m.name} | \`${m.path}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors} | ${m.non2xx} |`);
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
      checks.push(`- ${m.name}: p50 ${m.p50} ms at ${large.n.toLocaleString("en")} vs ${base.p50} ms at ${small.n.toLocaleString("en")} → ${ratio.toFixed(2)}× (target ≤ 2×): ${ratio <= 2 ? "met" : "MISSED"}`);
    }
  }
  if (large) {
    for (const [what, list] of [["as in production (page cache)", large.cachedMeasures], ["every request rendered", large.measures]] as const) {
      const slowest = [...list].sort((a, b) => b.p99 - a.p99)[0];
      if (slowest) checks.push(`- p99 at ${large.n.toLocaleString("en")} providers on PostgreSQL, ${what}: highest ${slowest.p99} ms (${slowest.name}) (target < 200 ms): ${slowest.p99 < 200 ? "met" : "MISSED"}`);
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
    const geo = spawnSync("npx", ["tsx", "scripts/bench-geo.ts"], { stdio: "inherit", env: { ...process.env, BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? ADMIN_URL } });
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
  for (const file of ["bench/THROUGHPUT.md", "bench/LIGHTHOUSE.md"]) {
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
