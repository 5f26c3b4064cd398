/** Dates are shown in German local time on the server and in the browser alike (no hydration drift). */
export const DISPLAY_TIME_ZONE = "Europe/Berlin";

export type DateInput = Date | string | number | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Made on first use: the first Intl.DateTimeFormat with a time zone costs a browser 40 to 130 ms
 * (its time zone data; Chromium, this machine, unthrottled), which a page that shows no date (or
 * only in parts it does not hydrate, decision 0050) need not pay.
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

/** The wall-clock fields of an instant in DISPLAY_TIME_ZONE (month 1 to 12). */
export function wallClock(d: Date): WallClock {
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
