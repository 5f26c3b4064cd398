import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { referralCodes, referralSignups } from "~db/schema";
import { createTestProvider, createTestUser } from "../../../tests/support/factories";
import { statusOf } from "../../../tests/support/status";
import { db } from "~/lib/db.server";
import { readReferralParams, recordReferralSignup, referralLink, referralShareId } from "~/features/auth/referral.server";
import { conversionRate, referralAnalytics } from "./referrals.server";

describe("referral links", () => {
  it("gives each member one stable share id and links that the sign-up side reads back", async () => {
    const member = await createTestUser();
    const id = await referralShareId(member);
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(await referralShareId(member)).toBe(id);
    expect(await db.select().from(referralCodes).where(eq(referralCodes.userId, member.id))).toHaveLength(1);
    const p = await createTestProvider();
    const link = referralLink("https://hanfnetz.example", "/empfehlung/x", id, p.id);
    expect(readReferralParams(new URL(link))).toEqual({ shareId: id, providerId: p.id });
  });
});

describe("referral analytics", () => {
  it("counts sign-ups, referrers, conversion, the 30-day series, top referrers and the latest sign-ups", async () => {
    const admin = await createTestUser({ admin: true });
    const before = await referralAnalytics(admin);
    const anna = await createTestUser({ username: "anna_wirbt" });
    const ben = await createTestUser({ username: "ben_wirbt" });
    const p = await createTestProvider({ name: "Hanfhaus Leipzig" });
    const annaShare = await referralShareId(anna);
    const benShare = await referralShareId(ben);
    const now = new Date();
    const a1 = await createTestUser({ username: "neu_eins" });
    const a2 = await createTestUser({ username: "neu_zwei" });
    const b1 = await createTestUser({ username: "neu_drei" });
    expect(await recordReferralSignup({ shareId: annaShare, providerId: p.id }, a1.id, "203.0.113.1")).toBe(true);
    expect(await recordReferralSignup({ shareId: annaShare, providerId: null }, a2.id, null)).toBe(true);
    expect(await recordReferralSignup({ shareId: benShare, providerId: null }, b1.id, null)).toBe(true);
    // A sign-up 40 days ago counts in the totals but not in the chart.
    const old = await createTestUser();
    await db
      .insert(referralSignups)
      .values({ shareId: benShare, referrerUserId: ben.id, referredUserId: old.id, createdAt: new Date(now.getTime() - 40 * 86_400_000) });

    const r = await referralAnalytics(admin, now);
    expect(r.signups).toBe(before.signups + 4);
    expect(r.referrers).toBe(before.referrers + 2);
    expect(r.conversionRate).toBe(conversionRate(r.signups, r.profiles));
    expect(r.daily).toHaveLength(30);
    expect(r.daily.at(-1)!.signups - (before.daily.at(-1)?.signups ?? 0)).toBe(3);
    expect(r.daily.reduce((s, d) => s + d.signups, 0) - before.daily.reduce((s, d) => s + d.signups, 0)).toBe(3);
    const annaRow = r.topReferrers.find((x) => x.userId === anna.id);
    expect(annaRow).toEqual({ userId: anna.id, username: "anna_wirbt", signups: 2 });
    expect(r.topReferrers.find((x) => x.userId === ben.id)?.signups).toBe(2);
    expect(r.topReferrers.length).toBeLessThanOrEqual(10);
    const latest = r.latest.find((x) => x.referred === "neu_eins");
    expect(latest).toMatchObject({ referrer: "anna_wirbt", provider: "Hanfhaus Leipzig" });
    expect(r.latest.length).toBeLessThanOrEqual(20);
  });

  it("counts only sign-ups whose share id belongs to a member; the others are 'unbekannt', apart and out of the rate", async () => {
    const admin = await createTestUser({ admin: true });
    const before = await referralAnalytics(admin);
    const carla = await createTestUser({ username: "carla_wirbt" });
    const carlaShare = await referralShareId(carla);
    const known = await createTestUser({ username: "neu_bekannt" });
    const unknownA = await createTestUser({ username: "neu_unbekannt_a" });
    const unknownB = await createTestUser({ username: "neu_unbekannt_b" });
    expect(await recordReferralSignup({ shareId: carlaShare, providerId: null }, known.id, null)).toBe(true);
    // A made-up share id and one whose member deleted the account (the code goes with it).
    expect(await recordReferralSignup({ shareId: "ausgedacht123", providerId: null }, unknownA.id, null)).toBe(true);
    const gone = await createTestUser({ username: "weg_wirbt" });
    const goneShare = await referralShareId(gone);
    expect(await recordReferralSignup({ shareId: goneShare, providerId: null }, unknownB.id, null)).toBe(true);
    await db.delete(referralCodes).where(eq(referralCodes.userId, gone.id));

    const r = await referralAnalytics(admin);
    expect(r.signups).toBe(before.signups + 1);
    expect(r.unknownSignups).toBe(before.unknownSignups + 2);
    expect(r.referrers).toBe(before.referrers + 1);
    expect(r.conversionRate).toBe(conversionRate(r.signups, r.profiles));
    expect(r.daily.at(-1)!.signups - (before.daily.at(-1)?.signups ?? 0)).toBe(1);
    expect(r.topReferrers.find((x) => x.userId === carla.id)?.signups).toBe(1);
    expect(r.topReferrers.find((x) => x.userId === gone.id)).toBeUndefined();
    expect(r.latest.find((x) => x.referred === "neu_bekannt")).toMatchObject({ known: true, referrer: "carla_wirbt" });
    expect(r.latest.find((x) => x.referred === "neu_unbekannt_a")).toMatchObject({ known: false, referrer: null });
    expect(r.latest.find((x) => x.referred === "neu_unbekannt_b")).toMatchObject({ known: false, referrer: null });
  });

  it("computes the conversion rate in percent with 2 decimals, 0 without profiles", () => {
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(conversionRate(5, 0)).toBe(0);
  });

  it("is for admins only", async () => {
    expect(await statusOf(referralAnalytics(await createTestUser()))).toBe(403);
    expect(await statusOf(referralAnalytics(null))).toBe(401);
  });
});
