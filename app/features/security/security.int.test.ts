import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, maliciousFileAttempts, securityAuditLog } from "~db/schema";
import { createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { getSiteSettings } from "~/features/site/settings.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { storeImageUpload } from "~/lib/images.server";
import { hitRateLimit, recordFailure } from "~/lib/rate-limit.server";
import { logRefusedPermission } from "~/lib/refusal-log.server";
import { logSecurityEvent, severityOfEventType } from "~/lib/security-log.server";
import { recordClientSecurityEvent } from "./client-events.server";
import { securityDashboard, securityReport, setSecurityMonitor } from "./dashboard.server";

const eventsOf = (type: string) => db.select().from(securityAuditLog).where(eq(securityAuditLog.eventType, type));

describe("server-side security events (issue #13)", () => {
  it("a rate-limit block is logged once as rate_limit_triggered, not for every refused attempt", async () => {
    const before = (await eventsOf("rate_limit_triggered")).length;
    const now = new Date("2026-11-23T10:00:00Z");
    for (let i = 0; i < 5; i++) expect((await hitRateLimit("login_attempt", "ip:10.7.0.1", { ip: "10.7.0.1", now })).allowed).toBe(true);
    expect((await hitRateLimit("login_attempt", "ip:10.7.0.1", { ip: "10.7.0.1", now })).allowed).toBe(false);
    expect((await hitRateLimit("login_attempt", "ip:10.7.0.1", { ip: "10.7.0.1", now })).allowed).toBe(false);
    const events = (await eventsOf("rate_limit_triggered")).slice(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ipAddress: "10.7.0.1", eventDetails: expect.objectContaining({ action: "login_attempt", severity: "warning" }) });
  });

  it("a block by counted failures is logged when it starts", async () => {
    const before = (await eventsOf("rate_limit_triggered")).length;
    for (let i = 0; i < 20; i++) await recordFailure("login_failure_ip", "ip:10.7.0.2", { ip: "10.7.0.2" });
    expect((await eventsOf("rate_limit_triggered")).length).toBe(before + 1);
  });

  it("an oversized and a fake image are recorded as malicious upload attempts (name, reason, type, size)", async () => {
    const member = await createTestUser();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 10)], "riesig.png", { type: "image/png" });
    expect(await statusOf(storeImageUpload(big, { bucket: "review-images", ownerId: member.id, ip: "10.7.0.3" }))).toBe(400);
    const fake = new File([Buffer.from("<?php system($_GET['c']); ?>".repeat(10))], "shell.php.png", { type: "image/png" });
    expect(await statusOf(storeImageUpload(fake, { bucket: "review-images", ownerId: member.id, ip: "10.7.0.3" }))).toBe(400);
    const rows = await db.select().from(maliciousFileAttempts).where(eq(maliciousFileAttempts.userId, member.id));
    expect(rows.map((r) => [r.fileName, r.reason, r.fileType, r.fileSize]).sort()).toEqual(
      [
        ["riesig.png", "too_large", "image/png", 5 * 1024 * 1024 + 10],
        ["shell.php.png", "type_mismatch", "image/png", fake.size],
      ].sort(),
    );
    const events = await db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.eventType, "malicious_file_upload_high"), eq(securityAuditLog.userId, member.id)));
    expect(events).toHaveLength(2);
  });

  it("a refused permission check (403) is logged with the member, the path and the address", async () => {
    const member = await createTestUser();
    const request = new Request("http://localhost/admin/providers", { headers: { [CLIENT_IP_HEADER]: "10.7.0.4" } });
    // The viewer is resolved from the session; a request without one is logged without a user.
    await logRefusedPermission(request, 403);
    await logRefusedPermission(request, 404);
    const rows = await db.select().from(securityAuditLog).where(eq(securityAuditLog.ipAddress, "10.7.0.4"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: "permission_denied_warning",
      eventDetails: expect.objectContaining({ path: "/admin/providers", method: "GET" }),
    });
    expect(member.isAdmin).toBe(false);
  });

  it("client monitor events get the server's event type and are limited per address", async () => {
    const member = await createTestUser();
    const request = new Request("http://localhost/api/security-events", { method: "POST", headers: { "user-agent": "Mozilla/5.0 Test" } });
    const meta = { request, ip: "10.7.0.5", isBot: false };
    expect(await recordClientSecurityEvent(member, { kind: "malicious_paste", path: "/blog" }, meta)).toBe(true);
    const [row] = await db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.userId, member.id), eq(securityAuditLog.eventType, "malicious_paste_blocked_high")));
    expect(row).toMatchObject({
      sessionId: member.sessionId,
      eventDetails: expect.objectContaining({ severity: "high", path: "/blog", source: "client_monitor" }),
    });
    expect(await recordClientSecurityEvent(null, { kind: "context_menu", path: "/" }, { ...meta, isBot: true })).toBe(false);
    for (let i = 1; i < 30; i++) await recordClientSecurityEvent(null, { kind: "context_menu", path: "/" }, meta);
    expect(await statusOf(recordClientSecurityEvent(null, { kind: "context_menu", path: "/" }, meta))).toBe(429);
  });

  it("severity comes from the event type's suffix", () => {
    expect(severityOfEventType("automated_behavior_critical")).toBe("critical");
    expect(severityOfEventType("malicious_file_upload_high")).toBe("high");
    expect(severityOfEventType("session_timeout_warning")).toBe("warning");
    expect(severityOfEventType("context_menu_blocked")).toBe("info");
  });
});

