import { describe, expect, it } from "vitest";
import { contentReports, loginLogs, providerClaims, userMessages } from "~db/schema";
import { createAdminTestContest } from "../../../tests/support/admin-contest-factory";
import {
  createTestArticle,
  createTestCoupon,
  createTestMerchant,
  createTestProvider,
  createTestReview,
  createTestUser,
} from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { adminSearch } from "./search.server";
import { userRecord } from "./user-record.server";

const uniq = () => Math.random().toString(36).slice(2, 8);

describe("'Suche im Admin-Bereich'", () => {
  it("is for admins only: anonymous 401, members 403", async () => {
    const member = await createTestUser();
    expect(await statusOf(adminSearch(null, "mira"))).toBe(401);
    expect(await statusOf(adminSearch(member, "mira"))).toBe(403);
  });

  it("finds a user by e-mail, by id and by username, and links the Benutzerakte", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = uniq();
    const mira = await createTestUser({ username: `mira_${tag}`, email: `mira.${tag}@beispiel.de` });
    const byMail = await adminSearch(admin, `mira.${tag}@beispiel`);
    const users = byMail.find((g) => g.kind === "users")!;
    expect(users.hits.map((h) => h.id)).toEqual([mira.id]);
    expect(users.hits[0]!.href).toBe(`/admin/user-management/${mira.id}`);
    expect(users.hits[0]!.detail).toBe(`mira.${tag}@beispiel.de`);
    const byId = await adminSearch(admin, mira.id);
    expect(byId.find((g) => g.kind === "users")!.hits.map((h) => h.id)).toEqual([mira.id]);
    expect((await adminSearch(admin, `MIRA_${tag}`)).find((g) => g.kind === "users")!.hits).toHaveLength(1);
  });

  it("finds providers by slug and id, reviews, articles by slug, coupons by code and contests by slug, grouped in order", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = uniq();
    const owner = await createTestUser({ username: `owner_${tag}` });
    const provider = await createTestProvider({ userId: owner.id, name: `Grüner Laden ${tag}`, slug: `gruener-laden-${tag}` });
    const review = await createTestReview({ providerId: provider.id, userId: owner.id, title: `Prima ${tag}` });
    const article = await createTestArticle({ authorId: owner.id, title: "Ein Artikel", slug: `artikel-${tag}` });
    const merchant = await createTestMerchant({ name: `Markt ${tag}` });
    const coupon = await createTestCoupon({ merchantId: merchant.id, code: `SPAR${tag.toUpperCase()}` });
    const contest = await createAdminTestContest({ title: `Verlosung ${tag}`, createdBy: owner.id });

    const all = await adminSearch(admin, tag);
    expect(all.map((g) => g.kind)).toEqual(["users", "providers", "reviews", "articles", "coupons", "contests"]);
    const ids = (kind: string) => all.find((g) => g.kind === kind)!.hits.map((h) => h.id);
    expect(ids("providers")).toEqual([provider.id]);
    expect(ids("reviews")).toEqual([review.id]);
    expect(ids("articles")).toEqual([article.id]);
    expect(ids("coupons")).toEqual([coupon.id]);
    expect(ids("contests")).toEqual([contest.id]);

    expect((await adminSearch(admin, `gruener-laden-${tag}`)).find((g) => g.kind === "providers")!.hits[0]!.href).toBe(
      `/admin/providers?q=${provider.id}&bearbeiten=${provider.id}`,
    );
    expect((await adminSearch(admin, provider.id)).map((g) => g.kind)).toEqual(["providers"]);
    expect((await adminSearch(admin, `artikel-${tag}`)).find((g) => g.kind === "articles")!.hits[0]!.href).toBe(`/blog/owner-${tag}/artikel-${tag}`);
    expect((await adminSearch(admin, contest.slug)).find((g) => g.kind === "contests")!.hits.map((h) => h.id)).toEqual([contest.id]);
  });

  it("escapes LIKE wildcards: % and _ match only themselves", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = uniq();
    const plain = await createTestUser({ username: `xy${tag}ab`, email: `xy${tag}ab@example.com` });
    const underscore = await createTestUser({ username: `x_${tag}`, email: `x_${tag}@example.com` });
    const users = async (term: string) => (await adminSearch(admin, term)).find((g) => g.kind === "users")?.hits.map((h) => h.id) ?? [];
    expect(await users(`x_${tag}`)).toEqual([underscore.id]);
    expect(await users(`y${tag}a`)).toEqual([plain.id]);
    expect(await users(`%${tag}%`)).toEqual([]);
    expect(await users("%%")).toEqual([]);
  });

  it("answers nothing under 2 characters and cuts long terms", async () => {
    const admin = await createTestUser({ admin: true });
    expect(await adminSearch(admin, " a ")).toEqual([]);
    expect(await adminSearch(admin, "z".repeat(500))).toEqual([]);
  });
});

