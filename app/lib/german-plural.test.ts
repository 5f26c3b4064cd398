import { describe, expect, it } from "vitest";
import { germanPluralCategory, isGerman } from "./german-plural";

describe("germanPluralCategory", () => {
  it("is what Intl.PluralRules gives for German, for whole, negative and fractional counts", () => {
    const rules = new Intl.PluralRules("de-DE");
    const counts = [...Array.from({ length: 2001 }, (_, i) => i - 1000), 0.5, 1.5, 1.01, 0.99, -1.5, 2.25, 1e9, Number.MAX_SAFE_INTEGER];
    for (const n of counts) expect(germanPluralCategory(n), String(n)).toBe(rules.select(n));
  });
  it("knows German language tags", () => {
    expect(isGerman("de")).toBe(true);
    expect(isGerman("de-AT")).toBe(true);
    expect(isGerman("en")).toBe(false);
    expect(isGerman("dex")).toBe(false);
  });
});
