/**
 * Limits of provider columns (db/schema/providers.ts), in a file without Drizzle so that browser
 * code (app/features/providers/admin/admin-schema.ts) can use them.
 */

/** Longest reason an admin may give when rejecting an entry (told to the submitter, 'Meine Einträge'). */
export const PROVIDER_REJECTION_REASON_MAX = 500;

/**
 * Opening hours (providers.opening_hours, issue #26): per weekday a list of intervals 'HH:MM'–'HH:MM'
 * in the provider's time zone (several intervals = breaks); a day without intervals is closed.
 * `byAppointment`: 'nach Vereinbarung' (shown beside or instead of the hours). Null = not given.
 */
export const WEEKDAYS = ["mo", "di", "mi", "do", "fr", "sa", "so"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type OpeningInterval = { open: string; close: string };
export type OpeningHours = { days: Partial<Record<Weekday, OpeningInterval[]>>; byAppointment?: boolean; note?: string };

/** Cannabis Social Club facts (issue #26 item 7). */
export const CLUB_ADMISSIONS = ["open", "waitlist", "closed"] as const; // offen, Warteliste, Aufnahmestopp
export type ClubAdmission = (typeof CLUB_ADMISSIONS)[number];
export const CLUB_LICENCES = ["granted", "applied"] as const; // Erlaubnis nach KCanG: erteilt, beantragt
export type ClubLicence = (typeof CLUB_LICENCES)[number];

/** Changes an owner may not publish directly (name, category, address): they wait for an admin. */
export const PROVIDER_CHANGE_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProviderChangeRequestStatus = (typeof PROVIDER_CHANGE_REQUEST_STATUSES)[number];
