/**
 * Bench data on PostgreSQL, generated in the database (generate_series), not row by row: bench
 * users, n approved providers with varied names, cities and categories, their reviews, one heavy
 * reviewer, as many articles as providers. Shared by scripts/bench.ts and scripts/bench-members.ts.
 */
import pg from "pg";
import { recalculateAllRanksIn } from "~/features/providers/freshness/ranking";
import { openPostgres } from "~/lib/db.server";

export const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function dbUrl(name: string) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Reviews written by the one heavy reviewer (bench_1): 10,000 at 100,000 providers. */
export const heavyReviews = (n: number) => Math.min(10_000, Math.floor(n / 10));

export type FillOptions = {
  /**
   * Reviews per provider, each by a different bench user (so (provider, user) stays unique). Default
   * (undefined): about 2.25 (one to three of three, as before).
   */
  reviewsPerProvider?: number;
  /** Bench users (bench_1 … bench_N); default 200; at least reviewsPerProvider. */
  users?: number;
  /** Published articles; default n (as many as providers). */
  articles?: number;
  /**
   * Bulk path for big sizes (default from 500,000 providers): the secondary indexes, constraints
   * and statement triggers of providers and reviews are dropped before the insert and recreated
   * from their definitions afterwards; inserts in batches of 100,000 providers (one statement per
   * review round), progress logged; synchronous_commit off, maintenance_work_mem 1 GB.
   */
  bulk?: boolean;
  log?: (...a: unknown[]) => void;
};

export type Filled = { seconds: number; slug: string; reviews: number; articles: number; heavyReviews: number; steps: Record<string, number> };

/** The words, cities, countries and categories the providers are made of, with the cities' coordinates. */
const WORDS = `
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
         array[52.52,53.55,48.14,50.94,50.11,51.23,48.78,51.34,51.05,52.37,49.45,53.08,47.99,51.96,52.02,51.31,48.21,47.07,
               47.80,47.27,47.37,47.56,46.95,52.37,51.92,41.39,50.73,50.00,54.32,54.09]::float8[] as lat,
         array[13.40,9.99,11.58,6.96,8.68,6.78,9.18,12.37,13.74,9.73,11.08,8.80,7.85,7.63,8.53,9.50,16.37,15.44,
               13.04,11.39,8.54,7.59,7.45,4.90,4.48,2.17,7.10,8.27,10.12,12.10]::float8[] as lng,
         array['cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events',
               'youtube','instagram','tiktok','twitch','facebook','other'] as cat`;

/**
 * Providers `from`..`to` (one INSERT … SELECT generate_series). Coordinates as in bench-geo.ts: half
 * within ~30 km of the provider's city, the rest anywhere in the DACH box. With `reviews` per
 * provider the rating aggregates are computed here from the same formula as the reviews' ratings.
 */
function providersSql(reviews: number | undefined, users: number) {
  const aggregates =
    reviews === undefined
      ? "0::numeric, 0"
      : `(select round(avg(1 + (abs(hashtext('bench-anbieter-' || i)) + k) % 5)::numeric, 2) from generate_series(1, ${reviews}) k), ${reviews}`;
  return `
    with words as (${WORDS}),
    r as (select i, abs(hashint4(i)) / 2147483647.0 as u, abs(hashint4(i + 7919)) / 2147483647.0 as v from generate_series($1::int, $2::int) i)
    insert into providers (user_id, name, description, category, categories, address, city, postal_code, country_code,
                           website, image_url, image_urls, status, slug, verified, featured, latitude, longitude, coordinates_source,
                           average_rating, review_count, created_at, updated_at)
    select
      ('00000000-0000-4000-8000-' || lpad((1 + i % ${users})::text, 12, '0'))::uuid,
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
      case when i % 2 = 0 then w.lat[1 + (i / 7) % 30] + (u - 0.5) * 0.55 else 46.5 + u * 8.5 end,
      case when i % 2 = 0 then w.lng[1 + (i / 7) % 30] + (v - 0.5) * 0.9 else 6.0 + v * 11.0 end,
      'dataset',
      ${aggregates},
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from r, words w`;
}

