import { sql } from "drizzle-orm";
import { siteSettings } from "~db/schema";
import { getSiteSettings, invalidateSiteSettings, SECURITY_MONITOR_KEY } from "~/features/site/settings.server";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { severityOfEventType, type SecuritySeverity } from "~/lib/security-log.server";
import type { SecurityFilter } from "./schema";
import { writeAuditLog } from "~/lib/audit-log.server";

/**
 * The security dashboard (spec 3 section 2 'Security dashboard', section 7 'Referrals and
 * security'): the latest 100 security events (optionally only those of high or critical severity,
 * read from the event type's suffix), the latest 50 malicious upload attempts, three figures of
 * the last 24 hours and the monitor switch. Admins only.
 */
export const SECURITY_LIMITS = { events: 100, attempts: 50, statsHours: 24 } as const;

export type SecurityEventRow = {
  id: string;
  eventType: string;
  severity: SecuritySeverity;
  details: Record<string, unknown>;
  userId: string | null;
  username: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
};
export type MaliciousAttemptRow = {
  id: string;
  fileName: string;
  reason: string;
  fileType: string | null;
  fileSize: number | null;
  username: string | null;
  ipAddress: string | null;
  createdAt: string;
};
export type SecurityStats = { events: number; highOrCritical: number; critical: number; maliciousUploads: number };
export type SecurityDashboard = {
  filter: SecurityFilter;
  stats: SecurityStats;
  events: SecurityEventRow[];
  attempts: MaliciousAttemptRow[];
  monitorEnabled: boolean;
};

const iso = (v: string | Date) => new Date(v).toISOString();

function filterSql(filter: SecurityFilter) {
  if (filter === "high") return sql`and l.event_type like '%\\_high'`;
  if (filter === "critical") return sql`and l.event_type like '%\\_critical'`;
  return sql``;
}

async function readEvents(filter: SecurityFilter): Promise<SecurityEventRow[]> {
  const res = await db.execute<{
    id: string;
    event_type: string;
    event_details: Record<string, unknown> | null;
    user_id: string | null;
    username: string | null;
    ip_address: string | null;
    user_agent: string | null;
    created_at: string | Date;
  }>(sql`
    select l.id, l.event_type, l.event_details, l.user_id, p.username, l.ip_address, l.user_agent, l.created_at
    from security_audit_log l left join profiles p on p.id = l.user_id
    where true ${filterSql(filter)}
    order by l.created_at desc, l.id desc
    limit ${SECURITY_LIMITS.events}`);
  return res.rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    severity: severityOfEventType(r.event_type),
    details: r.event_details ?? {},
    userId: r.user_id,
    username: r.username,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    createdAt: iso(r.created_at),
  }));
}

async function readAttempts(): Promise<MaliciousAttemptRow[]> {
  const res = await db.execute<{
    id: string;
    file_name: string;
    reason: string;
    file_type: string | null;
    file_size: number | null;
    username: string | null;
    ip_address: string | null;
    created_at: string | Date;
  }>(sql`
    select m.id, m.file_name, m.reason, m.file_type, m.file_size, p.username, m.ip_address, m.created_at
    from malicious_file_attempts m left join profiles p on p.id = m.user_id
    order by m.created_at desc, m.id desc
    limit ${SECURITY_LIMITS.attempts}`);
  return res.rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    reason: r.reason,
    fileType: r.file_type,
    fileSize: r.file_size === null ? null : Number(r.file_size),
    username: r.username,
    ipAddress: r.ip_address,
    createdAt: iso(r.created_at),
  }));
}

async function readStats(now: Date): Promise<SecurityStats> {
  const since = new Date(now.getTime() - SECURITY_LIMITS.statsHours * 3_600_000).toISOString();
  const res = await db.execute<SecurityStats>(sql`
    select
      (select count(*)::int from security_audit_log where created_at >= ${since}::timestamptz) as "events",
      (select count(*)::int from security_audit_log where created_at >= ${since}::timestamptz
        and (event_type like '%\\_high' or event_type like '%\\_critical')) as "highOrCritical",
      (select count(*)::int from security_audit_log where created_at >= ${since}::timestamptz and event_type like '%\\_critical') as "critical",
      (select count(*)::int from malicious_file_attempts where created_at >= ${since}::timestamptz) as "maliciousUploads"`);
  return res.rows[0]!;
}

export async function securityDashboard(viewer: Viewer | null, filter: SecurityFilter, now = new Date()): Promise<SecurityDashboard> {
  requireAdmin(viewer);
  const [stats, events, attempts, settings] = await Promise.all([readStats(now), readEvents(filter), readAttempts(), getSiteSettings()]);
  return { filter, stats, events, attempts, monitorEnabled: settings.securityMonitor };
}

export type SecurityReport = {
  generatedAt: string;
  filter: SecurityFilter;
  summary: {
    events: number;
    bySeverity: Record<SecuritySeverity, number>;
    byType: Record<string, number>;
    maliciousUploads: number;
    last24Hours: SecurityStats;
  };
  events: SecurityEventRow[];
  maliciousUploads: MaliciousAttemptRow[];
};

/** The JSON report of the export (spec 3 section 9): the shown lists with a summary. */
export async function securityReport(viewer: Viewer | null, filter: SecurityFilter, now = new Date()): Promise<SecurityReport> {
  const data = await securityDashboard(viewer, filter, now);
  const bySeverity: Record<SecuritySeverity, number> = { info: 0, warning: 0, high: 0, critical: 0 };
  const byType: Record<string, number> = {};
  for (const e of data.events) {
    bySeverity[e.severity]++;
    byType[e.eventType] = (byType[e.eventType] ?? 0) + 1;
  }
  return {
    generatedAt: now.toISOString(),
    filter,
    summary: { events: data.events.length, bySeverity, byType, maliciousUploads: data.attempts.length, last24Hours: data.stats },
    events: data.events,
    maliciousUploads: data.attempts,
  };
}

/** Switches the client security monitor on or off (site setting), with an audit row. */
export async function setSecurityMonitor(viewer: Viewer | null, enabled: boolean): Promise<void> {
  requireAdmin(viewer);
  const before = (await getSiteSettings()).securityMonitor;
  await db.transaction(async (tx) => {
    const value = enabled ? "true" : "false";
    await tx
      .insert(siteSettings)
      .values({ settingKey: SECURITY_MONITOR_KEY, settingValue: value, updatedBy: viewer.id })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value, updatedBy: viewer.id, updatedAt: new Date() } });
    await writeAuditLog(tx, viewer, {
      action: "site_setting.update",
      targetType: "site_setting",
      targetId: SECURITY_MONITOR_KEY,
      before: { value: before },
      after: { value: enabled },
    });
  });
  invalidateSiteSettings();
}
