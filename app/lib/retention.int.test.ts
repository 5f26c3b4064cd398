import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsPageViews, loginLogs, maliciousFileAttempts, rateLimits, referralSignups, securityAuditLog, session, verification } from "~db/schema";
import { createTestUser } from "../../tests/support/factories";
import { db } from "./db.server";
import { RETENTION_DAYS } from "./retention";
import { runRetention } from "./retention.server";

const DAY = 86_400_000;
const NOW = new Date("2027-06-01T12:00:00Z");
/** Just inside and just outside a period of `days`. */
const inside = (days: number) => new Date(NOW.getTime() - days * DAY + 60_000);
const outside = (days: number) => new Date(NOW.getTime() - days * DAY - 60_000);
const IP = "203.0.113.7";
const UA = "Mozilla/5.0 (Test)";

describe("retention job", () => {
  it("states the documented periods", () => {
    expect(RETENTION_DAYS).toMatchObject({ loginLogs: 90, networkDetails: 90, securityLog: 365, analytics: 426, rateLimits: 1, expired: 1 });
  });

  it("deletes sign-in log rows after 90 days", async () => {
    const u = await createTestUser();
    const [keep, drop] = await db
      .insert(loginLogs)
      .values([
        { userId: u.id, loginMethod: "password", ipAddress: IP, userAgent: UA, createdAt: inside(RETENTION_DAYS.loginLogs) },
        { userId: u.id, loginMethod: "password", ipAddress: IP, userAgent: UA, createdAt: outside(RETENTION_DAYS.loginLogs) },
      ])
      .returning();
    const counts = await runRetention({ now: NOW });
    expect(counts.loginLogsDeleted).toBe(1);
    const left = await db
      .select()
      .from(loginLogs)
      .where(inArray(loginLogs.id, [keep!.id, drop!.id]));
    expect(left.map((r) => r.id)).toEqual([keep!.id]);
    expect(left[0]).toMatchObject({ ipAddress: IP });
  });

  it("removes IP addresses and user agents after 90 days from security log, refused uploads and referral sign-ups", async () => {
    const referred = await createTestUser();
    const d = RETENTION_DAYS.networkDetails;
    const sec = await db
      .insert(securityAuditLog)
      .values([
        { eventType: "x_recent", ipAddress: IP, userAgent: UA, createdAt: inside(d) },
        { eventType: "x_old", ipAddress: IP, userAgent: UA, createdAt: outside(d) },
      ])
      .returning();
    const files = await db
      .insert(maliciousFileAttempts)
      .values([
        { fileName: "a.php", reason: "type_mismatch", ipAddress: IP, createdAt: inside(d) },
        { fileName: "b.php", reason: "type_mismatch", ipAddress: IP, createdAt: outside(d) },
      ])
      .returning();
    const [signup] = await db
      .insert(referralSignups)
      .values({ shareId: "s1", referredUserId: referred.id, signupIp: IP, createdAt: outside(d) })
      .returning();

    await runRetention({ now: NOW });

    const secRows = await db
      .select()
      .from(securityAuditLog)
      .where(
        inArray(
          securityAuditLog.id,
          sec.map((r) => r.id),
        ),
      );
    expect(secRows.find((r) => r.eventType === "x_recent")).toMatchObject({ ipAddress: IP, userAgent: UA });
    expect(secRows.find((r) => r.eventType === "x_old")).toMatchObject({ ipAddress: null, userAgent: null });
    const fileRows = await db
      .select()
      .from(maliciousFileAttempts)
      .where(
        inArray(
          maliciousFileAttempts.id,
          files.map((r) => r.id),
        ),
      );
    expect(fileRows.find((r) => r.fileName === "a.php")).toMatchObject({ ipAddress: IP });
    expect(fileRows.find((r) => r.fileName === "b.php")).toMatchObject({ ipAddress: null });
    expect((await db.select().from(referralSignups).where(eq(referralSignups.id, signup!.id)))[0]).toMatchObject({ signupIp: null });
  });

  it("deletes security log entries and refused-upload records after a year, page views after 14 months", async () => {
    const y = RETENTION_DAYS.securityLog;
    await db.insert(securityAuditLog).values([
      { eventType: "year_inside", createdAt: inside(y) },
      { eventType: "year_outside", createdAt: outside(y) },
    ]);
    await db.insert(maliciousFileAttempts).values([
      { fileName: "inside.exe", reason: "type_mismatch", createdAt: inside(y) },
      { fileName: "outside.exe", reason: "type_mismatch", createdAt: outside(y) },
    ]);
    const a = RETENTION_DAYS.analytics;
    await db.insert(analyticsPageViews).values([
      { visitorId: "v", pagePath: "/inside", createdAt: inside(a) },
      { visitorId: "v", pagePath: "/outside", createdAt: outside(a) },
    ]);
    await db.execute(sql`insert into analytics_daily_visitors (day, visitor_id, views, sessions, session_seconds, mobile_views, is_returning)
      values ((${inside(a).toISOString()}::timestamptz)::date + 1, 'inside', 1, 1, 0, 0, false), ((${outside(a).toISOString()}::timestamptz)::date - 1, 'outside', 1, 1, 0, 0, false)`);
    await runRetention({ now: NOW });
    const rolled = await db.execute<{ visitor_id: string }>(sql`select visitor_id from analytics_daily_visitors`);
    expect(rolled.rows.map((r) => r.visitor_id)).toEqual(["inside"]);
    const events = (await db.select({ t: securityAuditLog.eventType }).from(securityAuditLog)).map((r) => r.t);
    expect(events).toContain("year_inside");
    expect(events).not.toContain("year_outside");
    const names = (await db.select({ n: maliciousFileAttempts.fileName }).from(maliciousFileAttempts)).map((r) => r.n);
    expect(names).toContain("inside.exe");
    expect(names).not.toContain("outside.exe");
    const paths = (await db.select({ p: analyticsPageViews.pagePath }).from(analyticsPageViews)).map((r) => r.p);
    expect(paths).toEqual(["/inside"]);
  });

  it("deletes rate-limit rows a day after their window and block ended, expired sessions and tokens a day after expiry", async () => {
    const u = await createTestUser();
    await db.insert(rateLimits).values([
      { actionType: "upload", key: "recent", attemptCount: 1, windowStart: inside(1) },
      { actionType: "upload", key: "stale", attemptCount: 1, windowStart: outside(1) },
      // the window is old, but the block ended less than a day ago
      { actionType: "upload", key: "blocked", attemptCount: 31, windowStart: outside(3), blockedUntil: inside(1) },
    ]);
    await db.insert(session).values([
      { token: "expired-long-ago", userId: u.id, expiresAt: outside(1) },
      { token: "expired-recently", userId: u.id, expiresAt: inside(1) },
    ]);
    await db.insert(verification).values([
      { identifier: "reset-password:alt", value: u.id, expiresAt: outside(1) },
      { identifier: "reset-password:neu", value: u.id, expiresAt: inside(1) },
    ]);
    await runRetention({ now: NOW });
    expect((await db.select({ k: rateLimits.key }).from(rateLimits)).map((r) => r.k).sort()).toEqual(["blocked", "recent"]);
    expect((await db.select({ t: session.token }).from(session).where(eq(session.userId, u.id))).map((r) => r.t)).toEqual(["expired-recently"]);
    expect((await db.select({ i: verification.identifier }).from(verification)).map((r) => r.i)).toEqual(["reset-password:neu"]);
  });
});
