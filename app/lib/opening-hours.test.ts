import { describe, expect, it } from "vitest";
import type { OpeningHours } from "~db/provider-values";
import { openingHoursSpecification, openingStatus, weeklyTable, zonedWeekMinute } from "./opening-hours";

const BERLIN = "Europe/Berlin";
// Tuesday to Friday 10:00–13:00 and 14:00–18:00 (a lunch break), Saturday 10:00–14:00, Sunday and Monday closed.
const shop: OpeningHours = {
  days: {
    di: [
      { open: "14:00", close: "18:00" },
      { open: "10:00", close: "13:00" },
    ],
    mi: [
      { open: "10:00", close: "13:00" },
      { open: "14:00", close: "18:00" },
    ],
    do: [
      { open: "10:00", close: "13:00" },
      { open: "14:00", close: "18:00" },
    ],
    fr: [
      { open: "10:00", close: "13:00" },
      { open: "14:00", close: "18:00" },
    ],
    sa: [{ open: "10:00", close: "14:00" }],
    so: [],
  },
};

describe("openingStatus", () => {
  it("is open until the end of the current interval", () => {
    // Wednesday 2026-11-25 11:00 CET = 10:00 UTC.
    expect(openingStatus(shop, BERLIN, new Date("2026-11-25T10:00:00Z"))).toMatchObject({ open: true, label: "Jetzt geöffnet · bis 13:00" });
  });

  it("is closed during the break and opens again the same day", () => {
    expect(openingStatus(shop, BERLIN, new Date("2026-11-25T12:30:00Z"))?.label).toBe("Geschlossen · öffnet heute 14:00");
  });

  it("names the next opening day across closed days", () => {
    // Saturday 2026-11-28 15:00 CET: closed Sunday and Monday, opens Tuesday 10:00.
    expect(openingStatus(shop, BERLIN, new Date("2026-11-28T14:00:00Z"))?.label).toBe("Geschlossen · öffnet Di 10:00");
    // Monday evening: opens tomorrow.
    expect(openingStatus(shop, BERLIN, new Date("2026-11-30T19:00:00Z"))?.label).toBe("Geschlossen · öffnet morgen 10:00");
  });

  it("closes at the closing minute (the interval is half-open)", () => {
    // Saturday 14:00 CET.
    expect(openingStatus(shop, BERLIN, new Date("2026-11-28T13:00:00Z"))?.open).toBe(false);
    expect(openingStatus(shop, BERLIN, new Date("2026-11-28T12:59:00Z"))?.open).toBe(true);
  });

  it("follows daylight saving time: the same UTC instant is another wall-clock hour", () => {
    const sunday: OpeningHours = { days: { sa: [{ open: "10:00", close: "11:00" }], so: [{ open: "10:00", close: "11:00" }] } };
    // 2026-03-28 (Saturday, CET, UTC+1): 09:30 UTC = 10:30 local, open.
    expect(openingStatus(sunday, BERLIN, new Date("2026-03-28T09:30:00Z"))?.open).toBe(true);
    // 2026-03-29 (Sunday, clocks went forward, CEST, UTC+2): 09:30 UTC = 11:30 local, closed.
    expect(openingStatus(sunday, BERLIN, new Date("2026-03-29T09:30:00Z"))?.open).toBe(false);
    expect(openingStatus(sunday, BERLIN, new Date("2026-03-29T08:30:00Z"))?.label).toBe("Jetzt geöffnet · bis 11:00");
    // Autumn: 2026-10-25 clocks go back; 09:30 UTC = 10:30 CET.
    expect(openingStatus(sunday, BERLIN, new Date("2026-10-25T09:30:00Z"))?.open).toBe(true);
  });

  it("computes in the provider's time zone, not the server's", () => {
    const hours: OpeningHours = { days: { mi: [{ open: "09:00", close: "17:00" }] } };
    const at = new Date("2026-11-25T15:00:00Z"); // 16:00 in Berlin, 10:00 in New York
    expect(openingStatus(hours, BERLIN, at)?.label).toBe("Jetzt geöffnet · bis 17:00");
    expect(openingStatus(hours, "America/New_York", at)?.label).toBe("Jetzt geöffnet · bis 17:00");
    expect(openingStatus(hours, "Asia/Tokyo", at)?.label).toBe("Geschlossen · öffnet Mi 09:00"); // Thursday 00:00 in Tokyo
  });

  it("handles intervals past midnight and joins back-to-back intervals", () => {
    const bar: OpeningHours = {
      days: {
        fr: [
          { open: "18:00", close: "22:00" },
          { open: "22:00", close: "02:00" },
        ],
      },
    };
    // Friday 2026-11-27 19:00 CET: open until 02:00 (the two intervals read as one).
    expect(openingStatus(bar, BERLIN, new Date("2026-11-27T18:00:00Z"))?.label).toBe("Jetzt geöffnet · bis 02:00");
    // Saturday 01:00 CET is still Friday's night.
    expect(openingStatus(bar, BERLIN, new Date("2026-11-28T00:00:00Z"))?.open).toBe(true);
    expect(openingStatus(bar, BERLIN, new Date("2026-11-28T01:30:00Z"))?.label).toBe("Geschlossen · öffnet Fr 18:00");
  });

  it("says 'Nach Vereinbarung' without hours, and nothing without any data", () => {
    expect(openingStatus({ days: {}, byAppointment: true }, BERLIN, new Date())).toEqual({ kind: "appointment", open: false, label: "Nach Vereinbarung" });
    expect(openingStatus(null, BERLIN, new Date())).toBeNull();
    expect(openingStatus({ days: { mo: [{ open: "25:00", close: "26:00" }] } }, BERLIN, new Date())).toBeNull();
  });

  it("falls back to Berlin for an unknown time zone", () => {
    expect(zonedWeekMinute(new Date("2026-11-25T10:00:00Z"), "Mars/Olympus")).toEqual({ day: 2, minute: 660 });
  });
});

describe("weeklyTable", () => {
  it("lists Mo–So with breaks, 'Geschlossen' and today", () => {
    const rows = weeklyTable(shop, BERLIN, new Date("2026-11-25T10:00:00Z"));
    expect(rows.map((r) => r.short)).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    expect(rows[0]).toMatchObject({ text: "Geschlossen", closed: true, today: false });
    expect(rows[1]!.text).toBe("10:00–13:00, 14:00–18:00");
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(["mi"]);
    expect(rows[6]!.text).toBe("Geschlossen");
  });
});

describe("openingHoursSpecification", () => {
  it("groups days that share an interval", () => {
    const spec = openingHoursSpecification(shop);
    expect(spec).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Tuesday", "https://schema.org/Wednesday", "https://schema.org/Thursday", "https://schema.org/Friday"],
      opens: "10:00",
      closes: "13:00",
    });
    expect(spec).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "14:00" });
    expect(spec).toHaveLength(3);
    expect(openingHoursSpecification(null)).toEqual([]);
  });
});
