import { describe, expect, it } from "vitest";
import { createI18n, RETRY_DELAYS_MS } from "./i18n";
import { loadTranslationFile, NAMESPACES, PUBLIC_NAMESPACES, translationFiles } from "./i18n-load";

describe("loadTranslationFile", () => {
  it("retries up to 5 times with 350 ms doubling, then gives up", async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await loadTranslationFile(translationFiles(["common"])[0]!, {
      fetcher: async () => {
        calls++;
        return { ok: false, status: 503, json: async () => ({}) };
      },
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    expect(result).toEqual({ common: null });
    expect(calls).toBe(6);
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
    expect([...RETRY_DELAYS_MS]).toEqual(delays);
  });

  it("returns the namespace once a retry succeeds", async () => {
    let calls = 0;
    const result = await loadTranslationFile(translationFiles(["auth"])[0]!, {
      fetcher: async (url) => {
        calls++;
        expect(url).toBe("/locales/de/auth.json");
        if (calls < 3) throw new Error("offline");
        return { ok: true, json: async () => ({ Anmelden: "Anmelden" }) };
      },
      sleep: async () => {},
    });
    expect(result).toEqual({ auth: { Anmelden: "Anmelden" } });
    expect(calls).toBe(3);
  });
});

describe("translationFiles", () => {
  it("puts the six public namespaces into one file and every other namespace into its own", () => {
    expect(translationFiles(PUBLIC_NAMESPACES, "abc")).toEqual([{ url: "/locales/de/public.json?v=abc", namespaces: PUBLIC_NAMESPACES, bundle: true }]);
    expect(translationFiles(NAMESPACES, "abc")).toEqual([
      { url: "/locales/de/public.json?v=abc", namespaces: PUBLIC_NAMESPACES, bundle: true },
      { url: "/locales/de/admin.json?v=abc", namespaces: ["admin"], bundle: false },
    ]);
    // Some of the public ones (an earlier load failed for the others): each in its own file.
    expect(translationFiles(["forms", "admin"]).map((f) => f.url)).toEqual(["/locales/de/forms.json", "/locales/de/admin.json"]);
  });

  it("loads the bundle as its namespaces, with the retries of one file; what it lacks or a failed load gets null", async () => {
    const [bundle] = translationFiles(PUBLIC_NAMESPACES);
    let calls = 0;
    const texts = await loadTranslationFile(bundle!, {
      fetcher: async (url) => {
        calls++;
        expect(url).toBe("/locales/de/public.json");
        if (calls < 2) return { ok: false, status: 503, json: async () => ({}) };
        return { ok: true, json: async () => ({ common: { Hallo: "Hallo" }, auth: { Anmelden: "Anmelden" } }) };
      },
      sleep: async () => {},
    });
    expect(calls).toBe(2);
    expect(texts).toEqual({ common: { Hallo: "Hallo" }, navigation: null, forms: null, errors: null, footer: null, auth: { Anmelden: "Anmelden" } });
    const failed = await loadTranslationFile(bundle!, { fetcher: async () => ({ ok: false, status: 500, json: async () => ({}) }), sleep: async () => {} });
    expect(Object.values(failed)).toEqual(PUBLIC_NAMESPACES.map(() => null));
    const single = await loadTranslationFile(translationFiles(["admin"])[0]!, {
      fetcher: async () => ({ ok: true, json: async () => ({ Nutzer: "Nutzer" }) }),
    });
    expect(single).toEqual({ admin: { Nutzer: "Nutzer" } });
  });
});

describe("createI18n", () => {
  it("falls back to the original text when a key is missing", () => {
    const i18n = createI18n({ de: { common: { Hallo: "Servus" } } });
    expect(i18n.t("Hallo")).toBe("Servus");
    expect(i18n.t("Ein unbekannter Text: mit Doppelpunkt.")).toBe("Ein unbekannter Text: mit Doppelpunkt.");
    expect(i18n.t("{{n}} Bewertungen", { count: 3, n: 3 })).toBe("3 Bewertungen");
  });
});