/** Review round k (1..reviewsPerProvider) of every provider: a different bench user per round. */
function reviewRoundSql(users: number) {
  return `
    insert into reviews (provider_id, user_id, rating, title, content, status, created_at, updated_at)
    select p.id, ('00000000-0000-4000-8000-' || lpad((1 + (abs(hashtext(p.slug)) + k) % ${users})::text, 12, '0'))::uuid,
           1 + (abs(hashtext(p.slug)) + k) % 5, 'Erfahrung Nummer ' || k,
           'Freundliche Beratung, angenehme Atmosphäre und faire Preise. Gerne wieder.', 'published',
           now() - ((k * 997 + abs(hashtext(p.slug)) % 1000) || ' hours')::interval, now() - ((k * 997 + abs(hashtext(p.slug)) % 1000) || ' hours')::interval
    from providers p cross join (select $1::int as k) rr`;
}

/**
 * The published ranking as the daily job leaves it (features/providers/freshness/ranking.ts), so the
 * job's run at the server's start finds the scores current, as on a running site.
 */
async function rank(url: string, opts: { chunk?: number }) {
  const opened = await openPostgres(url, 1);
  try {
    await opened.db.transaction((tx) => recalculateAllRanksIn(tx, new Date(), opts));
  } finally {
    await opened.close();
  }
}

/** Statements the bulk path runs side by side (BENCH_FILL_JOBS, default 2: the cores of the bench machine). */
const FILL_JOBS = Number(process.env.BENCH_FILL_JOBS ?? 2);

/** Runs `fn` over `items` on `jobs` connections of their own (synchronous_commit off, maintenance_work_mem 512 MB). */
async function inParallel<T>(url: string, jobs: number, items: T[], fn: (c: pg.Client, item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(jobs, items.length) }, async () => {
      const w = new pg.Client({ connectionString: url });
      await w.connect();
      try {
        await w.query("set synchronous_commit = off");
        await w.query("set maintenance_work_mem = '512MB'");
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(w, item);
      } finally {
        await w.end();
      }
    }),
  );
}

