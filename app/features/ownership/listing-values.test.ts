import { describe, expect, it } from "vitest";
import { euroToCents, LISTING_MESSAGES, readClubFacts, readOpeningHours } from "./listing-values";

describe("opening hours of the owner's form", () => {
  it("reads several ranges a day (breaks), closed days, 'nach Vereinbarung' and a note; ignores empty rows", () => {
    const { value, errors } = readOpeningHours({
      hours_mo_open_0: "14:00",
      hours_mo_close_0: "19:00",
      hours_mo_open_1: "10:00",
      hours_mo_close_1: "13:00",
      hours_mo_open_2: "",
      hours_mo_close_2: "",
      hours_di_open_0: "9:30",
      hours_di_close_0: "24:00",
      hours_so_closed: "1",
      hours_so_open_0: "10:00",
      hours_so_close_0: "12:00",
      byAppointment: "1",
      hoursNote: " An Feiertagen geschlossen ",
    });
    expect(errors).toEqual({});
    expect(value).toEqual({
      days: {
        mo: [
          { open: "10:00", close: "13:00" },
          { open: "14:00", close: "19:00" },
        ],
        di: [{ open: "09:30", close: "24:00" }],
        so: [],
      },
      byAppointment: true,
      note: "An Feiertagen geschlossen",
    });
  });

  it("is null when nothing is given", () => {
    expect(readOpeningHours({ hours_mo_open_0: "", hours_mo_close_0: "" })).toEqual({ value: null, errors: {} });
  });

  it("refuses bad times, a close before the open, overlaps, half rows and more than three ranges, beside the day", () => {
    const { errors } = readOpeningHours({
      hours_mo_open_0: "25:00",
      hours_mo_close_0: "26:00",
      hours_di_open_0: "10:00",
      hours_di_close_0: "10:00",
      hours_mi_open_0: "10:00",
      hours_mi_close_0: "14:00",
      hours_mi_open_1: "13:00",
      hours_mi_close_1: "18:00",
      hours_do_open_0: "10:00",
      hours_do_close_0: "",
      hours_fr_open_0: "08:00",
      hours_fr_close_0: "09:00",
      hours_fr_open_1: "10:00",
      hours_fr_close_1: "11:00",
      hours_fr_open_2: "12:00",
      hours_fr_close_2: "13:00",
      hours_fr_open_3: "14:00",
      hours_fr_close_3: "15:00",
      hours_sa_open_0: "x",
      hours_sa_close_0: "10:00",
      hoursNote: "x".repeat(201),
    });
    expect(errors).toEqual({
      "hours.mo": LISTING_MESSAGES.time,
      "hours.di": LISTING_MESSAGES.order,
      "hours.mi": LISTING_MESSAGES.overlap,
      "hours.do": LISTING_MESSAGES.incomplete,
      "hours.fr": LISTING_MESSAGES.tooMany,
      "hours.sa": LISTING_MESSAGES.time,
      hoursNote: LISTING_MESSAGES.note,
    });
    expect(LISTING_MESSAGES.overlap).toBe("Die Zeiträume dürfen sich nicht überschneiden.");
  });

  it("reads a closing time before the opening time as past midnight, 00:00 as 24:00; only the day's last range may run past midnight", () => {
    const { value, errors } = readOpeningHours({ hours_fr_open_0: "18:00", hours_fr_close_0: "02:00", hours_sa_open_0: "18:00", hours_sa_close_0: "00:00" });
    expect(errors).toEqual({});
    expect(value?.days).toEqual({ fr: [{ open: "18:00", close: "02:00" }], sa: [{ open: "18:00", close: "24:00" }] });
    const late = readOpeningHours({ hours_fr_open_0: "22:00", hours_fr_close_0: "02:00", hours_fr_open_1: "23:00", hours_fr_close_1: "23:30" });
    expect(late.errors).toEqual({ "hours.fr": LISTING_MESSAGES.overlap });
  });

  it("allows ranges that touch (13:00–14:00 and 14:00–18:00)", () => {
    const { errors } = readOpeningHours({ hours_mo_open_0: "13:00", hours_mo_close_0: "14:00", hours_mo_open_1: "14:00", hours_mo_close_1: "18:00" });
    expect(errors).toEqual({});
  });
});

describe("club facts of the owner's form", () => {
  it("reads admission, fee range in euros, licence and minimum age", () => {
    expect(readClubFacts({ clubAdmission: "waitlist", clubFeeMin: "25", clubFeeMax: "39,50", clubLicence: "granted", minimumAge: "21" })).toEqual({
      value: { clubAdmission: "waitlist", clubFeeMinCents: 2500, clubFeeMaxCents: 3950, clubLicence: "granted", minimumAge: 21 },
      errors: {},
    });
    expect(readClubFacts({}).value).toEqual({ clubAdmission: null, clubFeeMinCents: null, clubFeeMaxCents: null, clubLicence: null, minimumAge: null });
  });

  it("refuses unknown values, bad amounts, min above max and ages outside 18 to 99", () => {
    const { errors } = readClubFacts({ clubAdmission: "maybe", clubLicence: "soon", clubFeeMin: "abc", clubFeeMax: "-5", minimumAge: "17" });
    expect(errors).toEqual({
      clubAdmission: LISTING_MESSAGES.admission,
      clubLicence: LISTING_MESSAGES.licence,
      clubFeeMin: LISTING_MESSAGES.fee,
      clubFeeMax: LISTING_MESSAGES.fee,
      minimumAge: LISTING_MESSAGES.age,
    });
    expect(readClubFacts({ clubFeeMin: "50", clubFeeMax: "20" }).errors).toEqual({ clubFeeMax: LISTING_MESSAGES.feeOrder });
    expect(readClubFacts({ minimumAge: "100" }).errors).toEqual({ minimumAge: LISTING_MESSAGES.age });
    expect(readClubFacts({ minimumAge: "18" }).errors).toEqual({});
  });

  it("reads German amounts", () => {
    expect(euroToCents("1.200,00")).toBe(120000);
    expect(euroToCents("1.200")).toBe(120000);
    expect(euroToCents("12.5")).toBe(1250);
    expect(euroToCents("30 €")).toBe(3000);
    expect(euroToCents("")).toBeNull();
    expect(euroToCents("100001")).toBeUndefined();
  });
});