describe("'Benutzerakte'", () => {
  it("is for admins only and answers 404 for an unknown or malformed id", async () => {
    const member = await createTestUser();
    const admin = await createTestUser({ admin: true });
    expect(await statusOf(userRecord(null, member.id))).toBe(401);
    expect(await statusOf(userRecord(member, member.id))).toBe(403);
    expect(await statusOf(userRecord(admin, "kein-uuid"))).toBe(404);
    expect(await statusOf(userRecord(admin, "00000000-0000-4000-8000-000000000000"))).toBe(404);
  });

  it("shows permissions, content, claims, reports made and received, messages and sign-ins of one member", async () => {
    const admin = await createTestUser({ admin: true });
    const tag = uniq();
    const mira = await createTestUser({ username: `mira_${tag}`, canCreateB2b: true });
    const other = await createTestUser();
    const own = await createTestProvider({ userId: mira.id, name: `Miras Club ${tag}`, status: "pending" });
    const foreign = await createTestProvider({ userId: other.id, name: `Ottos Laden ${tag}` });
    const review = await createTestReview({ providerId: foreign.id, userId: mira.id, title: "Schöner Laden" });
    const othersReview = await createTestReview({ providerId: own.id, userId: other.id, title: "Nicht gut" });
    const article = await createTestArticle({ authorId: mira.id });
    await db.insert(providerClaims).values({ providerId: foreign.id, userId: mira.id, note: "Mein Laden", contact: "mira@example.com" });
    await db.insert(contentReports).values({ reporterId: mira.id, targetType: "review", targetId: othersReview.id, reason: "Spam" });
    await db.insert(contentReports).values({ reporterId: other.id, targetType: "review", targetId: review.id, reason: "Beleidigend" });
    await db.insert(contentReports).values({ reporterId: other.id, targetType: "article", targetId: article.id });
    await db.insert(userMessages).values({ userId: mira.id, title: "Hallo Mira", content: "Willkommen", messageType: "admin" });
    await db.insert(loginLogs).values({ userId: mira.id, loginMethod: "password", ipAddress: "203.0.113.5" });

    const r = await userRecord(admin, mira.id);
    expect(r.profile).toMatchObject({ id: mira.id, username: `mira_${tag}`, isAdmin: false, canCreateContests: false, canCreateB2b: true });
    expect(r.providers.items.map((p) => [p.title, p.status])).toEqual([[`Miras Club ${tag}`, "pending"]]);
    expect(r.providers.items[0]!.adminHref).toBe(`/admin/providers?q=${own.id}&bearbeiten=${own.id}`);
    expect(r.reviews).toMatchObject({ total: 1, items: [{ id: review.id, title: "Schöner Laden" }] });
    expect(r.articles.items.map((a) => a.id)).toEqual([article.id]);
    expect(r.claims.items.map((c) => [c.title, c.status])).toEqual([[`Ottos Laden ${tag}`, "pending"]]);
    expect(r.reportsMade.items.map((x) => x.title)).toEqual(["Nicht gut"]);
    expect(r.reportsReceived.total).toBe(2);
    expect(r.reportsReceived.items.map((x) => x.title).sort()).toEqual([article.title, "Schöner Laden"].sort());
    expect(r.messages.items.map((m) => [m.title, m.read])).toEqual([["Hallo Mira", false]]);
    expect(r.logins.map((l) => l.ip)).toEqual(["203.0.113.5"]);
  });
});
