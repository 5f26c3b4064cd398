import { describe, expect, it } from "vitest";
import { canUseB2b, categoryLabel, knownCategory, normalizeCategory, selectableCategories } from "./categories";
import { filtersToSearch, parseDirectoryFilters } from "./filters";
import { zCategory } from "./schema";

describe("categories", () => {
  it("accepts old keys and maps unknown ones to other", () => {
    expect(normalizeCategory("cscs")).toBe("cscs_dispensarys");
    expect(normalizeCategory("restaurants")).toBe("bars_restaurants");
    expect(normalizeCategory("Hotels")).toBe("hotels");
    expect(normalizeCategory("irgendwas")).toBe("other");
    expect(normalizeCategory("")).toBeNull();
  });

  it("never finds a key of Object.prototype (issue #28: '__proto__' in ?kategorie= answered 500)", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      expect(knownCategory(key)).toBeNull();
      expect(normalizeCategory(key)).toBe("other");
      expect(categoryLabel(key)).toBe("Sonstiges");
      expect(parseDirectoryFilters(new URLSearchParams({ kategorie: key })).category).toBeNull();
      const refused = zCategory().safeParse(key);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe("Unbekannte Kategorie");
    }
    expect(zCategory().parse(" CSCS ")).toBe("cscs_dispensarys");
    expect(zCategory().safeParse("").error?.issues[0]?.message).toBe("Kategorie ist erforderlich");
    expect(parseDirectoryFilters(new URLSearchParams({ kategorie: "irgendwas" })).category).toBeNull();
  });

  it("offers B2B only to admins and can_create_b2b", () => {
    expect(canUseB2b(null)).toBe(false);
    expect(selectableCategories({ isAdmin: false, canCreateB2b: false })).not.toContain("b2b_gewerbe");
    expect(selectableCategories({ isAdmin: false, canCreateB2b: true })).toContain("b2b_gewerbe");
    expect(selectableCategories({ isAdmin: true, canCreateB2b: false })).toHaveLength(14);
  });
});

describe("directory URL parameters", () => {
  it("parses, normalises and round-trips the filters", () => {
    const f = parseDirectoryFilters(new URLSearchParams("q=  Hanf  Shop &kategorie=cscs&land=de&stadt=Köln&bewertung=4&verifiziert=1&seite=3"));
    expect(f).toEqual({
      q: "Hanf Shop",
      category: "cscs_dispensarys",
      country: "DE",
      city: "Köln",
      minRating: 4,
      verified: true,
      page: 3,
      near: "",
      position: null,
      radius: 25,
      sort: null,
      openAdmission: false,
    });
    expect(filtersToSearch(f, 1)).toBe("?q=Hanf+Shop&kategorie=cscs_dispensarys&land=DE&stadt=K%C3%B6ln&bewertung=4&verifiziert=1");
  });

  it("reads the near-me parameters: a place wins over a position, positions rounded to ~1 km, known radii only", () => {
    const near = parseDirectoryFilters(new URLSearchParams("nahe= 10115 &umkreis=10&kategorie=hotels"));
    expect(near).toMatchObject({ near: "10115", position: null, radius: 10, category: "hotels" });
    expect(filtersToSearch(near, 1)).toBe("?kategorie=hotels&nahe=10115&umkreis=10");
    const position = parseDirectoryFilters(new URLSearchParams("lat=52.523456&lng=13.40789&umkreis=7"));
    expect(position).toMatchObject({ near: "", position: { lat: 52.52, lng: 13.41 }, radius: 25 });
    expect(filtersToSearch(position, 1)).toBe("?lat=52.52&lng=13.41&umkreis=25");
    expect(parseDirectoryFilters(new URLSearchParams("nahe=Leipzig&lat=52.5&lng=13.4")).position).toBeNull();
    expect(parseDirectoryFilters(new URLSearchParams("lat=95&lng=13")).position).toBeNull();
    expect(parseDirectoryFilters(new URLSearchParams("lat=&lng=")).position).toBeNull();
  });

  it("ignores invalid values", () => {
    expect(parseDirectoryFilters(new URLSearchParams("bewertung=9&seite=-2&land=Deutschland"))).toMatchObject({ minRating: null, page: 1, country: null });
  });
});
