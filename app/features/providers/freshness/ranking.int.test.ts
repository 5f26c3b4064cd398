import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providers, siteSettings } from "~db/schema/index";
import { db } from "~/lib/db.server";
import { createTestProvider, createTestReview, createTestUser } from "../../../../tests/support/factories";
import { createReview } from "~/features/reviews/reviews.server";
import { parseDirectoryFilters } from "../filters";
import { PRIOR_MEAN_SETTING, RANKING, freshnessBonus, rankScore, rankScoreSql, recalculateAllRanksIn } from "./ranking";
import { rankingExplanation, recalculateAllRanks } from "./ranking.server";
import { searchProviders } from "../search.server";
import { updateProviderAsAdmin } from "../writes.server";

const DAY = 86_400_000;
const NOW = new Date("2026-11-23T12:00:00.000Z");
const daysAgo = (n: number, now = NOW) => new Date(now.getTime() - n * DAY);
const filters = (qs: string) => parseDirectoryFilters(new URLSearchParams(qs));

describe("the ranking formula (decision 0027)", () => {
  it("gives the freshness bonus: 0.3 up to 90 days, linearly to 0 at 365 days", () => {
    expect(freshnessBonus(0)).toBe(RANKING.freshBonus);
    expect(freshnessBonus(90)).toBe(0.3);
    expect(freshnessBonus(227.5)).toBeCloseTo(0.15, 10);
    expect(freshnessBonus(365)).toBe(0);
    expect(freshnessBonus(900)).toBe(0);
    // (C·m + Σ) / (C + n): 3 reviews of 5 stars with m = 4 → (20 + 15) / 8
    expect(rankScore({ averageRating: 5, reviewCount: 3, dataUpdatedAt: daysAgo(400) }, 4, NOW)).toBeCloseTo(35 / 8, 10);
    expect(rankScore({ averageRating: 0, reviewCount: 0, dataUpdatedAt: daysAgo(10) }, 3.5, NOW)).toBeCloseTo(3.8, 10);
  });

  it("the SQL gives the same numbers as the TypeScript function", async () => {
    const cases = [
      { averageRating: 0, reviewCount: 0, age: 0 },
      { averageRating: 4.5, reviewCount: 2, age: 45 },
      { averageRating: 3.25, reviewCount: 17, age: 90 },
      { averageRating: 5, reviewCount: 1, age: 91.5 },
      { averageRating: 1.5, reviewCount: 4, age: 200 },
      { averageRating: 4.87, reviewCount: 250, age: 364.9 },
      { averageRating: 2, reviewCount: 9, age: 365 },
      { averageRating: 4.1, reviewCount: 33, age: 1000 },
    ];
    const rows = [];
    for (const c of cases) {
      rows.push(await createTestProvider({ averageRating: c.averageRating, reviewCount: c.reviewCount, dataUpdatedAt: daysAgo(c.age) }));
    }
    for (const m of [4, 3.73, 2.5]) {
      const res = await db
        .select({ id: providers.id, score: rankScoreSql(m, NOW) })
        .from(providers)
        .where(
          inArray(
            providers.id,
            rows.map((r) => r.id),
          ),
        );
      for (const row of rows) {
        const fromSql = Number(res.find((r) => r.id === row.id)!.score);
        expect(fromSql).toBeCloseTo(rankScore(row, m, NOW), 9);
      }
    }
  });
});

