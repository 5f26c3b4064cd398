import { describe, expect, it } from "vitest";
import { AGE_GATE_SCRIPT, consentFromCookieHeader, CRAWLER_PATTERN, parseConsent, readCookie, serializeConsent } from "./consent";

describe("consent cookie", () => {
  it("stores the four categories with the date and reads them back", () => {
    const value = serializeConsent({ analytics: true, marketing: false, preferences: true }, new Date("2026-11-23T10:00:00Z"));
    expect(value).toBe("v2.1010.2026-11-23");
    expect(parseConsent(value)).toEqual({ necessary: true, analytics: true, marketing: false, preferences: true, externalMedia: false, date: "2026-11-23" });
    const withMaps = serializeConsent({ analytics: false, marketing: false, preferences: false, externalMedia: true }, new Date("2026-11-23T10:00:00Z"));
    expect(withMaps).toBe("v2.0001.2026-11-23");
    expect(parseConsent(withMaps)).toMatchObject({ analytics: false, externalMedia: true });
    // Cookies of the first version stay valid, without consent for external content.
    expect(parseConsent("v1.110.2026-11-01")).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: false,
      externalMedia: false,
      date: "2026-11-01",
    });
  });

  it("treats anything else as no consent", () => {
    for (const bad of [null, "", "v1.1.2026-11-23", "v2.100.2026-11-23", "v2.10012.2026-11-23", "v3.1001.2026-11-23", "v1.100.2026-11-23x", "true"])
      expect(parseConsent(bad)).toBeNull();
  });

  it("reads the cookie from a Cookie header", () => {
    expect(consentFromCookieHeader("hn_age=1; hn_consent=v1.100.2026-11-23; other=x")?.analytics).toBe(true);
    expect(consentFromCookieHeader("hn_consent=v1.000.2026-11-23")?.analytics).toBe(false);
    expect(consentFromCookieHeader(null)).toBeNull();
    expect(readCookie("a=1; b=%E2%9C%93", "b")).toBe("✓");
    expect(readCookie("a=%E0%A4%A", "a")).toBeNull();
  });
});

describe("age gate script", () => {
  it("skips the gate for crawlers and for a confirmed age, and confirms by a click before hydration", () => {
    const bot = new RegExp(CRAWLER_PATTERN, "i");
    expect(bot.test("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    // An audit (Lighthouse) sees what the first visitor it stands for sees: the gate (and the banner once the gate is answered).
    expect(bot.test("Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse")).toBe(false);
    expect(bot.test("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(false);
    expect(AGE_GATE_SCRIPT).toContain("hn_age=1");
    expect(AGE_GATE_SCRIPT).toContain("[data-age-confirm]");
    // It is valid JavaScript.
    expect(() => new Function(AGE_GATE_SCRIPT)).not.toThrow();
  });
});
