/**
 * Bench data on PostgreSQL, generated in the database (generate_series), not row by row: bench
 * users, n approved providers with varied names, cities and categories, their reviews, one heavy
 * reviewer, as many articles as providers. Shared by scripts/bench.ts and scripts/bench-members.ts.
 */
import pg from "pg";

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

/** Inserts users, n approved providers with varied names/cities/categories, reviews; returns a slug. */
/** Reviews written by the one heavy reviewer (bench_1): 10,000 at 100,000 providers. */
export const heavyReviews = (n: number) => Math.min(10_000, Math.floor(n / 10));

export async function fill(url: string, n: number): Promise<{ seconds: number; slug: string; reviews: number; articles: number; heavyReviews: number }> {
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