describe("the default order of the directory", () => {
  it("orders by the stored score, then by name; 'Featured' does not move an entry; m is the mean of the rated entries", async () => {
    const city = "Rankhausen";
    const reviewer = await createTestUser();
    // Many good reviews beat one perfect review; fresh data gives a small lift; featured does not.
    const many = await createTestProvider({ city, name: "Viele Gute", dataUpdatedAt: daysAgo(400) });
    for (let i = 0; i < 6; i++) await createTestReview({ providerId: many.id, userId: (await createTestUser()).id, rating: 5 });
    const single = await createTestProvider({ city, name: "Einer Perfekt", dataUpdatedAt: daysAgo(400) });
    await createTestReview({ providerId: single.id, userId: reviewer.id, rating: 5 });
    const weak = await createTestProvider({ city, name: "Mittelmaß", dataUpdatedAt: daysAgo(400) });
    for (let i = 0; i < 2; i++) await createTestReview({ providerId: weak.id, userId: (await createTestUser()).id, rating: 2 });
    const featured = await createTestProvider({ city, name: "Featured Neu", featured: true, dataUpdatedAt: daysAgo(400) });
    const freshA = await createTestProvider({ city, name: "Aktuell A", dataUpdatedAt: daysAgo(5) });
    const freshB = await createTestProvider({ city, name: "Aktuell B", dataUpdatedAt: daysAgo(5) });
    await createTestProvider({ city, name: "Wartet", status: "pending" });
    // The factories write the rating columns directly: recalculate them as the app does.
    await db.execute(sql`update providers p set
      average_rating = coalesce((select round(avg(rating)::numeric, 2) from reviews r where r.provider_id = p.id and r.status = 'published'), 0),
      review_count = (select count(*)::int from reviews r where r.provider_id = p.id and r.status = 'published')`);

    const result = await recalculateAllRanks({ now: NOW });
    const [mean] = (
      await db.execute<{ m: string }>(
        sql`select round(avg(average_rating)::numeric, 2)::text as m from providers where status = 'approved' and review_count > 0`,
      )
    ).rows;
    expect(result.priorMean).toBe(Number(mean!.m));
    const [setting] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, PRIOR_MEAN_SETTING));
    expect(Number(setting!.settingValue)).toBe(result.priorMean);

    const listed = (await searchProviders(null, filters(`stadt=${city}`))).items;
    const m = result.priorMean;
    const expected = listed.map((p) => ({ name: p.name, score: rankScore(p, m, NOW) })).sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    expect(listed.map((p) => p.name)).toEqual(expected.map((e) => e.name));
    expect(listed.map((p) => p.name)).not.toContain("Wartet");
    // Same figures → by name; featured has no lift.
    const names = listed.map((p) => p.name);
    expect(names.indexOf("Aktuell A")).toBe(names.indexOf("Aktuell B") - 1);
    const [f] = await db.select({ score: providers.rankScore }).from(providers).where(eq(providers.id, featured.id));
    expect(f!.score).toBeCloseTo(m, 9);
    // m = (5 + 5 + 2) / 3 = 4: (5·4 + 30) / 11 = 4.55 beats (5·4 + 5) / 6 = 4.17.
    expect(m).toBe(4);
    expect(names.indexOf("Viele Gute")).toBeLessThan(names.indexOf("Einer Perfekt"));
    expect(freshA.id).not.toBe(freshB.id);

    const page = await rankingExplanation();
    expect(page.priorMean).toBe(m);
    expect(page.constants.priorWeight).toBe(5);
    expect(page.examples).toHaveLength(2);
  });

  it("recalculates in chunks as in one statement, writing only the scores that change", async () => {
    for (const name of ["Stück A", "Stück B", "Stück C"]) await createTestProvider({ name, dataUpdatedAt: daysAgo(200) });
    const scores = async () => (await db.select({ id: providers.id, s: providers.rankScore }).from(providers).orderBy(providers.id)).map((r) => [r.id, r.s]);
    const [{ n: total }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from providers`)).rows as [{ n: number }];
    await db.update(providers).set({ rankScore: -1 });
    const first = await db.transaction((tx) => recalculateAllRanksIn(tx, NOW, { chunk: 2 }));
    expect(first.providers).toBe(Number(total));
    const chunked = await scores();
    expect(chunked.every(([, s]) => Number(s) >= 0)).toBe(true);
    expect((await db.transaction((tx) => recalculateAllRanksIn(tx, NOW, { chunk: 2 }))).providers).toBe(0);
    await db.update(providers).set({ rankScore: -1 });
    await db.transaction((tx) => recalculateAllRanksIn(tx, NOW, { chunk: 0 }));
    expect(await scores()).toEqual(chunked);
  });

  it("a new review recalculates the score; a rating change does not touch the data date, an admin edit does", async () => {
    const owner = await createTestUser();
    const old = daysAgo(500, new Date());
    const p = await createTestProvider({ userId: owner.id, name: "Bewertet Bald", address: "Alte Straße 1", dataUpdatedAt: old });
    await recalculateAllRanks();
    const before = (await db.select().from(providers).where(eq(providers.id, p.id)))[0]!;
    await createReview(await createTestUser(), p.id, { rating: 1, title: "Leider nichts", content: "Unfreundlich und teuer, nicht zu empfehlen." });
    const after = (await db.select().from(providers).where(eq(providers.id, p.id)))[0]!;
    expect(after.reviewCount).toBe(1);
    expect(after.rankScore).toBeLessThan(before.rankScore);
    expect(after.dataUpdatedAt.getTime()).toBe(old.getTime());

    const admin = await createTestUser({ admin: true });
    const { name, description, category, categories, countryCode, city } = p;
    await updateProviderAsAdmin(admin, p.id, {
      name,
      description,
      category,
      categories,
      countryCode,
      city,
      address: "Neue Straße 2",
      status: "approved",
      imageUrls: [],
    });
    const edited = (await db.select().from(providers).where(eq(providers.id, p.id)))[0]!;
    expect(Date.now() - edited.dataUpdatedAt.getTime()).toBeLessThan(60_000);
    expect(edited.rankScore).toBeGreaterThan(after.rankScore);
  });
});
