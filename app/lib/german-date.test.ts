import { describe, expect, it } from "vitest";
import { formatGermanDateInput, fromPickerValue, hasForeignCharacters, looksComplete, parseGermanDate, pickerValue } from "./german-date";

describe("German date entry", () => {
  it("reads dd.MM.yyyy as midnight German time, summer and winter", () => {
    expect(parseGermanDate("24.12.2026")?.toISOString()).toBe("2026-12-23T23:00:00.000Z");
    expect(parseGermanDate("1.7.2026")?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(parseGermanDate(" 01.07.2026 ")?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });

  it("reads a 24-hour time when asked to, with or without comma and 'Uhr'", () => {
    for (const text of ["24.12.2026 14:30", "24.12.2026, 14:30", "24.12.2026 um 14.30 Uhr"]) {
      expect(parseGermanDate(text, { withTime: true })?.toISOString(), text).toBe("2026-12-24T13:30:00.000Z");
    }
    expect(parseGermanDate("24.12.2026", { withTime: true })?.toISOString()).toBe("2026-12-23T23:00:00.000Z");
    expect(parseGermanDate("24.12.2026 14:30")).toBeNull();
  });

  it("refuses dates that do not exist and other formats", () => {
    for (const text of ["31.02.2026", "29.02.2027", "00.01.2026", "12.13.2026", "2026-12-24", "12/24/2026", "24.12.26", "", "heute"]) {
      expect(parseGermanDate(text, { withTime: true }), text).toBeNull();
    }
    expect(parseGermanDate("29.02.2028")).not.toBeNull();
    expect(parseGermanDate("24.12.2026 24:00", { withTime: true })).toBeNull();
    expect(parseGermanDate("24.12.2026 12:60", { withTime: true })).toBeNull();
  });

  it("shows an instant the way it is read back", () => {
    const d = new Date("2026-03-05T13:07:00Z");
    expect(formatGermanDateInput(d, { withTime: true })).toBe("05.03.2026, 14:07");
    expect(formatGermanDateInput(d)).toBe("05.03.2026");
    expect(parseGermanDate(formatGermanDateInput(d, { withTime: true }), { withTime: true })?.getTime()).toBe(d.getTime());
    expect(formatGermanDateInput(null)).toBe("");
  });

  it("handles the clock changes of German time", () => {
    // 29.03.2026 02:30 does not exist (02:00 → 03:00): the later offset (CEST) applies.
    expect(parseGermanDate("29.03.2026 03:30", { withTime: true })?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parseGermanDate("25.10.2026 12:00", { withTime: true })?.toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });
});

describe("the date picker beside the text (issue 30)", () => {
  it("gives the platform picker the German wall-clock value and reads its answer back as German time", () => {
    const instant = new Date("2026-03-05T13:07:00Z");
    expect(pickerValue(instant)).toBe("2026-03-05");
    expect(pickerValue(instant, { withTime: true })).toBe("2026-03-05T14:07");
    expect(pickerValue(null)).toBe("");
    expect(fromPickerValue("2026-03-05T14:07")?.toISOString()).toBe("2026-03-05T13:07:00.000Z");
    expect(fromPickerValue("2026-07-01")?.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(fromPickerValue("05.03.2026")).toBeNull();
    expect(formatGermanDateInput(fromPickerValue("2026-12-24T18:30"), { withTime: true })).toBe("24.12.2026, 18:30");
  });
  it("knows when a text has the whole shape of a date, so a wrong one is refused at once", () => {
    expect(looksComplete("31.02.2026")).toBe(true);
    expect(looksComplete("31.02.202")).toBe(false);
    expect(looksComplete("31.02.2026", { withTime: true })).toBe(false);
    expect(looksComplete("31.02.2026 10:00", { withTime: true })).toBe(true);
    expect(looksComplete("05.03.2026, 14:07", { withTime: true })).toBe(true);
    expect(hasForeignCharacters("12/24/2026")).toBe(true);
    expect(hasForeignCharacters("24.12.2026 um 18:30 Uhr")).toBe(false);
    expect(hasForeignCharacters("24.12.")).toBe(false);
  });
});
