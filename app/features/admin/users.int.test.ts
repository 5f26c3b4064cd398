import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, adminMessageHistory, loginLogs, profiles, userMessages, userRoles } from "~db/schema";
import { createTestArticle, createTestProvider, createTestReview, createTestUser, reloadViewer } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { loginHistory, sendUserMessage, setUserPermission, shortUserAgent } from "./users-actions.server";
import { exportUsersCsv, listUsers, userTiles } from "./users.server";

const uniq = () => Math.random().toString(36).slice(2, 8);

describe("user management: list, tiles, export", () => {
  it("counts the tiles and lists users with statistics, searchable, filtered, sorted and paginated", async () => {
    const admin = await createTestUser({ admin: true });
    const before = await userTiles(admin);
    const tag = uniq();
    const anna = await createTestUser({ username: `anna_${tag}`, canCreateContests: true });
    const zoe = await createTestUser({ username: `zoe_${tag}`, email: `zoe-${tag}@example.com`, canCreateB2b: true });
    await createTestProvider({ userId: anna.id, featured: true });
    await createTestProvider({ userId: anna.id, status: "pending" });
    const p = await createTestProvider();
    await createTestReview({ providerId: p.id, userId: anna.id });
    await createTestArticle({ authorId: anna.id, featuredByAdmin: true });
    await createTestArticle({ authorId: anna.id, status: "draft", publishDate: null });
    await db.update(profiles).set({ helpfulVotes: 3 }).where(eq(profiles.id, zoe.id));
    await db.insert(loginLogs).values({ userId: zoe.id, loginMethod: "password" });

    expect(await userTiles(admin)).toEqual({
      total: before.total + 2,
      admins: before.admins,
      contestCreators: before.contestCreators + 1,
      b2bCreators: before.b2bCreators + 1,
      providers: before.providers + 1,
      authors: before.authors + 1,
      helpfulVotes: before.helpfulVotes + 3,
    });

    const found = await listUsers(admin, { q: tag, sort: "name_asc" });
    expect(found.total).toBe(2);
    expect(found.rows.map((r) => r.username)).toEqual([`anna_${tag}`, `zoe_${tag}`]);
    expect(found.rows[0]!.stats).toEqual({
      approvedProviders: 1,
      featuredProviders: 1,
      publishedReviews: 1,
      messages: 0,
      publishedArticles: 1,
      draftArticles: 1,
      highlights: 1,
      isAdmin: false,
    });
    expect((await listUsers(admin, { q: tag, sort: "name_desc" })).rows.map((r) => r.username)).toEqual([`zoe_${tag}`, `anna_${tag}`]);
    expect((await listUsers(admin, { q: tag, sort: "oldest" })).rows[0]!.id).toBe(anna.id);
    expect((await listUsers(admin, { q: `zoe-${tag}@example` })).rows.map((r) => r.id)).toEqual([zoe.id]);
    expect((await listUsers(admin, { q: tag, filter: "contest" })).rows.map((r) => r.id)).toEqual([anna.id]);
    expect((await listUsers(admin, { q: tag, filter: "b2b" })).rows.map((r) => r.id)).toEqual([zoe.id]);
    const active = (await listUsers(admin, { q: tag, filter: "active" })).rows;
    expect(active.map((r) => r.id)).toEqual([zoe.id]);
    expect(active[0]!.lastSignInAt).not.toBeNull();
    expect((await listUsers(admin, { q: tag, filter: "admin" })).total).toBe(0);

    // 'Published' is the one rule of public articles (lib/public-article.ts): a scheduled article whose
    // date has come counts, a hidden or a future one does not, for the statistics as for the blog.
    await createTestArticle({ authorId: zoe.id, status: "scheduled", publishDate: new Date(Date.now() - 60_000) });
    await createTestArticle({ authorId: zoe.id, status: "scheduled", publishDate: new Date(Date.now() - 120_000) });
    await createTestArticle({ authorId: zoe.id, status: "scheduled", publishDate: new Date(Date.now() + 86_400_000) });
    await createTestArticle({ authorId: zoe.id, hiddenAt: new Date() });
    expect((await listUsers(admin, { q: `zoe_${tag}` })).rows[0]!.stats).toMatchObject({ publishedArticles: 2 });
    expect((await userTiles(admin)).authors).toBe(before.authors + 2);
    expect((await listUsers(admin, { q: tag, filter: "user" })).total).toBe(2);
    expect((await listUsers(admin, { filter: "admin" })).rows.every((r) => r.stats.isAdmin)).toBe(true);
    expect((await listUsers(admin, { q: tag, page: 2 })).rows).toEqual([]);
    expect((await listUsers(admin, { q: "_%" })).total).toBe(0);

    const member = await createTestUser();
    expect(await statusOf(listUsers(member, {}))).toBe(403);
    expect(await statusOf(userTiles(member))).toBe(403);
    expect(await statusOf(exportUsersCsv(member, {}))).toBe(403);
    expect(await statusOf(listUsers(null, {}))).toBe(401);
  });

  it("exports the matching users as CSV: BOM, header, quoting, formula cells escaped", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = uniq();
    await createTestUser({ username: `müller; "der Ältere" ${tag}` });
    await createTestUser({ username: `=HYPERLINK("x") ${tag}`, canCreateB2b: true });
    await createTestUser({ username: `unbeteiligt_${uniq()}` });
    const out = await exportUsersCsv(admin, { q: tag, sort: "name_asc" }, new Date("2026-03-05T12:00:00Z"));
    expect(out.filename).toBe("user-management-2026-03-05.csv");
    expect(out.count).toBe(2);
    expect(out.body.charCodeAt(0)).toBe(0xfeff);
    expect(out.body).toContain(`"müller; ""der Ältere"" ${tag}"`);
    const parsed = Papa.parse<string[]>(out.body.slice(1).trim(), { delimiter: ";" });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header!.slice(0, 3)).toEqual(["ID", "Benutzername", "E-Mail"]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r[1])).toEqual([`'=HYPERLINK("x") ${tag}`, `müller; "der Ältere" ${tag}`]);
    expect(rows[0]![7]).toBe("ja");
    expect(rows[1]![7]).toBe("nein");
  });
});

