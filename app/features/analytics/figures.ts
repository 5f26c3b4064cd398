import type { TrafficSummary } from "./traffic.server";
import { plural } from "~/lib/format";

/** Display rules of the dashboard: every figure is computed from recorded rows, or 'Keine Daten'. */
export const NO_DATA = "Keine Daten";

export const int = (v: number) => v.toLocaleString("de-DE");

/** Percent with one decimal, or null without a base. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

export const pct = (v: number | null) => (v === null ? NO_DATA : `${v.toLocaleString("de-DE", { maximumFractionDigits: 1 })} %`);

/** '12 min 5 s', '45 s'; null without sessions. */
export function duration(seconds: number | null): string {
  if (seconds === null) return NO_DATA;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h} h ${m} min`;
  return m > 0 ? `${m} min ${rest} s` : `${rest} s`;
}

export type SummaryFigure = { id: string; label: string; value: string; hint?: string };

/** The headline figures of the enhanced and the legacy tab. */
export function summaryFigures(s: TrafficSummary): SummaryFigure[] {
  return [
    { id: "views", label: "Seitenaufrufe", value: int(s.views) },
    { id: "visitors", label: "Eindeutige Besucher", value: int(s.visitors) },
    {
      id: "returning",
      label: "Wiederkehrende Besucher",
      value: pct(percent(s.returningVisitors, s.visitors)),
      hint: `${int(s.returningVisitors)} von ${int(s.visitors)}`,
    },
    {
      id: "bounce",
      label: "Absprungrate",
      value: pct(percent(s.bouncedVisitors, s.visitors)),
      hint: `${int(s.bouncedVisitors)} Besucher mit nur einem Aufruf`,
    },
    {
      id: "session",
      label: "Ø Sitzungsdauer",
      value: duration(s.sessions > 0 ? s.sessionSeconds / s.sessions : null),
      hint: plural(s.sessions, "Sitzung", "Sitzungen"),
    },
    {
      id: "mobile",
      label: "Mobile Aufrufe",
      value: pct(percent(s.mobileViews, s.views)),
      hint: `${int(s.mobileViews)} mobil · ${int(s.views - s.mobileViews)} Desktop`,
    },
  ];
}

/** dd.MM.yyyy of a yyyy-MM-dd day. */
export const germanDay = (day: string) => day.split("-").reverse().join(".");
