import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seed } from "~db/seed";
import { db } from "~/lib/db.server";
import { listBlog } from "~/features/blog/blog.server";
import { blogFilterSchema } from "~/features/blog/schema";
import { parseDirectoryFilters } from "./filters";
import { searchProviders } from "./search.server";

/**
 * Typo search against the demo data (issue #25 defect 2): a misspelt name, city or category finds
 * the providers and articles that the right spelling finds. Runs on PGlite and, with
 * TEST_DB_DRIVER=postgres, on PostgreSQL.
 */

/** [misspelling, right spelling] of provider names, cities and categories of db/seed. */
const MISSPELLINGS: [string, string][] = [
  // the five of the issue
  ["Lepzig", "Leipzig"],
  ["Münchn", "München"],
  ["Sozial Club", "Social Club"],
  ["Hnafküche", "Hanfküche"],
  ["Terpne", "Terpene"],
  // cities
  ["Hambrug", "Hamburg"],
  ["Berln", "Berlin"],
  ["Dresdn", "Dresden"],
  ["Stuttgrat", "Stuttgart"],
  ["Düsseldrof", "Düsseldorf"],
  ["Nürnbreg", "Nürnberg"],
  ["Hanover", "Hannover"],
  ["Bremn", "Bremen"],
  ["Amsterdm", "Amsterdam"],
  ["Barcelna", "Barcelona"],
  ["Zürch", "Zürich"],
  ["Innsbruk", "Innsbruck"],
  ["Salzbrug", "Salzburg"],
  ["Frankfrut", "Frankfurt"],
  ["Freibrug", "Freiburg"],
  ["Bangok", "Bangkok"],
  ["Rotterdamm", "Rotterdam"],
  ["Münstr", "Münster"],
  // names
  ["Hanfkontr", "Hanfkontor"],
  ["Vaporizr", "Vaporizer"],
  ["Spreeblik", "Spreeblick"],
  ["Rheinblüe", "Rheinblüte"],
  ["Nordlict", "Nordlicht"],
  ["Cannaflw", "Cannaflow"],
  ["Hanfgemeinshaft", "Hanfgemeinschaft"],
  ["Alpenhnaf", "Alpenhanf"],
  ["Naturwrek", "Naturwerk"],
  ["Complaince", "Compliance"],
  ["Kannabis Social Club", "Cannabis Social Club"],
  // categories
  ["Telemedzin", "Telemedizin"],
  ["Hotles", "Hotels"],
  ["Onlien Shops", "Online Shops"],
  ["Breder", "Breeder"],
  ["Mesen", "Messen"],
  ["Youtub", "YouTube"],
  ["Instagramm", "Instagram"],
  ["Tiktk", "TikTok"],
  ["Twich", "Twitch"],
  ["Facebok", "Facebook"],
  ["Restaurnats", "Restaurants"],
  ["Sonstigse", "Sonstiges"],
  ["Gewrebe", "Gewerbe"],
];

/** Every provider id the directory search finds for the term (all pages). */
async function providerIds(q: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await searchProviders(null, parseDirectoryFilters(new URLSearchParams({ q, seite: String(page) })));
    for (const item of result.items) ids.add(item.id);
    if (!result.hasMore) return ids;
  }
}

/** Every article id the blog search finds for the term (all pages). */
async function articleIds(q: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const result = await listBlog(null, blogFilterSchema.parse({ q, page: String(page) }));
    for (const a of result.articles) ids.add(a.id);
    if (result.page >= result.pageCount) return ids;
  }
}

/** The ids whose full text contains the words exactly as written (prefixes, no corrections). */
async function exactIds(table: "providers" | "blog_articles", q: string): Promise<Set<string>> {
  const visible = table === "providers" ? sql`status = 'approved'` : sql`status in ('published', 'scheduled') and coalesce(publish_date, created_at) <= now()`;
  const res = await db.execute<{ id: string }>(sql`select id from ${sql.identifier(table)} where ${visible} and search_vector @@ public.hn_search_query(${q})`);
  return new Set(res.rows.map((r) => r.id));
}

const overlap = (found: Set<string>, wanted: Set<string>) => [...wanted].filter((id) => found.has(id)).length;

beforeAll(async () => {
  await seed(db);
});

describe("typo search over the demo data (issue #25 defect 2)", () => {
  it(`finds with ${MISSPELLINGS.length} misspellings at least 95 % of what the right spelling finds`, async () => {
    expect(MISSPELLINGS.length).toBeGreaterThanOrEqual(30);
    let wanted = 0;
    let found = 0;
    const misses: string[] = [];
    for (const [typo, right] of MISSPELLINGS) {
      const [rightProviders, rightArticles, typoProviders, typoArticles] = await Promise.all([
        providerIds(right),
        articleIds(right),
        providerIds(typo),
        articleIds(typo),
      ]);
      expect(rightProviders.size + rightArticles.size, `'${right}' finds something`).toBeGreaterThan(0);
      const hits = overlap(typoProviders, rightProviders) + overlap(typoArticles, rightArticles);
      const size = rightProviders.size + rightArticles.size;
      wanted += size;
      found += hits;
      if (hits < size) misses.push(`'${typo}' (${right}): ${hits} of ${size}`);
    }
    const recall = found / wanted;
    console.info(`typo search recall: ${found} of ${wanted} (${(recall * 100).toFixed(1)} %)${misses.length ? `; short: ${misses.join(", ")}` : ""}`);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it("finds everything the right spelling finds for the five misspellings of the issue", async () => {
    for (const [typo, right] of MISSPELLINGS.slice(0, 5)) {
      const [rightProviders, rightArticles] = await Promise.all([providerIds(right), articleIds(right)]);
      const [typoProviders, typoArticles] = await Promise.all([providerIds(typo), articleIds(typo)]);
      expect(
        [...rightProviders].filter((id) => !typoProviders.has(id)),
        `providers of '${typo}'`,
      ).toEqual([]);
      expect(
        [...rightArticles].filter((id) => !typoArticles.has(id)),
        `articles of '${typo}'`,
      ).toEqual([]);
    }
  });

  it("does not widen right spellings: they find what their exact words find ('Messen' never finds 'müssen')", async () => {
    for (const [, right] of MISSPELLINGS) {
      expect([...(await providerIds(right))].sort(), `providers of '${right}'`).toEqual([...(await exactIds("providers", right))].sort());
      const articles = await articleIds(right);
      // The blog also finds parts of compound words ('Hanfmessen' for 'Messen'): never fewer than the exact words.
      for (const id of await exactIds("blog_articles", right)) expect(articles.has(id), `articles of '${right}'`).toBe(true);
    }
  });
});
