import { DISPLAY_TIME_ZONE, toDate, wallClock, type DateInput } from "./display-zone";
import { germanPluralCategory } from "./german-plural";

/**
 * Display formats of the product: German dates (dd.MM.yyyy, spec 1 section 9), ratings with one
 * decimal and a comma, and the URL forms of names (slugs, profile paths).
 *
 * The fixed date formats below use Intl (time zone Europe/Berlin) instead of date-fns, because
 * they run in client components and date-fns with the German locale would add about 7 KB gzip to
 * every first page load. Free date-fns patterns stay available through formatPattern
 * (./format-pattern, date-fns + de), which is only bundled where it is imported.
 */

export { DISPLAY_TIME_ZONE };
export { formatPattern } from "./format-pattern";

const pad2 = (n: number) => String(n).padStart(2, "0");
const pad4 = (n: number) => String(n).padStart(4, "0");

/** The German month names (no Intl formatter with a time zone for them, see display-zone.ts). */
const GERMAN_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"] as const;

/** 05.03.2026 */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad2(w.day)}.${pad2(w.month)}.${pad4(w.year)}`;
}

/** 05.03.2026, 14:07 */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad2(w.day)}.${pad2(w.month)}.${pad4(w.year)}, ${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** 5. März 2026 */
export function formatDateLong(value: DateInput): string {
  const d = toDate(value);
  if (!d) return "";
  const w = wallClock(d);
  return `${w.day}. ${GERMAN_MONTHS[w.month - 1]} ${pad4(w.year)}`;
}

/** ISO date for <time dateTime> attributes: 2026-03-05 */
export function isoDate(value: DateInput): string {
  const d = toDate(value);
  if (!d) return "";
  const w = wallClock(d);
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** The year in German local time: 2026 ("" for no date). */
export function formatYear(value: DateInput): string {
  const d = toDate(value);
  return d ? pad4(wallClock(d).year) : "";
}

/** Average rating with one decimal and a comma: 4.25 → "4,3"; no rating → "0,0". */
export function formatRating(avg: number | string | null | undefined): string {
  const n = typeof avg === "string" ? Number(avg) : (avg ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const rounded = Math.round(safe * 10 + Number.EPSILON * 10) / 10;
  return rounded.toFixed(1).replace(".", ",");
}

/**
 * A whole number with German digit grouping: 1234 → "1.234", as toLocaleString("de-DE") gives, but
 * without loading the browser's number-format data on the public pages (40 to 80 ms on a phone the
 * first time); anything but a safe integer goes to toLocaleString.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("de-DE");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return n < 0 ? `-${digits}` : digits;
}

/** 'Stern' for exactly one, otherwise 'Sterne'. */
export function ratingLabel(n: number): "Stern" | "Sterne" {
  return n === 1 ? "Stern" : "Sterne";
}

/**
 * A count with its word in the right number, for texts built outside i18next (server messages,
 * mails): plural(1, "Tag", "Tage") → "1 Tag", plural(1234, "Tag", "Tage") → "1.234 Tage". UI texts
 * use i18next plurals (`key_one` / `key_other` with a `count` option), see app/lib/texts.test.ts.
 */
export function plural(n: number, one: string, other: string): string {
  return `${n.toLocaleString("de-DE")} ${germanPluralCategory(n) === "one" ? one : other}`;
}

/** Amounts the German way, as Intl formats them for de-DE: 29.9 → "29,90 €", 1000 → "1.000,00 €" (no-break space before the sign). */
export function formatAmount(value: number, currency = "EUR"): string {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency }).format(value);
}

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Lower-cases, transliterates German umlauts (ä→ae, ö→oe, ü→ue, ß→ss) and strips other accents. */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** foldGerman, then every other character to '-', repeated '-' collapsed and trimmed at the edges. */
function toPathSegment(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** URL slug of a name or title: "Grüne Oase Köln" → "gruene-oase-koeln". */
export function slugify(text: string, maxLength?: number): string {
  const slug = toPathSegment(text ?? "");
  if (!maxLength || slug.length <= maxLength) return slug;
  return slug.slice(0, maxLength).replace(/-+$/g, "");
}