/** Inserts users, n approved providers with varied names/cities/categories and coordinates, reviews, articles; returns a slug. */
export async function fill(url: string, n: number, opts: FillOptions = {}): Promise<Filled> {
  const started = Date.now();
  const users = Math.max(opts.users ?? 200, opts.reviewsPerProvider ?? 0, 200);
  const articles = opts.articles ?? n;
  const bulk = opts.bulk ?? n >= 500_000;
  const log = opts.log ?? (() => {});
  const steps: Record<string, number> = {};
  let stepStart = Date.now();
  const step = (name: string) => {
    steps[name] = (Date.now() - stepStart) / 1000;
    log(`fill ${n}: ${name} ${steps[name]!.toFixed(1)} s`);
    stepStart = Date.now();
  };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query("set synchronous_commit = off");
    await c.query("set maintenance_work_mem = '1GB'");
    await c.query(
      `
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench' || i, 'bench' || i || '@bench.test', true, now(), now()
      from generate_series(1, $1::int) i;`,
      [users],
    );
    await c.query(
      `
      insert into profiles (id, username, email)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'bench_' || i, 'bench' || i || '@bench.test'
      from generate_series(1, $1::int) i;`,
      [users],
    );
    step("users");
    const restore = bulk ? await dropForBulk(c) : null;
    if (restore) step("drop indexes, constraints, triggers");
    const BATCH = bulk ? 100_000 : n;
    const batches: [number, number][] = [];
    for (let from = 1; from <= n; from += BATCH) batches.push([from, Math.min(n, from + BATCH - 1)]);
    let done = 0;
    await inParallel(url, bulk ? FILL_JOBS : 1, batches, async (w, [from, to]) => {
      await w.query(providersSql(opts.reviewsPerProvider, users), [from, to]);
      done += to - from + 1;
      if (bulk) log(`fill ${n}: providers ${done.toLocaleString("en")} of ${n.toLocaleString("en")} (${((Date.now() - stepStart) / 1000).toFixed(0)} s)`);
    });
    step("providers");
    if (opts.reviewsPerProvider === undefined) {
      await c.query(`
        insert into reviews (provider_id, user_id, rating, title, content, status, created_at, updated_at)
        select p.id, ('00000000-0000-4000-8000-' || lpad((1 + (abs(hashtext(p.slug)) + k) % ${users})::text, 12, '0'))::uuid,
               1 + (abs(hashtext(p.slug)) + k) % 5, 'Erfahrung Nummer ' || k,
               'Freundliche Beratung, angenehme Atmosphäre und faire Preise. Gerne wieder.', 'published', now(), now()
        from providers p cross join generate_series(1, 3) k
        where (abs(hashtext(p.slug)) + k) % 4 <> 0`);
    } else {
      // One statement per round: a provider's reviews lie apart in the table, as reviews written over time do.
      const rounds = Array.from({ length: opts.reviewsPerProvider }, (_, i) => i + 1);
      await inParallel(url, bulk ? FILL_JOBS : 1, rounds, async (w, k) => {
        await w.query(reviewRoundSql(users), [k]);
        log(`fill ${n}: review round ${k} of ${opts.reviewsPerProvider} (${((Date.now() - stepStart) / 1000).toFixed(0)} s)`);
      });
    }
    step("reviews");
    // The heavy reviewer's reviews (a profile with many reviews), on providers they did not review yet
    // (NOT EXISTS rather than ON CONFLICT: in the bulk path the unique index is not there yet).
    await c.query(
      `
      insert into reviews (provider_id, user_id, rating, title, content, status, created_at, updated_at)
      select p.id, '00000000-0000-4000-8000-000000000001'::uuid, 1 + i % 5, 'Besuch Nummer ' || i,
             'Gute Auswahl, kompetente Beratung und ein freundliches Team. Ich komme gerne wieder.', 'published',
             now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i
      join providers p on p.slug = 'bench-anbieter-' || i
      where not exists (select 1 from reviews r where r.provider_id = p.id and r.user_id = '00000000-0000-4000-8000-000000000001'::uuid)`,
      [heavyReviews(n)],
    );
    step("heavy reviewer");
    // The rating aggregates: of every provider (default), or only of those the heavy reviewer wrote
    // for (with reviewsPerProvider the insert computed the others).
    const touched =
      opts.reviewsPerProvider === undefined
        ? ""
        : `and provider_id in (select p.id from providers p where p.slug in (select 'bench-anbieter-' || i from generate_series(1, ${heavyReviews(n)}) i))`;
    await c.query(`
      update providers p set average_rating = s.avg, review_count = s.n
      from (select provider_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews where status = 'published' ${touched} group by provider_id) s
      where s.provider_id = p.id`);
    step("rating aggregates");
    // Without indexes (bulk) the scores are one cheap statement; otherwise in the job's chunks.
    await rank(url, bulk ? { chunk: 0 } : {});
    step("ranking");
    if (restore) {
      await restore(url);
      step("recreate indexes, constraints, triggers, lexicon");
    }
    // Articles by bench authors 2 to 200 (the measured profile, bench_1, has only its reviews), two categories.
    await c.query(`
      insert into blog_categories (name, slug) values ('Anbau', 'bench-anbau'), ('Recht', 'bench-recht')
      on conflict (slug) do nothing`);
    await c.query(
      `
      insert into blog_articles (title, content, excerpt, slug, status, publish_date, author_id, featured_image_url, view_count, created_at, updated_at, followers_notified_at)
      select 'Praxiswissen Teil ' || i || ': Anbau, Pflege und Ernte',
             '<p>Ein ausführlicher Beitrag über Anbau, Pflege und Ernte. Er erklärt Schritt für Schritt, worauf es ankommt.</p>' ||
               repeat('<p>Licht, Wasser und Nährstoffe müssen zusammenpassen; wer regelmäßig misst, erkennt Probleme früh.</p>', 12),
             'Ein ausführlicher Beitrag über Anbau, Pflege und Ernte – Teil ' || i || '.',
             'praxiswissen-teil-' || i, 'published', now() - (i || ' minutes')::interval,
             ('00000000-0000-4000-8000-' || lpad((2 + i % 199)::text, 12, '0'))::uuid,
             '/images/demo/blog-anbau.svg', i % 500, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
             -- Announced to followers when they went live, as the demo data's articles (db/seed): the
             -- bench's server would otherwise spend its first minutes announcing 100,000 of them.
             now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) i`,
      [articles],
    );
    await c.query(`
      insert into blog_article_categories (article_id, category_id)
      select a.id, c.id from blog_articles a
      join blog_categories c on c.slug = case when abs(hashtext(a.slug)) % 2 = 0 then 'bench-anbau' else 'bench-recht' end`);
    step("articles");
    await c.query("vacuum analyze");
    step("vacuum analyze");
    const count = async (q: string) => (await c.query<{ n: number }>(q)).rows[0]!.n;
    return {
      seconds: (Date.now() - started) / 1000,
      slug: `bench-anbieter-${Math.ceil(n / 2)}`,
      reviews: await count("select count(*)::int as n from reviews"),
      articles: await count("select count(*)::int as n from blog_articles"),
      heavyReviews: await count("select count(*)::int as n from reviews where user_id = '00000000-0000-4000-8000-000000000001'"),
      steps,
    };
  } finally {
    await c.end();
  }
}

