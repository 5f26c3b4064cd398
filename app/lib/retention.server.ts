import { sql, type SQL } from "drizzle-orm";
import { db } from "./db.server";
import { RETENTION_DAYS } from "./retention";

const DAY_MS = 86_400_000;

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/**
 * The `retention` job: deletes or strips personal data in logs once their period (RETENTION_DAYS)
 * has passed. Returns the number of rows changed per rule. `now` is injectable for tests.
 */
export async function runRetention(opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const before = (days: number) => sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const network = before(RETENTION_DAYS.networkDetails);
  const rules: [string, SQL][] = [
    ["loginLogsDeleted", sql`delete from login_logs where created_at < ${before(RETENTION_DAYS.loginLogs)}`],
    ["securityLogDeleted", sql`delete from security_audit_log where created_at < ${before(RETENTION_DAYS.securityLog)}`],
    [
      "securityLogStripped",
      sql`update security_audit_log set ip_address = null, user_agent = null
      where created_at < ${network} and (ip_address is not null or user_agent is not null)`,
    ],
    ["failedUploadsDeleted", sql`delete from malicious_file_attempts where created_at < ${before(RETENTION_DAYS.securityLog)}`],
    ["failedUploadsStripped", sql`update malicious_file_attempts set ip_address = null where created_at < ${network} and ip_address is not null`],
    ["referralSignupsStripped", sql`update referral_signups set signup_ip = null where created_at < ${network} and signup_ip is not null`],
    [
      "rateLimitsDeleted",
      sql`delete from rate_limits
      where greatest(window_start, coalesce(blocked_until, window_start)) < ${before(RETENTION_DAYS.rateLimits)}`,
    ],
    ["sessionsDeleted", sql`delete from session where expires_at < ${before(RETENTION_DAYS.expired)}`],
    ["verificationsDeleted", sql`delete from verification where expires_at < ${before(RETENTION_DAYS.expired)}`],
    ["pageViewsDeleted", sql`delete from analytics_page_views where created_at < ${before(RETENTION_DAYS.analytics)}`],
    // The daily rollup per visitor id (decision 0024) ends with the page views; per-page and per-referrer days hold no visitor.
    ["pageViewRollupsDeleted", sql`delete from analytics_daily_visitors where day < (${before(RETENTION_DAYS.analytics)})::date`],
    ["providerEventsDeleted", sql`delete from provider_analytics where created_at < ${before(RETENTION_DAYS.analytics)}`],
    ["adEventsDeleted", sql`delete from ads_analytics where created_at < ${before(RETENTION_DAYS.analytics)}`],
    ["popupInteractionsDeleted", sql`delete from global_popup_interactions where created_at < ${before(RETENTION_DAYS.analytics)}`],
  ];
  const counts: Record<string, number> = {};
  for (const [name, statement] of rules) counts[name] = affected(await db.execute(statement));
  return counts;
}
