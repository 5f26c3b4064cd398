import type { OpeningHours, OpeningInterval } from "../provider-values";
import type { ProviderCategory } from "../schema/providers";
import { at } from "./context";
import { createRng } from "./random";

/**
 * Demo facts of the providers (issue #26 item 8): opening hours (varied, some with a lunch break,
 * some closed days, one 'nach Vereinbarung'), a phone number for everyone, and for Cannabis
 * Social Clubs the club facts (admission open / waitlist / closed, fee, licence, minimum age).
 * Own PRNG stream, so the other provider fields stay as they were.
 */
const iv = (open: string, close: string): OpeningInterval => ({ open, close });
const week = (days: Partial<Record<"mo" | "di" | "mi" | "do" | "fr" | "sa" | "so", OpeningInterval[]>>): OpeningHours => ({ days });
const range = (from: string, to: string) => [iv(from, to)];
const withBreak = [iv("10:00", "13:00"), iv("14:00", "18:30")];

const TEMPLATES: OpeningHours[] = [
  // Shop hours with a lunch break, closed Sunday and Monday.
  week({ di: withBreak, mi: withBreak, do: withBreak, fr: withBreak, sa: range("10:00", "14:00") }),
  // Every day.
  week({
    mo: range("09:00", "20:00"),
    di: range("09:00", "20:00"),
    mi: range("09:00", "20:00"),
    do: range("09:00", "20:00"),
    fr: range("09:00", "20:00"),
    sa: range("10:00", "18:00"),
    so: range("12:00", "18:00"),
  }),
  // Club evenings: Wednesday, Friday, Saturday.
  week({ mi: range("17:00", "21:00"), fr: range("16:00", "22:00"), sa: range("14:00", "20:00") }),
  // A bar into the night (past midnight).
  week({ di: range("18:00", "24:00"), mi: range("18:00", "24:00"), do: range("18:00", "01:00"), fr: range("18:00", "02:00"), sa: range("18:00", "02:00") }),
  // Office hours Monday to Friday with a break.
  week({
    mo: [iv("08:30", "12:30"), iv("13:30", "17:00")],
    di: [iv("08:30", "12:30"), iv("13:30", "17:00")],
    mi: [iv("08:30", "12:30"), iv("13:30", "17:00")],
    do: [iv("08:30", "12:30"), iv("13:30", "17:00")],
    fr: range("08:30", "14:00"),
  }),
  // Long weekday hours, short Saturday.
  week({
    mo: range("11:00", "19:00"),
    di: range("11:00", "19:00"),
    mi: range("11:00", "19:00"),
    do: range("11:00", "21:00"),
    fr: range("11:00", "21:00"),
    sa: range("11:00", "16:00"),
  }),
];

export type ProviderFacts = {
  phone: string;
  openingHours: OpeningHours;
  clubAdmission: "open" | "waitlist" | "closed" | null;
  clubFeeMinCents: number | null;
  clubFeeMaxCents: number | null;
  clubLicence: "granted" | "applied" | null;
  minimumAge: number | null;
  clubFactsUpdatedAt: Date | null;
};

const ADMISSIONS = ["open", "waitlist", "closed"] as const;

/** The facts of the `index`-th provider; `phone` is kept when the provider has one already. */
export function providerFacts(index: number, category: ProviderCategory, countryCode: string, phone: string | null): ProviderFacts {
  const rng = createRng(`provider-facts-${index}`);
  const prefix = { DE: "+49", AT: "+43", CH: "+41", NL: "+31", ES: "+34", TH: "+66" }[countryCode] ?? "+49";
  // The second provider is open by appointment only; a few others add it to their hours.
  const openingHours: OpeningHours =
    index === 1
      ? { days: {}, byAppointment: true, note: "Termine telefonisch oder per E-Mail." }
      : { ...TEMPLATES[(index * 7 + rng.int(0, 5)) % TEMPLATES.length]!, ...(index % 9 === 4 ? { byAppointment: true } : {}) };
  const club = category === "cscs_dispensarys";
  const feeMin = club ? rng.pick([1500, 2000, 2500, 3000, 4000]) : null;
  const feeMax = feeMin === null ? null : rng.chance(0.4) ? feeMin : feeMin + rng.pick([1000, 2000, 3000]);
  return {
    phone: phone ?? `${prefix} ${rng.int(30, 991)} ${rng.int(100000, 9999999)}`,
    openingHours,
    clubAdmission: club ? ADMISSIONS[index % 3]! : null,
    clubFeeMinCents: feeMin,
    clubFeeMaxCents: feeMax,
    clubLicence: club ? (rng.chance(0.6) ? "granted" : "applied") : null,
    minimumAge: club ? rng.pick([18, 18, 21]) : null,
    clubFactsUpdatedAt: club ? at(-rng.int(3, 120)) : null,
  };
}