/**
 * Drops the secondary indexes, the primary/unique/foreign-key constraints (also those of other
 * tables pointing at them) and the statement triggers of providers and reviews; returns the step
 * that recreates them from their saved definitions (pg_indexes.indexdef, pg_get_constraintdef,
 * pg_get_triggerdef) and fills the search lexicon the insert trigger would have filled.
 */
async function dropForBulk(c: pg.Client): Promise<(url: string) => Promise<void>> {
  const tables = "('public.providers'::regclass, 'public.reviews'::regclass)";
  const constraints = (
    await c.query<{ tbl: string; name: string; def: string; type: string }>(`
      select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def, contype as type
      from pg_constraint
      where (conrelid in ${tables} and contype in ('p', 'u', 'f')) or (confrelid in ${tables} and contype = 'f')`)
  ).rows;
  const indexes = (
    await c.query<{ name: string; def: string }>(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      where i.indrelid in ${tables} and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`)
  ).rows;
  const triggers = (
    await c.query<{ tbl: string; name: string; def: string }>(`
      select tgrelid::regclass::text as tbl, tgname as name, pg_get_triggerdef(oid) as def
      from pg_trigger where tgrelid in ${tables} and not tgisinternal`)
  ).rows;
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  for (const t of triggers) await c.query(`drop trigger ${q(t.name)} on ${t.tbl}`);
  for (const k of constraints.filter((k) => k.type === "f")) await c.query(`alter table ${k.tbl} drop constraint ${q(k.name)}`);
  for (const k of constraints.filter((k) => k.type !== "f")) await c.query(`alter table ${k.tbl} drop constraint ${q(k.name)}`);
  for (const i of indexes) await c.query(`drop index ${i.name}`);
  return async (url: string) => {
    // Primary keys and unique constraints first (the foreign keys need them), then the rest side by side.
    await inParallel(
      url,
      FILL_JOBS,
      constraints.filter((k) => k.type !== "f"),
      (w, k) => w.query(`alter table ${k.tbl} add constraint ${q(k.name)} ${k.def}`),
    );
    const rest = [
      ...indexes.map((i) => i.def),
      ...constraints.filter((k) => k.type === "f").map((k) => `alter table ${k.tbl} add constraint ${q(k.name)} ${k.def}`),
    ];
    await inParallel(url, FILL_JOBS, rest, (w, sql) => w.query(sql));
    for (const t of triggers) await c.query(t.def);
    // What the insert trigger (migration 0020) adds: the words of the searched texts. The numbers
    // in the names are no lexicon words, so the distinct texts without them give the same words.
    await c.query(`
      insert into search_words (word)
      select distinct w from (
        select distinct regexp_replace(name, ' [0-9]+$', '') as name, city, categories, description from providers) p
      cross join lateral public.hn_search_words(public.hn_provider_search_text(p.name, p.city, p.categories, p.description)) w
      on conflict do nothing`);
  };
}
