import { describe, expect, it } from "vitest";
import { formatDate, formatDateLong, formatDateTime, formatRating, isoDate, ratingLabel, slugify } from "./format";

describe("formatDate", () => {
  it("formats as dd.MM.yyyy in German time", () => {
    expect(formatDate(new Date("2026-03-05T10:00:00Z"))).toBe("05.03.2026");
    expect(formatDate("2026-12-24")).toBe("24.12.2026");
    // 23:30 UTC on 31 Dec is already New Year in Berlin
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01.01.2027");
  });
  it("returns an empty string for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("kein Datum")).toBe("");
  });
  it("formats date and time, long dates and ISO dates", () => {
    expect(formatDateTime("2026-07-01T12:07:00Z")).toBe("01.07.2026, 14:07"); // summer time
    expect(formatDateTime("2026-01-15T08:00:00Z")).toBe("15.01.2026, 09:00");
    expect(formatDateLong("2026-03-05T10:00:00Z")).toBe("5. März 2026");
    expect(isoDate("2026-03-05T10:00:00Z")).toBe("2026-03-05");
  });
});

describe("formatRating", () => {
  it("shows one decimal with a comma", () => {
    expect(formatRating(4.25)).toBe("4,3");
    expect(formatRating(4.35)).toBe("4,4");
    expect(formatRating(4.333)).toBe("4,3");
    expect(formatRating(5)).toBe("5,0");
    expect(formatRating("3.96")).toBe("4,0");
  });
  it("shows 0,0 without a rating", () => {
    expect(formatRating(null)).toBe("0,0");
    expect(formatRating(undefined)).toBe("0,0");
    expect(formatRating(Number.NaN)).toBe("0,0");
  });
});

describe("ratingLabel", () => {
  it("uses the singular only for one", () => {
    expect(ratingLabel(1)).toBe("Stern");
    expect(ratingLabel(0)).toBe("Sterne");
    expect(ratingLabel(2)).toBe("Sterne");
    expect(ratingLabel(5)).toBe("Sterne");
  });
});

describe("slugify", () => {
  it("transliterates umlauts and strips accents", () => {
    expect(slugify("Grüne Oase Köln")).toBe("gruene-oase-koeln");
    expect(slugify("Straße & Söhne")).toBe("strasse-soehne");
    expect(slugify("Äpfel ÖL Übung")).toBe("aepfel-oel-uebung");
    expect(slugify("Café Crème Señor")).toBe("cafe-creme-senor");
  });
  it("collapses and trims dashes", () => {
    expect(slugify("  --Hallo   Welt!!--  ")).toBe("hallo-welt");
    expect(slugify("a__b..c")).toBe("a-b-c");
    expect(slugify("!!!")).toBe("");
  });
  it("cuts to a maximum length without a trailing dash", () => {
    expect(slugify("Hallo schöne Welt", 12)).toBe("hallo-schoen");
    expect(slugify("Hallo Welt da", 6)).toBe("hallo");
  });
});
