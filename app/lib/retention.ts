/**
 * How long personal data in logs is kept (days). The `retention` job (retention.server.ts) enforces
 * these periods; the privacy page and docs/security.md ("Retention") state them from here.
 */
export const RETENTION_DAYS = {
  /** Sign-in log rows (time, IP address, user agent) are deleted. */
  loginLogs: 90,
  /**
   * IP address and user agent are removed from security log entries, refused uploads and referral
   * sign-ups; the rows themselves stay (security statistics). Profile views, link clicks and the
   * other counters never store them (issue #28).
   */
  networkDetails: 90,
  /** Security log entries and refused-upload records are deleted. */
  securityLog: 365,
  /** Page views, provider events, ad events and popup interactions (no IP addresses, no user agents except page views with consent) are deleted (14 months). */
  analytics: 426,
  /** Rate-limit counters are deleted once their window and any block ended a day ago. */
  rateLimits: 1,
  /** Expired sessions and expired one-time sign-in / reset tokens are deleted a day after expiry. */
  expired: 1,
} as const;

/** The analytics period in months, as the privacy page states it. */
export const ANALYTICS_RETENTION_MONTHS = 14;
