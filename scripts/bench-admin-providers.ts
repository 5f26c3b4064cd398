/**
 * `npx tsx scripts/bench-admin-providers.ts`: the back-office provider list at 100,000 providers.
 *
 * Seeds an in-memory PGlite (migrated like production) with BENCH_ADMIN_SIZE providers (default
 * 100,000; 2 % pending, 3 % rejected, varied names and cities), then times the list query of
 * /admin/providers (`queryAdminProviders`: count + page ids + rows) for page 1, a deep page, a
 * search, a status filter and a name sort on a deep page: one warm-up, then the median and the
 * maximum of BENCH_ADMIN_RUNS runs (default 7). Writes bench/ADMIN-LIST.md, which `npm run bench`
 * (scripts/bench.ts) runs and copies into bench/RESULTS.md.
 */
import fs from "node:fs";
import os from "node:os";
import { sql } from "drizzle-orm";
import { openPglite, runMigrations } from "~/lib/db.server";
import { queryAdminProviders } from "~/features/providers/admin/admin-list.server";
import { adminProviderQuerySchema } from "~/features/providers/admin/admin-schema";

const SIZE = Number(process.env.BENCH_ADMIN_SIZE ?? 100_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 7);
const log = (...a: unknown[]) => console.log(`[bench-admin ${new Date().toISOString().slice(11, 19)}]`, ...a);

const started = Date.now();
const opened = await openPglite();
await runMigrations(opened);
const db = opened.db;
log(`migrated; inserting ${SIZE.toLocaleString("en")} providers`);
const fillStart = Date.now();
const CHUNK = 10_000;
for (let from = 1; from <= SIZE; from += CHUNK) {
  const to = Math.min(SIZE, from + CHUNK - 1);
  await db.execute(sql`
    with w as (
      select array['Grüner','Bunter','Wilder','Stiller','Goldener','Alter','Neuer','Kleiner','Großer','Freier'] as a,
             array['Hanfkontor','Garten','Club','Laden','Treff','Salon','Hof','Markt','Speicher','Keller','Lounge','Oase'] as b,
             array['Berlin','Hamburg','München','Köln','Frankfurt am Main','Düsseldorf','Stuttgart','Leipzig','Dresden','Wien','Zürich','Graz'] as city,
             array['cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events','other'] as cat
    )
    insert into providers (name, description, category, categories, city, country_code, status, slug, created_at, updated_at)
    select w.a[1 + i % 10] || ' ' || w.b[1 + (i / 10) % 12] || ' ' || i,
           'Beschreibung ' || i,
           w.cat[1 + i % 8], array[w.cat[1 + i % 8]],
           w.city[1 + (i / 7) % 12], 'DE',
           case when i % 50 = 0 then 'pending' when i % 33 = 0 then 'rejected' else 'approved' end,
           'admin-bench-' || i,
           now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(${from}::int, ${to}::int) i, w`);
}
await db.execute(sql`vacuum analyze providers`);
const fillSeconds = (Date.now() - fillStart) / 1000;
log(`filled in ${fillSeconds.toFixed(1)} s`);

const deepPage = Math.floor(SIZE / 20 / 2);
const cases: { name: string; params: Record<string, string> }[] = [
  { name: "Seite 1 (Standard: ausstehend zuerst, neueste zuerst)", params: {} },
  { name: `tiefe Seite ${deepPage.toLocaleString("de-DE")} (Standard)`, params: { seite: String(deepPage) } },
  { name: "Suche 'Kontor Köln' (Wörter in Name/Stadt, Umlaut gefaltet)", params: { q: "Kontor Köln" } },
  { name: "Suche 'Speicher' (ein Wort, viele Treffer)", params: { q: "Speicher" } },
  { name: "Statusfilter 'ausstehend'", params: { status: "pending" } },
  { name: "Statusfilter 'freigegeben', 100 pro Seite", params: { status: "approved", anzahl: "100" } },
  { name: `Name A-Z, tiefe Seite ${deepPage.toLocaleString("de-DE")}`, params: { sortierung: "name", seite: String(deepPage) } },
];

const rows: string[] = [];
for (const c of cases) {
  const query = adminProviderQuerySchema.parse(c.params);
  const first = await queryAdminProviders(query, db);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await queryAdminProviders(query, db);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const max = times.at(-1)!;
  log(`${c.name}: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms, ${first.total} Treffer, ${first.rows.length} Zeilen`);
  rows.push(
    `| ${c.name} | \`${new URLSearchParams(c.params).toString() || "–"}\` | ${first.total.toLocaleString("en")} | ${first.rows.length} | ${median.toFixed(1)} | ${max.toFixed(1)} |`,
  );
}
await opened.close();

const cpu = os.cpus()[0]?.model ?? "unknown";
const md = [
  "## Admin provider list (/admin/providers)",
  "",
  `Run: ${new Date().toISOString()} · command: \`npx tsx scripts/bench-admin-providers.ts\` (also run by \`npm run bench\`) · database: PGlite in memory, migrated, ${SIZE.toLocaleString("en")} providers (2 % pending, 3 % rejected) inserted in ${fillSeconds.toFixed(1)} s · ${cpu}, nproc ${os.cpus().length}, Node ${process.version}`,
  "",
  `The list query of the tab (\`queryAdminProviders\`: count, ids of the page, rows of the page), one warm-up, then ${RUNS} runs; times in ms.`,
  "",
  "| case | URL query | matches | rows | median ms | max ms |",
  "|---|---|---:|---:|---:|---:|",
  ...rows,
  "",
  `Total run: ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  "",
].join("\n");
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/ADMIN-LIST.md", md);
console.log(md);
process.exit(0);
