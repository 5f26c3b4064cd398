/**
 * Limits of provider columns (db/schema/providers.ts), in a file without Drizzle so that browser
 * code (app/features/providers/admin-schema.ts) can use them.
 */

/** Longest reason an admin may give when rejecting an entry (told to the submitter, 'Meine Einträge'). */
export const PROVIDER_REJECTION_REASON_MAX = 500;
