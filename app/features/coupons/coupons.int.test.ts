import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, coupons, couponStats, merchants, securityAuditLog, siteSettings } from "~db/schema";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { refusalOf, statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { invalidateSiteSettings } from "~/features/site/settings.server";
import {
  deleteCoupon,
  deleteMerchant,
  resetCouponStats,
  setCouponStatus,
  setDisplayWeight,
  setMerchantStatus,
  updateCoupon,
  updateMerchant,
} from "./admin-actions.server";
import { couponTabCounts, listCouponsForAdmin, listMerchantsForAdmin, listPendingForAdmin } from "./admin-list.server";
import { couponEligibility, getMerchantPage, listPublicMerchants, recordMerchantView, revealCoupon } from "./public.server";
import { listOwnSubmissions, submitCoupon, submitMerchant } from "./submit.server";

const human = { isBot: false };
const description = "Zubehör und Papers mit schnellem Versand.";

/** A member with 3 approved providers: eligible for coupon codes. */
async function eligibleMember(username?: string) {
  const member = await createTestUser(username ? { username } : {});
  for (let i = 0; i < 3; i++) await createTestProvider({ userId: member.id });
  return member;
}

async function statsOf(couponId: string) {
  const [s] = await db.select().from(couponStats).where(eq(couponStats.couponId, couponId));
  return { views: s?.views ?? 0, clicks: s?.clicks ?? 0 };
}

describe("coupon eligibility", () => {
  it("lists each unmet requirement as 'Noch N ... benötigt (x/N)' with the counts of the check, and opens at any one threshold", async () => {
    expect((await couponEligibility(null)).signedIn).toBe(false);
    const member = await createTestUser();
    await createTestProvider({ userId: member.id });
    await createTestProvider({ userId: member.id, status: "pending", slug: `p-${Date.now()}` });
    const e = await couponEligibility(member);
    expect(e.eligible).toBe(false);
    expect(e.requirements.map((r) => r.text)).toEqual([
      "Noch 3 Anbieter benötigt (1/3)",
      "Noch 10 Bewertungen benötigt (0/10)",
      "Noch 10 Blogartikel benötigt (0/10)",
    ]);
    expect(await statusOf(submitMerchant(member, { name: "Shop", description }))).toBe(403);
    await createTestProvider({ userId: member.id });
    await createTestProvider({ userId: member.id });
    expect((await couponEligibility(member)).eligible).toBe(true);
  });
});

describe("submitting merchants and codes", () => {
  it("refuses visitors, requires name and description, saves pending without slug, and reuses an existing name", async () => {
    const member = await eligibleMember();
    expect(await statusOf(submitMerchant(null, { name: "X", description }))).toBe(401);
    const missing = await refusalOf(submitMerchant(member, { name: "Hanf Laden Süd", description: "  " }));
    expect(missing).toMatchObject({
      status: 400,
      message: "Bitte fülle alle Pflichtfelder aus",
      fields: { description: "Bitte fülle alle Pflichtfelder aus" },
    });
    expect((await refusalOf(submitMerchant(member, { name: "", description }))).message).toBe("Bitte fülle alle Pflichtfelder aus");
    expect((await refusalOf(submitMerchant(member, { name: "Hanf Laden Süd", description, website: "keine-url" }))).fields).toEqual({
      website: "Ungültige URL",
    });

    const created = await submitMerchant(member, { name: "Hanf Laden Süd", description, website: "https://hanf-laden.example" });
    expect(created.existing).toBe(false);
    const [row] = await db.select().from(merchants).where(eq(merchants.id, created.merchant.id));
    expect(row).toMatchObject({ status: "pending", slug: null, createdBy: member.id, nameNormalized: "hanf laden süd" });

    const again = await submitMerchant(member, { name: "  hanf   LADEN süd ", description: "" });
    expect(again).toMatchObject({ existing: true, merchant: { id: created.merchant.id } });
    expect((await listPublicMerchants()).some((m) => m.id === created.merchant.id)).toBe(false);
  });

  it("normalises the code, refuses a duplicate per merchant, stores the days as UTC start and end, and cleans text", async () => {
    const member = await eligibleMember();
    const { merchant } = await submitMerchant(member, { name: `Grow Welt ${Date.now()}`, description });
    expect(await statusOf(submitCoupon(member, { merchantId: merchant.id, code: "  " }))).toBe(400);
    const c = await submitCoupon(member, {
      merchantId: merchant.id,
      code: "  sommer10 ",
      title: "10 % <script>alert(1)</script>Rabatt",
      discountType: "percentage",
      discountValue: "10",
      validFrom: "01.12.2026",
      validUntil: "31.12.2026",
      affiliateUrl: "https://grow.example/?ref=hanfnetz",
    });
    const [row] = await db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ code: "SOMMER10", codeNormalized: "SOMMER10", status: "pending", title: "10 % Rabatt", displayWeight: 1 });
    expect(row!.validFrom!.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(row!.validUntil!.toISOString()).toBe("2026-12-31T23:59:59.999Z");
    expect(await statsOf(c.id)).toEqual({ views: 0, clicks: 0 });
    const logged = await db.select().from(securityAuditLog).where(eq(securityAuditLog.userId, member.id));
    expect(logged.some((l) => l.eventType === "suspicious_content")).toBe(true);

    const dup = await refusalOf(submitCoupon(member, { merchantId: merchant.id, code: "SOMMER10" }));
    expect(dup).toMatchObject({
      status: 409,
      message: "Dieser Code existiert bereits für diesen Merchant",
      fields: { code: "Dieser Code existiert bereits für diesen Merchant" },
    });
    expect(
      (await refusalOf(submitCoupon(member, { merchantId: merchant.id, code: "X", validFrom: "31.12.2026", validUntil: "01.12.2026" }))).fields,
    ).toHaveProperty("validUntil");
    expect((await refusalOf(submitCoupon(member, { merchantId: merchant.id, code: "X", validFrom: "31.02.2026" }))).fields).toHaveProperty("validFrom");
    expect(await statusOf(submitCoupon(member, { merchantId: "00000000-0000-4000-8000-000000000000", code: "X" }))).toBe(404);

    const own = await listOwnSubmissions(member);
    expect(own.merchants.map((m) => m.id)).toEqual([merchant.id]);
    expect(own.coupons).toMatchObject([{ id: c.id, code: "SOMMER10", status: "pending" }]);
  });
});