describe("user management: permissions", () => {
  it("grants and revokes contest and B2B permission with audit rows; the member's viewer follows at once", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    expect(await setUserPermission(admin, member.id, "b2b", true)).toEqual({ message: "B2B-Berechtigung erteilt" });
    expect((await reloadViewer(member)).canCreateB2b).toBe(true);
    expect(await setUserPermission(admin, member.id, "contest", true)).toEqual({ message: "Contest-Berechtigung erteilt" });
    expect((await reloadViewer(member)).canCreateContests).toBe(true);
    expect(await setUserPermission(admin, member.id, "b2b", false)).toEqual({ message: "B2B-Berechtigung entzogen" });
    expect(await setUserPermission(admin, member.id, "contest", false)).toEqual({ message: "Contest-Berechtigung entzogen" });
    const after = await reloadViewer(member);
    expect([after.canCreateB2b, after.canCreateContests]).toEqual([false, false]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["user.b2b.grant", "user.b2b.revoke", "user.contest.grant", "user.contest.revoke"]);
    expect(audit.find((a) => a.action === "user.b2b.grant")).toMatchObject({ before: { canCreateB2b: false }, after: { canCreateB2b: true } });
    // Setting the same value again changes nothing and writes no row.
    await setUserPermission(admin, member.id, "b2b", false);
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.id))).toHaveLength(4);
  });

  it("grants and revokes admin; refuses removing one's own role and the last admin", async () => {
    const first = await createTestUser({ admin: true });
    // Only this file's admins exist: remove all others so that 'last admin' is reachable.
    const member = await createTestUser();
    expect(await setUserPermission(first, member.id, "admin", true)).toEqual({ message: "Admin-Berechtigung erteilt" });
    const second = await reloadViewer(member);
    expect(second.isAdmin).toBe(true);
    const self = await setUserPermission(first, first.id, "admin", false).catch((e: unknown) => e);
    expect(self).toMatchObject({ status: 409, message: "Du kannst dir die Admin-Berechtigung nicht selbst entziehen." });
    expect(await setUserPermission(second, first.id, "admin", false)).toEqual({ message: "Admin-Berechtigung entzogen" });
    expect((await reloadViewer(first)).isAdmin).toBe(false);
    // Everyone else loses the role, then the remaining admin is the last one.
    const others = await db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    for (const o of others) if (o.userId !== second.id) await db.delete(userRoles).where(eq(userRoles.userId, o.userId));
    const third = await createTestUser({ admin: true });
    await db.delete(userRoles).where(eq(userRoles.userId, third.id));
    // `third` still holds a stale viewer with isAdmin: the server reads the roles again and finds one admin.
    const last = await setUserPermission(third, second.id, "admin", false).catch((e: unknown) => e);
    expect(last).toMatchObject({ status: 409, message: "Der letzte Administrator kann nicht entfernt werden." });
    expect((await reloadViewer(second)).isAdmin).toBe(true);
  });

  it("refuses members and unknown users, changing nothing", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const other = await createTestUser();
    expect(await statusOf(setUserPermission(member, member.id, "admin", true))).toBe(403);
    expect(await statusOf(setUserPermission(member, other.id, "b2b", true))).toBe(403);
    expect(await statusOf(setUserPermission(null, other.id, "contest", true))).toBe(401);
    expect(await statusOf(setUserPermission(admin, "00000000-0000-4000-8000-000000000000", "b2b", true))).toBe(404);
    expect(await statusOf(setUserPermission(admin, "nicht-uuid", "b2b", true))).toBe(404);
    expect((await reloadViewer(member)).isAdmin).toBe(false);
    expect((await reloadViewer(other)).canCreateB2b).toBe(false);
  });
});

