import { formatAmount, formatDate } from "~/lib/format";

/**
 * Texts of the Cannabis Social Club facts (issue #26 item 7), shared by the page and the card.
 * Plain module: the page renders them through i18next (the German text is the key).
 */
export const CLUB_ADMISSION_LABELS = { open: "offen", waitlist: "Warteliste", closed: "Aufnahmestopp" } as const;
/** The card's chip: 'Aufnahme offen', 'Warteliste', 'Aufnahmestopp'. */
export const CLUB_ADMISSION_CHIPS = { open: "Aufnahme offen", waitlist: "Warteliste", closed: "Aufnahmestopp" } as const;
export const CLUB_LICENCE_LABELS = { granted: "erteilt", applied: "beantragt" } as const;

/** '20,00 € – 40,00 €' (one amount when both are equal or only one is given), or null. */
export function clubFeeRange(minCents: number | null, maxCents: number | null): string | null {
  const min = minCents ?? maxCents;
  const max = maxCents ?? minCents;
  if (min === null || max === null) return null;
  if (min === max) return formatAmount(min / 100);
  return `${formatAmount(Math.min(min, max) / 100)} – ${formatAmount(Math.max(min, max) / 100)}`;
}

export function clubFactsDate(iso: string | null): string | null {
  return iso ? formatDate(iso) : null;
}
