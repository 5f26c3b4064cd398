import { beforeAll, describe, expect, it } from "vitest";
import { createTestProvider } from "../../../tests/support/factories";
import { HttpError } from "~/lib/errors";
import { invalidateDirectoryCache } from "./directory.server";
import { effectiveSort, filtersToSearch, parseDirectoryFilters, sortOptions } from "./filters";
import { suggestQuerySchema } from "./schema";
import { searchProviders } from "./search.server";
import { suggest } from "./suggest.server";

const filters = (qs: string) => parseDirectoryFilters(new URLSearchParams(qs));
const names = async (qs: string) => (await searchProviders(null, filters(qs))).items.map((p) => p.name);
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  // rank: Alpha > Beta > Gamma > Delta; rating: Gamma > Beta > Delta > Alpha; count: Delta > Alpha > Beta > Gamma; newest: Beta.
  await createTestProvider({
    name: "Alpha Hanfhaus",
    city: "Leipzig",
    rankScore: 4.9,
    averageRating: 3.0,
    reviewCount: 30,
    createdAt: new Date(now - 40 * DAY),
    latitude: 51.34,
    longitude: 12.37,
    clubAdmission: "open",
  });
  await createTestProvider({
    name: "Beta Growshop",
    city: "Leipzig",
    rankScore: 4.5,
    averageRating: 4.5,
    reviewCount: 10,
    createdAt: new Date(now - 1 * DAY),
    latitude: 51.35,
    longitude: 12.38,
    clubAdmission: "waitlist",
    category: "online_shops",
    categories: ["online_shops"],
  });
  await createTestProvider({
    name: "Gamma Lounge",
    city: "Dresden",
    rankScore: 4.1,
    averageRating: 5.0,
    reviewCount: 2,
    createdAt: new Date(now - 20 * DAY),
    latitude: 51.05,
    longitude: 13.74,
    clubAdmission: "open",
  });
  await createTestProvider({
    name: "Delta Samen",
    city: "Dresden",
    rankScore: 3.2,
    averageRating: 4.0,
    reviewCount: 80,
    createdAt: new Date(now - 90 * DAY),
    latitude: 51.06,
    longitude: 13.73,
  });
  await createTestProvider({ name: "Epsilon Wartet", city: "Leipzig", status: "pending", clubAdmission: "open" });
  invalidateDirectoryCache();
});

describe("sort orders (?sortierung=)", () => {
  it("orders by the published score by default and by rating, count or age when chosen", async () => {
    expect(await names("")).toEqual(["Alpha Hanfhaus", "Beta Growshop", "Gamma Lounge", "Delta Samen"]);
    expect(await names("sortierung=empfohlen")).toEqual(["Alpha Hanfhaus", "Beta Growshop", "Gamma Lounge", "Delta Samen"]);
    expect(await names("sortierung=beste-bewertung")).toEqual(["Gamma Lounge", "Beta Growshop", "Delta Samen", "Alpha Hanfhaus"]);
    expect(await names("sortierung=meiste-bewertungen")).toEqual(["Delta Samen", "Alpha Hanfhaus", "Beta Growshop", "Gamma Lounge"]);
    expect(await names("sortierung=neueste")).toEqual(["Beta Growshop", "Gamma Lounge", "Alpha Hanfhaus", "Delta Samen"]);
  });

  it("ignores unknown values and 'entfernung' without a place; a place defaults to distance and still takes another order", async () => {
    for (const bad of ["kaputt", "__proto__", "constructor", "entfernung", "EMPFOHLEN"]) {
      expect(filters(`sortierung=${bad}`).sort).toBeNull();
      expect(await names(`sortierung=${encodeURIComponent(bad)}`)).toEqual(["Alpha Hanfhaus", "Beta Growshop", "Gamma Lounge", "Delta Samen"]);
    }
    expect(effectiveSort(filters("nahe=Leipzig"))).toBe("entfernung");
    expect(sortOptions(filters(""))).not.toContain("entfernung");
    expect(sortOptions(filters("nahe=Leipzig"))).toContain("entfernung");
    expect(await names("nahe=Leipzig&umkreis=25")).toEqual(["Alpha Hanfhaus", "Beta Growshop"]);
    expect(await names("nahe=Leipzig&umkreis=25&sortierung=neueste")).toEqual(["Beta Growshop", "Alpha Hanfhaus"]);
    expect(await names("nahe=Leipzig&umkreis=25&sortierung=beste-bewertung")).toEqual(["Beta Growshop", "Alpha Hanfhaus"]);
    expect(await names("nahe=Dresden&umkreis=25&sortierung=meiste-bewertungen")).toEqual(["Delta Samen", "Gamma Lounge"]);
  });

  it("keeps a chosen order in the canonical address and leaves the default out", () => {
    expect(filtersToSearch(filters("sortierung=neueste&q=hanf"))).toBe("?q=hanf&sortierung=neueste");
    expect(filtersToSearch(filters("sortierung=empfohlen"))).toBe("");
    expect(filtersToSearch(filters("nahe=Leipzig&sortierung=entfernung"))).toBe("?nahe=Leipzig&umkreis=25");
    expect(filtersToSearch(filters("nahe=Leipzig&sortierung=empfohlen"))).toBe("?nahe=Leipzig&umkreis=25&sortierung=empfohlen");
  });
});

