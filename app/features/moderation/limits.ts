/**
 * Mirrors REPORT_TARGET_TYPES / REPORT_REASON_MAX of db/schema/moderation.ts (browser-safe copy,
 * without zod: the report button on provider and article pages imports it).
 */
export const REPORT_TARGETS = ["review", "article"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASON_MAX = 500;
