import { fromWallClock } from "./display-zone";
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
