import { format as formatFns } from "date-fns";
import { de } from "date-fns/locale";
import { toDate, wallClock, type DateInput } from "./display-zone";

/**
 * Arbitrary date-fns patterns with the German locale (the decided stack: date-fns with `de`).
 * Kept in its own module so the fixed display formats of ./format (used by client components)
 * run on Intl alone and date-fns with its locale (≈ 7 KB gzip) stays out of the browser bundle;
 * only code that imports formatPattern pulls it in (today none on the client).
 */

/** A Date whose local fields equal the wall-clock time in DISPLAY_TIME_ZONE (machine zone independent). */
function inDisplayZone(d: Date): Date {
  const w = wallClock(d);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Formats with a date-fns pattern and the German locale in German local time; "" for no date. */
export function formatPattern(value: DateInput, pattern: string): string {
  const d = toDate(value);
  return d ? formatFns(inDisplayZone(d), pattern, { locale: de }) : "";
}
