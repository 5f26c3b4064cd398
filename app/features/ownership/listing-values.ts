import { formatAmount } from "~/lib/format";
import {
  CLUB_ADMISSIONS,
  CLUB_LICENCES,
  WEEKDAYS,
  type ClubAdmission,
  type ClubLicence,
  type OpeningHours,
  type OpeningInterval,
  type Weekday,
} from "~db/provider-values";

/**
 * 'Eintrag bearbeiten' (issue #26 item 6): opening hours and club facts as the owner's form posts
 * them, read into the stored shapes with German messages beside the field. Plain module: the
 * form uses the labels and limits in the browser too.
 */

export const MAX_INTERVALS_PER_DAY = 3;
export const HOURS_NOTE_MAX = 200;
export const CLUB_FEE_MAX_EUROS = 100_000;
export const MINIMUM_AGE_MIN = 18;
export const MINIMUM_AGE_MAX = 99;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mo: "Montag",
  di: "Dienstag",
  mi: "Mittwoch",
  do: "Donnerstag",
  fr: "Freitag",
  sa: "Samstag",
  so: "Sonntag",
};
export const CLUB_ADMISSION_LABELS: Record<ClubAdmission, string> = { open: "Offen", waitlist: "Warteliste", closed: "Aufnahmestopp" };
export const CLUB_LICENCE_LABELS: Record<ClubLicence, string> = { granted: "Erteilt", applied: "Beantragt" };

export const LISTING_MESSAGES = {
  time: "Bitte gib die Uhrzeit als HH:MM an (z. B. 09:30).",
  incomplete: "Bitte gib Öffnungs- und Schließzeit an.",
  order: "Öffnungs- und Schließzeit dürfen nicht gleich sein.",
  overlap: "Die Zeiträume dürfen sich nicht überschneiden.",
  tooMany: `Höchstens ${MAX_INTERVALS_PER_DAY} Zeiträume pro Tag.`,
  note: `Der Hinweis darf maximal ${HOURS_NOTE_MAX} Zeichen haben.`,
  admission: "Bitte wähle offen, Warteliste oder Aufnahmestopp.",
  licence: "Bitte wähle erteilt oder beantragt.",
  fee: `Bitte gib einen Betrag von ${formatAmount(0)} bis ${formatAmount(CLUB_FEE_MAX_EUROS)} an (z. B. 25 oder 25,50).`,
  feeOrder: "Der Höchstbeitrag muss mindestens so hoch sein wie der Mindestbeitrag.",
  age: `Das Mindestalter muss zwischen ${MINIMUM_AGE_MIN} und ${MINIMUM_AGE_MAX} Jahren liegen.`,
} as const;

type Form = Record<string, unknown>;
type Errors = Record<string, string>;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
/** 'H:MM' and 'HH:MM:SS' from some browsers made 'HH:MM'; 24:00 is allowed as a closing time. */
function normalTime(raw: string, closing: boolean): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(raw);
  if (!m) return null;
  const value = `${m[1]!.padStart(2, "0")}:${m[2]}`;
  // Midnight as a closing time: '24:00', and '00:00' as a time field gives it.
  if (closing && (value === "24:00" || value === "00:00")) return "24:00";
  return TIME_RE.test(value) ? value : null;
}

/** Field names of one interval row of the hours editor. */
export const hoursField = (day: Weekday, index: number, side: "open" | "close") => `hours_${day}_${side}_${index}`;
export const closedField = (day: Weekday) => `hours_${day}_closed`;
/** The error key of a day ('hours.mo'), shown beside the day's row. */
export const dayErrorKey = (day: Weekday) => `hours.${day}`;

