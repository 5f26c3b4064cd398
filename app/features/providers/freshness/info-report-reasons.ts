/**
 * 'Veraltete Info melden': the reasons a member can pick (browser-safe copy of
 * INFO_REPORT_REASONS of db/schema/providers.ts, without zod: the dialog imports it).
 */
export const INFO_REPORT_REASON_LABELS = {
  hours: "Öffnungszeiten",
  address: "Adresse",
  contact: "Kontakt",
  offer: "Angebot",
  closed: "Geschlossen",
  other: "Sonstiges",
} as const;
export type InfoReportReasonKey = keyof typeof INFO_REPORT_REASON_LABELS;
export const INFO_REPORT_REASON_KEYS = Object.keys(INFO_REPORT_REASON_LABELS) as InfoReportReasonKey[];
export const INFO_REPORT_NOTE_MAX = 1000;
/** Data older than this is 'stale': a hint on the page and one reminder to the owner. */
export const STALE_AFTER_MONTHS = 12;

/** Whether data last changed at `dataUpdatedAt` is older than 12 months at `now`. */
export function isStale(dataUpdatedAt: Date | string, now: Date = new Date()): boolean {
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - STALE_AFTER_MONTHS);
  return new Date(dataUpdatedAt).getTime() < limit.getTime();
}
