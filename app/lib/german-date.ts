import { fromWallClock, wallClock } from "./display-zone";
import { formatDate, formatDateTime } from "./format";

/**
 * German date entry (dd.MM.yyyy, optionally with a 24-hour time) in German local time: the same
 * text means the same instant in the browser and on the server, whatever the visitor's browser
 * language or time zone. Used by the DateInput primitive and by server schemas.
 */

const DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const DATE_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s*,?\s*(?:um\s+)?(\d{1,2})[:.](\d{2})(?:\s*Uhr)?)?$/i;

export const GERMAN_DATE_PLACEHOLDER = "TT.MM.JJJJ";
export const GERMAN_DATE_TIME_PLACEHOLDER = "TT.MM.JJJJ HH:MM";
export const GERMAN_DATE_MESSAGES = {
  date: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.",
  dateTime: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ HH:MM ein.",
} as const;

/**
 * The instant a German date text names, or null when it is not a real date ("31.02.2026") or not
 * in the format. Without a time (or when `withTime` is false), midnight German time.
 */
export function parseGermanDate(text: string, opts: { withTime?: boolean } = {}): Date | null {
  const m = (opts.withTime ? DATE_TIME : DATE).exec(text.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute] = [m[4] === undefined ? 0 : Number(m[4]), m[5] === undefined ? 0 : Number(m[5])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return fromWallClock({ year, month, day, hour, minute });
}

/** The text a DateInput shows for an instant: "05.03.2026" or "05.03.2026, 14:07" ("" for none). */
export function formatGermanDateInput(value: Date | string | null | undefined, opts: { withTime?: boolean } = {}): string {
  if (!value) return "";
  return opts.withTime ? formatDateTime(value) : formatDate(value);
}

/** A text that has the whole shape of a date (and time): from here on a wrong date is reported at once. */
export function looksComplete(text: string, opts: { withTime?: boolean } = {}): boolean {
  const t = text.trim().replace(/\s+/g, " ");
  return opts.withTime ? /^\d{1,2}\.\d{1,2}\.\d{4},? \d{1,2}[:.]\d{2}$/.test(t) : /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(t);
}

/** Characters a German date text never contains (letters, slashes …): refused at once. */
export function hasForeignCharacters(text: string): boolean {
  return /[^\d.:,\s]/.test(text.replace(/\s*(um|Uhr)\s*/gi, " "));
}

/** The value of the platform's picker (`<input type="date">` / `datetime-local`) for an instant in German time; "" for none. */
export function pickerValue(value: Date | null | undefined, opts: { withTime?: boolean } = {}): string {
  if (!value) return "";
  const w = wallClock(value);
  const pad = (n: number, l = 2) => String(n).padStart(l, "0");
  const day = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  return opts.withTime ? `${day}T${pad(w.hour)}:${pad(w.minute)}` : day;
}

/** The instant a picker value ('2026-12-24' or '2026-12-24T14:30') names in German time, or null. */
export function fromPickerValue(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  return fromWallClock({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4] ?? 0), minute: Number(m[5] ?? 0) });
}

/** The bounds the picker offers (the years parseGermanDate accepts). */
export const PICKER_BOUNDS = { min: "1900-01-01", max: "2999-12-31" } as const;