/** Indices of the interval rows a form posted for a day (any number; the limit is checked). */
function rowIndices(form: Form, day: Weekday): number[] {
  const prefix = `hours_${day}_`;
  const found = new Set<number>();
  for (const key of Object.keys(form)) {
    const m = new RegExp(`^${prefix}(?:open|close)_(\\d{1,2})$`).exec(key);
    if (m) found.add(Number(m[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The opening hours of the form: per day the filled rows (an empty row is ignored, 'Geschlossen'
 * drops the day's rows), 'nach Vereinbarung' and a note. Null when nothing is given.
 */
export function readOpeningHours(form: Form): { value: OpeningHours | null; errors: Errors } {
  const errors: Errors = {};
  const days: OpeningHours["days"] = {};
  let any = false;
  for (const day of WEEKDAYS) {
    if (form[closedField(day)] !== undefined && form[closedField(day)] !== "" && form[closedField(day)] !== "0") {
      days[day] = [];
      any = true;
      continue;
    }
    const intervals: OpeningInterval[] = [];
    let problem: string | null = null;
    for (const i of rowIndices(form, day)) {
      const open = text(form[hoursField(day, i, "open")]);
      const close = text(form[hoursField(day, i, "close")]);
      if (!open && !close) continue;
      if (!open || !close) {
        problem ??= LISTING_MESSAGES.incomplete;
        continue;
      }
      const o = normalTime(open, false);
      const c = normalTime(close, true);
      if (!o || !c) {
        problem ??= LISTING_MESSAGES.time;
        continue;
      }
      // A closing time before the opening time runs past midnight (18:00–02:00, as
      // app/lib/opening-hours.ts reads it); the same time twice is no interval.
      if (o === c) {
        problem ??= LISTING_MESSAGES.order;
        continue;
      }
      intervals.push({ open: o, close: c });
    }
    if (!problem && intervals.length > MAX_INTERVALS_PER_DAY) problem = LISTING_MESSAGES.tooMany;
    intervals.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));
    const overnight = (iv: OpeningInterval) => iv.close !== "24:00" && iv.close < iv.open;
    // Only the day's last interval may run past midnight; intervals must not overlap.
    if (!problem && intervals.some((iv, i) => (overnight(iv) && i < intervals.length - 1) || (i > 0 && intervals[i - 1]!.close > iv.open))) {
      problem = LISTING_MESSAGES.overlap;
    }
    if (problem) {
      errors[dayErrorKey(day)] = problem;
      continue;
    }
    if (intervals.length > 0) {
      days[day] = intervals;
      any = true;
    }
  }
  const byAppointment = Boolean(form.byAppointment) && form.byAppointment !== "0";
  const note = text(form.hoursNote);
  if (note.length > HOURS_NOTE_MAX) errors.hoursNote = LISTING_MESSAGES.note;
  if (!any && !byAppointment && !note) return { value: null, errors };
  // A day left out is closed; days given as closed are stored as [] (closed on purpose).
  return { value: { days, ...(byAppointment ? { byAppointment: true } : {}), ...(note ? { note } : {}) }, errors };
}

export type ClubFacts = {
  clubAdmission: ClubAdmission | null;
  clubFeeMinCents: number | null;
  clubFeeMaxCents: number | null;
  clubLicence: ClubLicence | null;
  minimumAge: number | null;
};
export const CLUB_FACT_KEYS = ["clubAdmission", "clubFeeMinCents", "clubFeeMaxCents", "clubLicence", "minimumAge"] as const;

/** A euro amount ('25', '25,50', '25.5', '1.200,00') in cents; '' → null; undefined when invalid. */
export function euroToCents(raw: string): number | null | undefined {
  const t = raw.replace(/\s|€/g, "");
  if (!t) return null;
  const normal = /,\d{1,2}$/.test(t) ? t.replace(/\./g, "").replace(",", ".") : /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, "") : t;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return undefined;
  const cents = Math.round(Number(normal) * 100);
  return cents <= CLUB_FEE_MAX_EUROS * 100 ? cents : undefined;
}

/** Cents as the form shows them ('25' or '25,50'). */
export function centsToEuroText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

export function readClubFacts(form: Form): { value: ClubFacts; errors: Errors } {
  const errors: Errors = {};
  const admission = text(form.clubAdmission);
  const licence = text(form.clubLicence);
  if (admission && !(CLUB_ADMISSIONS as readonly string[]).includes(admission)) errors.clubAdmission = LISTING_MESSAGES.admission;
  if (licence && !(CLUB_LICENCES as readonly string[]).includes(licence)) errors.clubLicence = LISTING_MESSAGES.licence;
  const min = euroToCents(text(form.clubFeeMin));
  const max = euroToCents(text(form.clubFeeMax));
  if (min === undefined) errors.clubFeeMin = LISTING_MESSAGES.fee;
  if (max === undefined) errors.clubFeeMax = LISTING_MESSAGES.fee;
  if (typeof min === "number" && typeof max === "number" && min > max) errors.clubFeeMax = LISTING_MESSAGES.feeOrder;
  const ageText = text(form.minimumAge);
  let age: number | null = null;
  if (ageText) {
    age = /^\d{1,3}$/.test(ageText) ? Number(ageText) : NaN;
    if (!(age >= MINIMUM_AGE_MIN && age <= MINIMUM_AGE_MAX)) errors.minimumAge = LISTING_MESSAGES.age;
  }
  return {
    value: {
      clubAdmission: errors.clubAdmission || !admission ? null : (admission as ClubAdmission),
      clubFeeMinCents: typeof min === "number" ? min : null,
      clubFeeMaxCents: typeof max === "number" ? max : null,
      clubLicence: errors.clubLicence || !licence ? null : (licence as ClubLicence),
      minimumAge: errors.minimumAge ? null : age,
    },
    errors,
  };
}

/** Whether the listing is a Cannabis Social Club (its club facts are asked for). */
export function isSocialClub(p: { category: string; categories?: readonly string[] | null }): boolean {
  return p.category === "cscs_dispensarys" || Boolean(p.categories?.includes("cscs_dispensarys"));
}