describe("club filter (?aufnahme=offen)", () => {
  it("shows only approved clubs with open admission, also near a place", async () => {
    expect(await names("aufnahme=offen")).toEqual(["Alpha Hanfhaus", "Gamma Lounge"]);
    expect((await searchProviders(null, filters("aufnahme=offen"))).total).toBe(2);
    expect(await names("aufnahme=offen&stadt=Dresden")).toEqual(["Gamma Lounge"]);
    expect(await names("aufnahme=offen&nahe=Leipzig&umkreis=25")).toEqual(["Alpha Hanfhaus"]);
    expect(await names("aufnahme=ja")).toHaveLength(4);
    expect(filtersToSearch(filters("aufnahme=offen"))).toBe("?aufnahme=offen");
  });
});

describe("suggestions (/api/suggest)", () => {
  const ask = (q: string, feld: "was" | "wo" = "was", ip = "198.51.100.7") => suggest(null, suggestQuerySchema.parse({ q, feld }), { ip });

  it("suggests approved providers and categories for 'Was?', typo-tolerant", async () => {
    const exact = await ask("Gamma");
    expect(exact.map((s) => s.label)).toEqual(["Gamma Lounge"]);
    expect(exact[0]).toMatchObject({ kind: "provider", detail: "Dresden", href: expect.stringMatching(/^\/empfehlung\//) });
    // 'Growsohp': one swap, found through the lexicon.
    expect((await ask("Growsohp")).map((s) => s.label)).toContain("Beta Growshop");
    expect((await ask("Telemed")).map((s) => [s.kind, s.label, s.href])).toEqual([["category", "Telemedizin", "/?kategorie=telemedicine"]]);
    // 'Onlnie': a swap, corrected to 'online' from the lexicon (the label of the shop's category).
    expect((await ask("Onlnie")).map((s) => s.label)).toContain("Online-Shops");
    expect((await ask("Wartet")).map((s) => s.label)).toEqual([]);
    expect(await ask("a")).toEqual([]);
  });

  it("suggests places for 'Wo?': postal codes, provider places, known places and typos", async () => {
    expect((await ask("10115", "wo"))[0]).toMatchObject({ kind: "place", label: "10115 Berlin", value: "10115", href: null });
    expect((await ask("Leip", "wo")).map((s) => s.label)).toEqual(["Leipzig"]);
    expect((await ask("dres", "wo")).map((s) => s.label)[0]).toBe("Dresden");
    expect((await ask("Lepzig", "wo")).map((s) => s.label)).toContain("Leipzig");
    expect((await ask("Graz", "wo")).map((s) => s.label)).toEqual(["Graz"]);
    expect(await ask("123", "wo")).toEqual([]);
  });

  it("refuses bad input with a German message and limits each address", async () => {
    expect(() => suggestQuerySchema.parse({ q: "x", feld: "wann" })).toThrow(/„was“ oder „wo“/);
    expect(() => suggestQuerySchema.parse({ q: "x".repeat(101) })).toThrow(/maximal 100 Zeichen/);
    let refused: unknown = null;
    for (let i = 0; i < 260 && !refused; i++) await ask(`Alpha${i}`, "was", "198.51.100.99").catch((e: unknown) => (refused = e));
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect(String((refused as Error).message)).toMatch(/Zu viele Suchvorschläge/);
  });
});
