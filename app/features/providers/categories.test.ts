import { describe, expect, it } from "vitest";
import { canUseB2b, normalizeCategory, providerPath, selectableCategories } from "./categories";
import { filtersToSearch, parseDirectoryFilters } from "./filters";

describe("categories", () => {
  it("accepts old keys and maps unknown ones to other", () => {
    expect(normalizeCategory("cscs")).toBe("cscs_dispensarys");
    expect(normalizeCategory("restaurants")).toBe("bars_restaurants");
    expect(normalizeCategory("Hotels")).toBe("hotels");
    expect(normalizeCategory("irgendwas")).toBe("other");
    expect(normalizeCategory("")).toBeNull();
  });

  it("offers B2B only to admins and can_create_b2b", () => {
    expect(canUseB2b(null)).toBe(false);
    expect(selectableCategories({ isAdmin: false, canCreateB2b: false })).not.toContain("b2b_gewerbe");
    expect(selectableCategories({ isAdmin: false, canCreateB2b: true })).toContain("b2b_gewerbe");
    expect(selectableCategories({ isAdmin: true, canCreateB2b: false })).toHaveLength(14);
  });

  it("builds provider paths from slug or id", () => {
    expect(providerPath({ id: "abc", slug: "gruene-oase" })).toBe("/empfehlung/gruene-oase");
    expect(providerPath({ id: "abc", slug: "" })).toBe("/empfehlung/abc");
  });
});

describe("directory URL parameters", () => {
  it("parses, normalises and round-trips the filters", () => {
    const f = parseDirectoryFilters(new URLSearchParams("q=  Hanf  Shop &kategorie=cscs&land=de&stadt=Köln&bewertung=4&verifiziert=1&seite=3"));
    expect(f).toEqual({ q: "Hanf Shop", category: "cscs_dispensarys", country: "DE", city: "Köln", minRating: 4, verified: true, page: 3 });
    expect(filtersToSearch(f, 1)).toBe("?q=Hanf+Shop&kategorie=cscs_dispensarys&land=DE&stadt=K%C3%B6ln&bewertung=4&verifiziert=1");
  });

  it("ignores invalid values", () => {
    expect(parseDirectoryFilters(new URLSearchParams("bewertung=9&seite=-2&land=Deutschland"))).toMatchObject({ minRating: null, page: 1, country: null });
  });
});
