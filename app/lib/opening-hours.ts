import { WEEKDAYS, type OpeningHours, type OpeningInterval, type Weekday } from "~db/provider-values";

/**
 * Opening hours of a provider (issue #26 item 5), pure: the status 'Jetzt geöffnet · bis 18:00' /
 * 'Geschlossen · öffnet Di 10:00' / 'Nach Vereinbarung' computed in the provider's time zone, the
 * weekly table (Mo–So, several intervals per day are breaks) and schema.org's
 * openingHoursSpecification. Wall-clock times come from Intl.DateTimeFormat with the zone, so
 * daylight saving time needs no arithmetic here. An interval whose close is not after its open
 * ('22:00'–'02:00') runs past midnight; '24:00' closes at midnight.
 */

export const WEEKDAY_SHORT: Record<Weekday, string> = { mo: "Mo", di: "Di", mi: "Mi", do: "Do", fr: "Fr", sa: "Sa", so: "So" };
export const WEEKDAY_LONG: Record<Weekday, string> = {
  mo: "Montag",
  di: "Dienstag",
  mi: "Mittwoch",
  do: "Donnerstag",
  fr: "Freitag",
  sa: "Samstag",
  so: "Sonntag",
};
const SCHEMA_DAYS: Record<Weekday, string> = {
  mo: "https://schema.org/Monday",
  di: "https://schema.org/Tuesday",
  mi: "https://schema.org/Wednesday",
  do: "https://schema.org/Thursday",
  fr: "https://schema.org/Friday",
  sa: "https://schema.org/Saturday",
  so: "https://schema.org/Sunday",
};
const INTL_DAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    } catch {
      f = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Weekday index (0 = Monday) and minute of the day of `now` on the wall clock of `timeZone`. */
export function zonedWeekMinute(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = formatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const hour = Number(get("hour")) % 24;
  return { day: INTL_DAYS[get("weekday")] ?? 0, minute: hour * 60 + Number(get("minute")) };
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const validInterval = (i: OpeningInterval) => TIME_RE.test(i.open) && TIME_RE.test(i.close) && i.open !== "24:00";

/** The valid intervals of a day, sorted by opening time. */
export function dayIntervals(hours: OpeningHours | null | undefined, day: Weekday): OpeningInterval[] {
  return (hours?.days?.[day] ?? []).filter(validInterval).sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
}

/** Whether any weekday has an interval. */
export function hasHours(hours: OpeningHours | null | undefined): boolean {
  return WEEKDAYS.some((d) => dayIntervals(hours, d).length > 0);
}

const WEEK = 7 * 24 * 60;

/** Every interval as [start, end) in minutes of the week (Monday 00:00 = 0); overnight ones cross the day. */
function weekIntervals(hours: OpeningHours | null | undefined) {
  const out: { start: number; end: number; close: string }[] = [];
  WEEKDAYS.forEach((d, i) => {
    for (const iv of dayIntervals(hours, d)) {
      const start = i * 1440 + toMinutes(iv.open);
      let end = i * 1440 + toMinutes(iv.close);
      if (end <= start) end += 1440;
      out.push({ start, end, close: iv.close === "24:00" ? "24:00" : iv.close });
    }
  });
  return out;
}

export type OpeningStatus =
  | { kind: "open"; open: true; until: string; label: string }
  | { kind: "closed"; open: false; day: string | null; time: string | null; label: string }
  | { kind: "appointment"; open: false; label: string };

/**
 * The status at `now`: open until when, closed and when it opens next ('heute', 'morgen' or the
 * weekday), or 'Nach Vereinbarung' (by appointment, no hours or closed now). Null without any data.
 */
export function openingStatus(hours: OpeningHours | null | undefined, timeZone: string, now: Date): OpeningStatus | null {
  const intervals = weekIntervals(hours);
  if (intervals.length === 0) {
    return hours?.byAppointment ? { kind: "appointment", open: false, label: "Nach Vereinbarung" } : null;
  }
  const { day, minute } = zonedWeekMinute(now, timeZone);
  const at = day * 1440 + minute;
  // An interval contains `at` in this week or, running past Sunday midnight, from the last week.
  const current = intervals.find((iv) => (at >= iv.start && at < iv.end) || (at + WEEK >= iv.start && at + WEEK < iv.end));
  if (current) {
    // Back-to-back intervals ('10:00–14:00', '14:00–18:00') read as one.
    let end = current.end;
    let close = current.close;
    for (let n = 0; n < intervals.length; n++) {
      const next = intervals.find((iv) => iv.start === end % WEEK);
      if (!next) break;
      end += next.end - next.start;
      close = next.close;
    }
    return { kind: "open", open: true, until: close, label: `Jetzt geöffnet · bis ${close}` };
  }
  let best: { delta: number; start: number } | null = null;
  for (const iv of intervals) {
    const delta = (iv.start - at + WEEK) % WEEK;
    if (!best || delta < best.delta) best = { delta, start: iv.start };
  }
  const startDay = Math.floor(best!.start / 1440) % 7;
  const time = `${String(Math.floor((best!.start % 1440) / 60)).padStart(2, "0")}:${String(best!.start % 60).padStart(2, "0")}`;
  const minutesToMidnight = 1440 - minute;
  const dayLabel = best!.delta < minutesToMidnight ? "heute" : best!.delta < minutesToMidnight + 1440 ? "morgen" : WEEKDAY_SHORT[WEEKDAYS[startDay]!];
  const suffix = hours?.byAppointment ? " · oder nach Vereinbarung" : "";
  return { kind: "closed", open: false, day: dayLabel, time, label: `Geschlossen · öffnet ${dayLabel} ${time}${suffix}` };
}

export type WeekRow = { day: Weekday; short: string; long: string; text: string; closed: boolean; today: boolean };

/** '10:00–13:00, 14:00–18:00' (a break between the intervals) or 'Geschlossen'. */
export function formatIntervals(intervals: readonly OpeningInterval[]): string {
  return intervals.length === 0 ? "Geschlossen" : intervals.map((i) => `${i.open}–${i.close}`).join(", ");
}

/** The table Mo–So; `today` marks the current weekday in `timeZone` when `now` is given. */
export function weeklyTable(hours: OpeningHours | null | undefined, timeZone: string, now?: Date): WeekRow[] {
  const today = now ? zonedWeekMinute(now, timeZone).day : -1;
  return WEEKDAYS.map((d, i) => {
    const intervals = dayIntervals(hours, d);
    return { day: d, short: WEEKDAY_SHORT[d], long: WEEKDAY_LONG[d], text: formatIntervals(intervals), closed: intervals.length === 0, today: i === today };
  });
}

/**
 * schema.org OpeningHoursSpecification: one entry per distinct interval, with the days that share
 * it; an overnight interval closes at its time on the next day, which schema.org reads from closes < opens.
 */
export function openingHoursSpecification(hours: OpeningHours | null | undefined) {
  const groups = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const d of WEEKDAYS) {
    for (const iv of dayIntervals(hours, d)) {
      const closes = iv.close === "24:00" ? "23:59" : iv.close;
      const key = `${iv.open}-${closes}`;
      const g = groups.get(key) ?? { days: [], opens: iv.open, closes };
      g.days.push(SCHEMA_DAYS[d]);
      groups.set(key, g);
    }
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days.length === 1 ? g.days[0] : g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}
