/**
 * What the back-office can move to the 'Papierkorb' (db/schema/trash.ts, decision 0030), in a file
 * without Drizzle so that browser code can use the kinds and their German names.
 */
export const TRASH_KINDS = ["provider", "review", "banner", "campaign", "coupon", "merchant", "contest", "popup"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** German name of each kind (list, messages). */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  provider: "Anbieter",
  review: "Bewertung",
  banner: "Banner",
  campaign: "Kampagne",
  coupon: "Gutscheincode",
  merchant: "Merchant",
  contest: "Gewinnspiel",
  popup: "Popup",
};

/** How long an entry stays in the trash before the purge job deletes it for good. */
export const TRASH_RETENTION_DAYS = 30;
