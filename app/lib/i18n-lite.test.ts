import { describe, expect, it } from "vitest";
import { createLiteI18n, fixedT } from "./i18n-lite";
import { LANGUAGE, NAMESPACES } from "./i18n-load";
import { serverResources } from "./i18n.server";
import { createI18n } from "./i18n";

// The browser renders texts with i18n-lite, the server with i18next: they must agree exactly.
const resources = serverResources[LANGUAGE] as Record<string, Record<string, string>>;
const real = createI18n(serverResources);
const lite = createLiteI18n(LANGUAGE, NAMESPACES, resources);
const allKeys = [...new Set(NAMESPACES.flatMap((ns) => Object.keys(resources[ns] ?? {})))];

describe("i18n-lite", () => {
  it("translates every key of every namespace like i18next", () => {
    for (const ns of [undefined, ...NAMESPACES]) {
      const expected = real.getFixedT(LANGUAGE, ns ?? null);
      const actual = fixedT(lite, ns);
      for (const key of allKeys) expect(actual(key), `${ns}: ${key}`).toBe(expected(key));
    }
  });

  it("interpolates like i18next (values, counts, missing variables, unknown keys)", () => {
    const options = [
      { name: "Lena", count: 1, message: "Fehler <b>", n: 3, min: 2, max: 50, q: "München", page: 2, title: "A & B" },
      { count: 0 },
      { count: 5, name: 0 },
      {},
    ];
    const keys = [...allKeys.filter((k) => k.includes("{{")), "Unbekannt {{name}} mit {{ count }}", "Ohne Variablen", ""];
    for (const ns of NAMESPACES) {
      const expected = real.getFixedT(LANGUAGE, ns);
      const actual = fixedT(lite, ns);
      for (const key of keys) for (const o of options) expect(actual(key, o), `${ns}: ${key}`).toBe(expected(key, o));
    }
  });

  it("chooses the same plural form as i18next for every plural text (count 0, 1, 2, 1000)", () => {
    const bases = [...new Set(allKeys.filter((k) => k.endsWith("_one")).map((k) => k.slice(0, -"_one".length)))];
    expect(bases.length).toBeGreaterThan(20);
    for (const ns of NAMESPACES) {
      const expected = real.getFixedT(LANGUAGE, ns);
      const actual = fixedT(lite, ns);
      for (const key of bases) {
        for (const count of [0, 1, 2, 1000])
          expect(actual(key, { count, n: count, name: "X" }), `${ns}: ${key} ${count}`).toBe(expected(key, { count, n: count, name: "X" }));
      }
    }
    const t = fixedT(lite, "common");
    expect(t("{{n}} Bewertungen", { count: 1, n: 1 })).toBe("1 Bewertung");
    expect(t("{{n}} Bewertungen", { count: 3, n: 3 })).toBe("3 Bewertungen");
    expect(t("ab {{n}} Sternen", { count: 1, n: 1 })).toBe("ab 1 Stern");
    expect(fixedT(lite, "admin")("„{{name}}“ wird mit allen {{n}} Teilnahmen endgültig gelöscht.", { count: 0, n: 0, name: "X" })).toBe(
      "„X“ wird endgültig gelöscht.",
    );
  });

  it("works on a real i18next instance (dev server rendering)", () => {
    const t = fixedT(real, "navigation");
    for (const key of allKeys) expect(t(key)).toBe(real.getFixedT(LANGUAGE, "navigation")(key));
  });
});
