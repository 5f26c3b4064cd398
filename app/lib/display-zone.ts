/** Dates are shown in German local time on the server and in the browser alike (no hydration drift). */
export const DISPLAY_TIME_ZONE = "Europe/Berlin";

export type DateInput = Date | string | number | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * For instants outside the years of the rule below. Made on first use: the first
 * Intl.DateTimeFormat with a time zone costs a browser 40 to 130 ms (its time zone data; Chromium,
 * this machine, unthrottled), which no page showing today's dates need pay.
 */
let wallClockFormatter: Intl.DateTimeFormat | undefined;
function wallClockFormat(): Intl.DateTimeFormat {
  return (wallClockFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: DISPLAY_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }));
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The day of the month of the last Sunday of `month` (0 to 11) in `year`. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Berlin's offset from UTC in minutes at an instant, by the EU's summer time rule (since 1996:
 * from the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC, UTC+2;
 * otherwise UTC+1); null outside 1996 to 2099, where the time zone database answers instead.
 * display-zone.test.ts compares it with Intl hour by hour.
 */
function berlinOffsetMinutes(time: number): number | null {
  const year = new Date(time).getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  const start = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const end = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return time >= start && time < end ? 120 : 60;
}

/** The wall-clock fields of an instant in DISPLAY_TIME_ZONE (month 1 to 12). */
export function wallClock(d: Date): WallClock {
  const offset = berlinOffsetMinutes(d.getTime());
  if (offset !== null) {
    const local = new Date(d.getTime() + offset * 60_000);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  }
  return wallClockFromIntl(d);
}

/** The same from the time zone database (exported for the test that compares the two). */
export function wallClockFromIntl(d: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormat().formatToParts(d)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The instant at which the clocks of DISPLAY_TIME_ZONE show the given wall-clock time (month 1 to
 * 12). In the hour skipped by the spring change the later offset applies; in the repeated autumn
 * hour, the first.
 */
export function fromWallClock(w: Omit<WallClock, "second"> & { second?: number }): Date {
  const target = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const seen = wallClock(new Date(guess));
    const diff = target - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}