describe("the form_submission limit", () => {
  it("counts saved submissions only: refused forms cost no attempt, the 11th saved one in 15 minutes is 429", async () => {
    const member = await eligibleMember();
    for (let i = 0; i < 12; i++) expect(await statusOf(submitMerchant(member, { name: `Ohne Text ${i}`, description: " " }))).toBe(400);
    const { merchant } = await submitMerchant(member, { name: `Limit Laden ${Date.now()}`, description });
    for (let i = 0; i < 12; i++) expect(await statusOf(submitCoupon(member, { merchantId: merchant.id, code: " " }))).toBe(400);
    for (let i = 1; i < 10; i++) await submitCoupon(member, { merchantId: merchant.id, code: `CODE${i}` });
    expect(await statusOf(submitCoupon(member, { merchantId: merchant.id, code: "CODE10" }))).toBe(429);
  });
});

describe("moderation and the public pages", () => {
  it("lets only admins moderate; approval assigns a unique transliterated slug; codes stay out of the page until revealed", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await eligibleMember("gutschein_gabi");
    const other = await createTestUser();
    const name = `Grüne Öl-Küche ${Date.now()}`;
    const { merchant } = await submitMerchant(member, { name, description });
    const c = await submitCoupon(member, { merchantId: merchant.id, code: "OEL15", title: "15 % auf Öle", discountType: "percentage", discountValue: "15" });

    for (const viewer of [null, member, other]) {
      expect(await statusOf(setMerchantStatus(viewer, merchant.id, "approved"))).toBe(viewer ? 403 : 401);
      expect(await statusOf(setCouponStatus(viewer, c.id, "approved"))).toBe(viewer ? 403 : 401);
      expect(await statusOf(updateCoupon(viewer, c.id, { code: "GEHACKT", status: "approved", displayWeight: "1" }))).toBe(viewer ? 403 : 401);
      expect(await statusOf(listPendingForAdmin(viewer))).toBe(viewer ? 403 : 401);
    }
    const pending = await listPendingForAdmin(admin);
    expect(pending.merchants.some((m) => m.id === merchant.id && m.createdBy === "gutschein_gabi")).toBe(true);
    expect(pending.coupons.some((x) => x.id === c.id)).toBe(true);
    const counts = await couponTabCounts(admin);
    expect(counts.pending).toBeGreaterThanOrEqual(2);

    const approved = await setMerchantStatus(admin, merchant.id, "approved");
    expect(approved.slug).toMatch(/^gruene-oel-kueche-\d+$/);
    await setCouponStatus(admin, c.id, "approved");
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, merchant.id));
    expect(audit.map((a) => a.action)).toContain("merchant.approve");

    // A second merchant with the same slug base gets a numbered slug.
    const twin = await submitMerchant(member, { name: `${name}!`, description });
    expect((await setMerchantStatus(admin, twin.merchant.id, "approved")).slug).toBe(`${approved.slug}-2`);

    const page = await getMerchantPage(approved.slug!);
    expect(page.coupons.map((x) => x.id)).toEqual([c.id]);
    expect(JSON.stringify(page)).not.toContain("OEL15");
    expect(page.coupons[0]).toMatchObject({ discount: "15 %", expired: false });
    expect(await statusOf(getMerchantPage("gibt-es-nicht"))).toBe(404);

    expect(await revealCoupon(null, approved.slug!, c.id, human)).toEqual({ couponId: c.id, code: "OEL15" });
    await revealCoupon(admin, approved.slug!, c.id, human);
    await revealCoupon(null, approved.slug!, c.id, { isBot: true });
    expect(await recordMerchantView(member, approved.slug!, human)).toBe(true);
    expect(await recordMerchantView(admin, approved.slug!, human)).toBe(false);
    expect(await statsOf(c.id)).toEqual({ views: 1, clicks: 1 });
    // The same counts, dated by German calendar day, for the analytics dashboard's ranges.
    const days = await db.execute<{ day: string; views: number; reveals: number; today: string }>(
      sql`select day::text as day, views, reveals, ((now() at time zone 'Europe/Berlin')::date)::text as today from coupon_daily_stats where coupon_id = ${c.id}`,
    );
    expect(days.rows.map((r) => ({ ...r, views: Number(r.views), reveals: Number(r.reveals) }))).toEqual([
      { day: days.rows[0]!.today, views: 1, reveals: 1, today: days.rows[0]!.today },
    ]);
    const listed = await listCouponsForAdmin(admin, { q: "OEL15" });
    expect(listed.rows[0]).toMatchObject({ views: 1, clicks: 1, merchant: { name } });
    // Another merchant's slug does not reveal this code.
    expect(await statusOf(revealCoupon(null, twin.merchant.id, c.id, human))).toBe(404);

    await setMerchantStatus(admin, merchant.id, "rejected");
    expect(await statusOf(getMerchantPage(approved.slug!))).toBe(404);
    expect(await statusOf(revealCoupon(null, approved.slug!, c.id, human))).toBe(404);
  });

  it("orders by display weight then newest, hides codes not started yet, shows expired ones last with the badge", async () => {
    const admin = await createTestUser({ admin: true });
    const [m] = await db
      .insert(merchants)
      .values({ name: "Ordnung Shop", nameNormalized: `ordnung shop ${Date.now()}`, status: "approved", slug: `ordnung-${Date.now()}` })
      .returning();
    const day = 86_400_000;
    const add = async (code: string, weight: number, from: number | null, until: number | null, createdAgo = 0) => {
      const [row] = await db
        .insert(coupons)
        .values({
          merchantId: m!.id,
          code,
          codeNormalized: code,
          status: "approved",
          displayWeight: weight,
          validFrom: from === null ? null : new Date(Date.now() + from * day),
          validUntil: until === null ? null : new Date(Date.now() + until * day),
          createdAt: new Date(Date.now() - createdAgo * day),
        })
        .returning();
      return row!.id;
    };
    const low = await add("LOW", 1, -5, 10);
    const highOld = await add("HIGHOLD", 9, -5, null, 3);
    const highNew = await add("HIGHNEW", 9, null, 20, 1);
    await add("SPAETER", 10, 5, 30);
    const expired = await add("VORBEI", 10, -30, -2);
    const page = await getMerchantPage(m!.slug!);
    expect(page.coupons.map((c) => c.id)).toEqual([highNew, highOld, low, expired]);
    expect(page.coupons.at(-1)).toMatchObject({ expired: true });
    const card = (await listPublicMerchants()).find((x) => x.id === m!.id);
    expect(card?.couponCount).toBe(3);
    const listed = await listCouponsForAdmin(admin, { q: "VORBEI" });
    expect(listed.rows[0]?.expired).toBe(true);
  });

  it("puts the two shops of the site setting first, then orders by name", async () => {
    const stamp = Date.now();
    const make = (name: string, slug: string) =>
      db.insert(merchants).values({ name, nameNormalized: `${name.toLowerCase()} ${stamp}`, slug, status: "approved" });
    await make("Aaa Erster", `aaa-${stamp}`);
    await make("Zzz Letzter", `zzz-${stamp}`);
    await make("Mmm Mitte", `mmm-${stamp}`);
    await db.insert(siteSettings).values({ settingKey: "coupon_featured_merchants", settingValue: `zzz-${stamp}, mmm-${stamp}` });
    invalidateSiteSettings();
    const slugs = (await listPublicMerchants()).map((m) => m.slug);
    expect(slugs.slice(0, 2)).toEqual([`zzz-${stamp}`, `mmm-${stamp}`]);
    expect(slugs.indexOf(`aaa-${stamp}`)).toBeGreaterThan(1);
  });

  it("edits, weights, resets and deletes with the spec's rules; every change is audited", async () => {
    const admin = await createTestUser({ admin: true });
    const member = await eligibleMember();
    const { merchant } = await submitMerchant(member, { name: `Edit Shop ${Date.now()}`, description });
    const c = await submitCoupon(member, { merchantId: merchant.id, code: "EINS" });
    await submitCoupon(member, { merchantId: merchant.id, code: "ZWEI" });

    expect((await refusalOf(updateMerchant(admin, merchant.id, { name: "Neu", description: "" }))).message).toBe("Bitte fülle alle Pflichtfelder aus");
    // A bad URL is the field's own error, not a missing field (issue 25, defect 18); nothing is saved.
    expect(await refusalOf(updateMerchant(admin, merchant.id, { name: "Neu", description: "Neu beschrieben.", website: "keine url" }))).toEqual({
      status: 400,
      message: "Ungültige URL",
      fields: { website: "Ungültige URL" },
    });
    expect((await refusalOf(submitMerchant(member, { name: `Url Shop ${Date.now()}`, description, website: "ftp//x" }))).message).toBe("Ungültige URL");
    await updateMerchant(admin, merchant.id, { name: "Neuer Name", description: "Neu beschrieben.", website: "", logoUrl: "" });
    const [m] = await db.select().from(merchants).where(eq(merchants.id, merchant.id));
    expect(m).toMatchObject({ name: "Neuer Name", website: null, logoUrl: null, nameNormalized: "neuer name" });

    const fields = { code: " zwei ", status: "approved", displayWeight: "3" };
    expect(await refusalOf(updateCoupon(admin, c.id, fields))).toMatchObject({ status: 409, message: "Dieser Code existiert bereits für diesen Merchant" });
    await updateCoupon(admin, c.id, { ...fields, code: " neu2026 ", title: "", validUntil: "2026-12-24" });
    const [row] = await db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row).toMatchObject({ code: "NEU2026", codeNormalized: "NEU2026", title: null, status: "approved", displayWeight: 3 });
    expect(row!.validUntil!.toISOString()).toBe("2026-12-24T23:59:59.999Z");

    for (const bad of ["0", "11", "2.5", "abc"]) {
      expect(await refusalOf(setDisplayWeight(admin, c.id, { displayWeight: bad }))).toMatchObject({
        status: 400,
        message: "Display-Weight muss zwischen 1 und 10 liegen",
      });
    }
    expect(await setDisplayWeight(admin, c.id, { displayWeight: "10" })).toMatchObject({ displayWeight: 10 });

    await db.update(couponStats).set({ views: 5, clicks: 2 }).where(eq(couponStats.couponId, c.id));
    expect(await statusOf(resetCouponStats(member, c.id))).toBe(403);
    await resetCouponStats(admin, c.id);
    expect(await statsOf(c.id)).toEqual({ views: 0, clicks: 0 });

    const merchantsList = await listMerchantsForAdmin(admin, { q: "Neuer Name", status: "pending" });
    expect(merchantsList.rows[0]).toMatchObject({ id: merchant.id, couponCount: 2 });

    expect(await statusOf(deleteCoupon(member, c.id))).toBe(403);
    await deleteCoupon(admin, c.id);
    await deleteMerchant(admin, merchant.id);
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from coupons where merchant_id = ${merchant.id}`);
    expect(Number(left.rows[0]!.n)).toBe(0);
    const actions = (await db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.id))).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["merchant.update", "coupon.update", "coupon.weight", "coupon.reset_stats", "coupon.delete", "merchant.delete"]),
    );
  });
});
