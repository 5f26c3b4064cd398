import { describe, expect, it } from "vitest";
import { createI18n, loadNamespace, RETRY_DELAYS_MS } from "./i18n";

describe("loadNamespace", () => {
  it("retries up to 5 times with 350 ms doubling, then gives up", async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = await loadNamespace("common", {
      fetcher: async () => {
        calls++;
        return { ok: false, status: 503, json: async () => ({}) };
      },
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    expect(result).toBeNull();
    expect(calls).toBe(6);
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
    expect([...RETRY_DELAYS_MS]).toEqual(delays);
  });

  it("returns the namespace once a retry succeeds", async () => {
    let calls = 0;
    const result = await loadNamespace("auth", {
      fetcher: async (url) => {
        calls++;
        expect(url).toBe("/locales/de/auth.json");
        if (calls < 3) throw new Error("offline");
        return { ok: true, json: async () => ({ Anmelden: "Anmelden" }) };
      },
      sleep: async () => {},
    });
    expect(result).toEqual({ Anmelden: "Anmelden" });
    expect(calls).toBe(3);
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