describe("security dashboard (issue #13)", () => {
  it("is refused to anonymous visitors (401) and members (403), also the export and the monitor switch", async () => {
    const member = await createTestUser();
    expect(await statusOf(securityDashboard(null, "all"))).toBe(401);
    expect(await statusOf(securityDashboard(member, "all"))).toBe(403);
    expect(await statusOf(securityReport(member, "all"))).toBe(403);
    expect(await statusOf(setSecurityMonitor(member, false))).toBe(403);
    expect(await statusOf(setSecurityMonitor(null, false))).toBe(401);
    expect((await getSiteSettings()).securityMonitor).toBe(true);
  });

  it("filters by severity, counts the last 24 hours, lists the latest attempts, and exports a report with a summary", async () => {
    const admin = await createTestUser({ admin: true });
    await db.execute(sql`delete from security_audit_log`);
    await db.execute(sql`delete from malicious_file_attempts`);
    await logSecurityEvent({ eventType: "automated_behavior_critical" });
    await logSecurityEvent({ eventType: "malicious_paste_blocked_high" });
    await logSecurityEvent({ eventType: "context_menu_blocked" });
    // Three writes in a row can share a timestamp: give them distinct ones in the order written.
    await db.execute(sql`update security_audit_log set created_at = now() - (case event_type
      when 'automated_behavior_critical' then interval '3 seconds' when 'malicious_paste_blocked_high' then interval '2 seconds' else interval '1 second' end)`);
    await db.insert(securityAuditLog).values({ eventType: "old_event_critical", createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await db.insert(maliciousFileAttempts).values({ fileName: "x.exe", reason: "type_mismatch", fileType: "image/png", fileSize: 100 });

    const all = await securityDashboard(admin, "all");
    expect(all.events.map((e) => e.eventType)).toEqual([
      "context_menu_blocked",
      "malicious_paste_blocked_high",
      "automated_behavior_critical",
      "old_event_critical",
    ]);
    expect(all.stats).toEqual({ events: 3, highOrCritical: 2, critical: 1, maliciousUploads: 1 });
    expect(all.attempts.map((a) => a.fileName)).toEqual(["x.exe"]);
    expect((await securityDashboard(admin, "high")).events.map((e) => e.eventType)).toEqual(["malicious_paste_blocked_high"]);
    expect((await securityDashboard(admin, "critical")).events.map((e) => e.severity)).toEqual(["critical", "critical"]);

    const report = await securityReport(admin, "all");
    expect(report.summary).toMatchObject({
      events: 4,
      bySeverity: { info: 1, warning: 0, high: 1, critical: 2 },
      maliciousUploads: 1,
      byType: expect.objectContaining({ automated_behavior_critical: 1 }),
    });
    expect(report.events).toHaveLength(4);
  });

  it("switching the monitor off is a site setting with an audit row", async () => {
    const admin = await createTestUser({ admin: true });
    await setSecurityMonitor(admin, false);
    expect((await getSiteSettings()).securityMonitor).toBe(false);
    expect((await securityDashboard(admin, "all")).monitorEnabled).toBe(false);
    await setSecurityMonitor(admin, true);
    expect((await getSiteSettings()).securityMonitor).toBe(true);
    const audits = await db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id));
    expect(audits.map((a) => [a.action, a.targetId, a.after])).toEqual([
      ["site_setting.update", "security_monitor_enabled", { value: false }],
      ["site_setting.update", "security_monitor_enabled", { value: true }],
    ]);
  });
});