describe("user management: login history and messages", () => {
  it("shows the last sign-ins with the user agent cut at 60 characters; admins only", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
    await db.insert(loginLogs).values([
      { userId: member.id, loginMethod: "email_verification", ipAddress: "203.0.113.7", userAgent: ua, createdAt: new Date("2026-01-01T10:00:00Z") },
      { userId: member.id, loginMethod: "magic_link", ipAddress: null, userAgent: null, createdAt: new Date("2026-01-02T10:00:00Z") },
    ]);
    const rows = await loginHistory(admin, member.id);
    expect(rows.map((r) => r.method)).toEqual(["magic_link", "email_verification"]);
    expect(rows[1]).toMatchObject({ ip: "203.0.113.7", userAgent: `${ua.slice(0, 60)}…` });
    expect(shortUserAgent("kurz")).toBe("kurz");
    expect(await statusOf(loginHistory(member, member.id))).toBe(403);
  });

  it("stores a message with its history row and audit row; validates title and content", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await createTestUser();
    const sent = await sendUserMessage(admin, member.id, { title: " Hallo ", content: "Willkommen im Netz!" });
    const [msg] = await db.select().from(userMessages).where(eq(userMessages.id, sent.id));
    expect(msg).toMatchObject({
      userId: member.id,
      title: "Hallo",
      content: "Willkommen im Netz!",
      messageType: "admin",
      isRead: false,
      historyId: sent.historyId,
    });
    const [history] = await db.select().from(adminMessageHistory).where(eq(adminMessageHistory.id, sent.historyId));
    expect(history).toMatchObject({ recipientType: "selected", recipientCount: 1, senderAdminId: admin.id });
    expect((await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.id)))[0]).toMatchObject({ action: "user.message" });
    const blank = await sendUserMessage(admin, member.id, { title: "  ", content: "x" }).catch((e: unknown) => e);
    expect(blank).toMatchObject({ status: 400, message: "Titel und Inhalt sind erforderlich" });
    expect(await statusOf(sendUserMessage(member, admin.id, { title: "a", content: "b" }))).toBe(403);
    expect(await db.select().from(userMessages).where(eq(userMessages.userId, admin.id))).toEqual([]);
  });
});
