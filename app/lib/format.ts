import { format as formatFns } from "date-fns";
import { de } from "date-fns/locale";

/**
 * Display formats of the product: German dates (dd.MM.yyyy, spec 1 section 9), ratings with one
 * decimal and a comma, and the URL forms of names (slugs, profile paths).
 */

/** Dates are shown in German local time on the server and in the browser alike (no hydration drift). */
export const DISPLAY_TIME_ZONE = "Europe/Berlin";

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const wallClockFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/**
 * A Date whose local fields equal the wall-clock time in DISPLAY_TIME_ZONE, so date-fns formats
 * the same text whatever the time zone of the machine is.
 */
function inDisplayZone(d: Date): Date {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormatter.formatToParts(d)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
}

/** Formats with a date-fns pattern and the German locale in German local time; "" for no date. */
export function formatPattern(value: DateInput, pattern: string): string {
  const d = toDate(value);
  return d ? formatFns(inDisplayZone(d), pattern, { locale: de }) : "";
}

/** 05.03.2026 */
export function formatDate(value: DateInput): string {
  return formatPattern(value, "dd.MM.yyyy");
}

/** 05.03.2026, 14:07 */
export function formatDateTime(value: DateInput): string {
  return formatPattern(value, "dd.MM.yyyy, HH:mm");
}

/** 5. März 2026 */
export function formatDateLong(value: DateInput): string {
  return formatPattern(value, "d. MMMM yyyy");
}

/** ISO date for <time dateTime> attributes: 2026-03-05 */
export function isoDate(value: DateInput): string {
  return formatPattern(value, "yyyy-MM-dd");
}

/** Average rating with one decimal and a comma: 4.25 → "4,3"; no rating → "0,0". */
export function formatRating(avg: number | string | null | undefined): string {
  const n = typeof avg === "string" ? Number(avg) : (avg ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  const rounded = Math.round(safe * 10 + Number.EPSILON * 10) / 10;
  return rounded.toFixed(1).replace(".", ",");
}

/** 'Stern' for exactly one, otherwise 'Sterne'. */
export function ratingLabel(n: number): "Stern" | "Sterne" {
  return n === 1 ? "Stern" : "Sterne";
}

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * Lower-cases, transliterates German umlauts (ä→ae, ö→oe, ü→ue, ß→ss), strips other accents,
 * turns every other character into '-', collapses repeated '-' and trims them at the edges.
 */
function toPathSegment(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
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

/** The username form used in profile links (navigation-menu rule of spec 2 section 2). */
export function normalizeUsernameForPath(username: string): string {
  return toPathSegment(username ?? "");
}

/** /{normalizedUsername} when the user has a (usable) username, else /profile/{id}. */
export function profilePath(user: { id: string; username?: string | null }): string {
  const name = user.username ? normalizeUsernameForPath(user.username) : "";
  return name ? `/${name}` : `/profile/${user.id}`;
}
