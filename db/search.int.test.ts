import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { providers, type NewProvider } from "~db/schema";
import { normalizeSearchTerm, providerSearchCondition, providerSearchRank } from "~db/search";

const fixtures: NewProvider[] = [
  {
    name: "Grüne Oase",
    slug: "gruene-oase",
    category: "cscs_dispensarys",
    categories: ["cscs_dispensarys"],
    city: "München",
    description: "Anbauvereinigung mit gemütlichem Vereinsheim, Beratung und regelmäßigen Mitgliederabenden.",
  },
  {
    name: "Hanfkontor",
    slug: "hanfkontor",
    category: "online_shops",
    categories: ["online_shops"],
    city: "Hamburg",
    description: "Versand von Zubehör, Papers und Vaporizern mit schneller Lieferung.",
  },
  {
    name: "MediCann Sprechstunde",
    slug: "medicann-sprechstunde",
    category: "telemedicine",
    categories: ["telemedicine"],
    city: "Berlin",
    description: "Ärztliche Beratung per Video, Rezepte für medizinisches Cannabis.",
  },
  {
    name: "Kiez Lounge",
    slug: "kiez-lounge",
    category: "bars_restaurants",
    categories: ["bars_restaurants", "messen_events"],
    city: "Berlin",
    description: "Eine kleine Oase der Ruhe mitten im Kiez, mit Cocktails und Snacks.",
  },
  {
    name: "Café Zürichberg",
    slug: "cafe-zuerichberg",
    category: "bars_restaurants",
    categories: ["bars_restaurants"],
    city: "Zürich",
    countryCode: "CH",
    description: "Kaffeehaus mit Terrasse und CBD-Spezialitäten.",
  },
  {
    name: "Samen Müller",
    slug: "samen-mueller",
    category: "breeder",
    categories: ["breeder"],
    city: "Köln",
    description: "Saatgut und Genetik aus eigener Zucht.",
    status: "pending",
  },
];

async function search(term: string) {
  return db
    .select({ name: providers.name, rank: providerSearchRank(term) })
    .from(providers)
    .where(and(eq(providers.status, "approved"), providerSearchCondition(term)))
    .orderBy(desc(providerSearchRank(term)), providers.name);
}

async function names(term: string) {
  return (await search(term)).map((r) => r.name);
}

beforeAll(async () => {
  await db.insert(providers).values(fixtures.map((f) => ({ status: "approved" as const, ...f })));
});

describe("provider search", () => {
  it.each(["München", "münchen", "MÜNCHEN", "Munchen", "Muenchen", "muenchen"])("'%s' finds the provider in München", async (term) => {
    expect(await names(term)).toContain("Grüne Oase");
  });

  it("is typo tolerant ('Hamburgg' finds Hamburg)", async () => {
    expect(await names("Hamburgg")).toEqual(["Hanfkontor"]);
  });

  it("matches prefixes ('Hamb')", async () => {
    expect(await names("Hamb")).toContain("Hanfkontor");
  });

  it("finds the German category label ('Telemedizin', 'Social Clubs')", async () => {
    expect(await names("Telemedizin")).toEqual(["MediCann Sprechstunde"]);
    expect(await names("Social Clubs")).toEqual(["Grüne Oase"]);
    expect(await names("Events")).toEqual(["Kiez Lounge"]);
  });

  it("ignores accents ('Cafe Zurich')", async () => {
    expect(await names("Cafe")).toEqual(["Café Zürichberg"]);
    expect(await names("zurich")).toEqual(["Café Zürichberg"]);
    expect(await names("Zuerich")).toEqual(["Café Zürichberg"]);
  });

  it("matches description words with German stemming ('Rezept' → 'Rezepte')", async () => {
    expect(await names("Rezept")).toEqual(["MediCann Sprechstunde"]);
  });

  it("ranks a name match above a description match", async () => {
    const rows = await search("Oase");
    expect(rows.map((r) => r.name)).toEqual(["Grüne Oase", "Kiez Lounge"]);
    expect(rows[0].rank).toBeGreaterThan(rows[1].rank);
  });

  it("combines words (all must match)", async () => {
    expect(await names("Lounge Berlin")).toEqual(["Kiez Lounge"]);
  });

  it("does not match unrelated words", async () => {
    expect(await names("Zahnbürste")).toEqual([]);
    expect(await names("Flughafen")).toEqual([]);
  });

  it("never returns pending providers through the status filter", async () => {
    expect(await names("Müller")).toEqual([]);
    const all = await db.select({ name: providers.name }).from(providers).where(providerSearchCondition("Mueller"));
    expect(all.map((r) => r.name)).toEqual(["Samen Müller"]);
  });

  it("returns no condition for an empty term and survives punctuation-only terms", async () => {
    expect(providerSearchCondition("   ")).toBeUndefined();
    expect(normalizeSearchTerm("  a   b ")).toBe("a b");
    expect(await names("!!! ''' &|:*")).toEqual([]);
    expect(await names("und die")).toEqual([]);
  });

  it("gives the trigram operator a realistic planner cost", async () => {
    const res = await db.execute<{ cost: number }>(sql`select procost as cost from pg_proc where proname = 'word_similarity_commutator_op'`);
    expect(Number(res.rows[0].cost)).toBe(100);
  });

  it("normalises like the SQL function hn_normalize", async () => {
    const res = await db.execute<{ n: string }>(sql`select public.hn_normalize('Größe ÄÖÜ Café') as n`);
    expect(res.rows[0].n).toBe("groesse aeoeue cafe");
  });
});
