/**
 * Who may submit coupon codes (spec 1 section 5 'Coupon eligibility', spec README decision): any
 * one of 3 approved providers, 10 published reviews or 10 published articles. One constant set for
 * the server check and every text; unmet requirements read 'Noch N ... benötigt (x/N)' with N the
 * threshold and x the member's count (docs/decisions/0016). Plain data, safe for browser code.
 */
export const COUPON_ELIGIBILITY = [
  { key: "providers", threshold: 3, noun: "Anbieter" },
  { key: "reviews", threshold: 10, noun: "Bewertungen" },
  { key: "articles", threshold: 10, noun: "Blogartikel" },
] as const;

export type EligibilityKey = (typeof COUPON_ELIGIBILITY)[number]["key"];
export type EligibilityCounts = Record<EligibilityKey, number>;

export type Requirement = { key: EligibilityKey; threshold: number; have: number; met: boolean; text: string };

export type Eligibility = {
  signedIn: boolean;
  eligible: boolean;
  /** Every requirement with its text; the unmet ones are listed to the member. */
  requirements: Requirement[];
};

/** 'Noch 3 Anbieter benötigt (1/3)'. */
export function requirementText(noun: string, threshold: number, have: number): string {
  return `Noch ${threshold} ${noun} benötigt (${Math.min(have, threshold)}/${threshold})`;
}

/** The decision for counts (null: signed out): eligible when any one threshold is reached. */
export function eligibilityFor(counts: EligibilityCounts | null): Eligibility {
  const requirements = COUPON_ELIGIBILITY.map((r) => {
    const have = counts?.[r.key] ?? 0;
    return { key: r.key, threshold: r.threshold, have, met: have >= r.threshold, text: requirementText(r.noun, r.threshold, have) };
  });
  return { signedIn: counts !== null, eligible: counts !== null && requirements.some((r) => r.met), requirements };
}
