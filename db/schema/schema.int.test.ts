import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import * as s from "~db/schema";

/** SQLSTATE of a failed drizzle query (drizzle wraps the driver error in `cause`). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code ?? "unknown";
  }
  return undefined;
}
const CHECK = "23514";
const UNIQUE = "23505";
const NOT_NULL = "23502";

let n = 0;
async function createUser(name = `user${++n}`) {
  const [u] = await db
    .insert(s.user)
    .values({ name, email: `${name}@test.example` })
    .returning();
  await db.insert(s.profiles).values({ id: u.id, username: name, email: u.email });
  return u;
}
async function createProvider(values: Partial<s.NewProvider> = {}) {
  const [p] = await db
    .insert(s.providers)
    .values({ name: "Testanbieter", slug: `test-${++n}`, description: "x".repeat(300), status: "approved", ...values })
    .returning();
  return p;
}

let alice: typeof s.user.$inferSelect;
let bob: typeof s.user.$inferSelect;
let provider: s.Provider;

beforeAll(async () => {
  alice = await createUser("alice");
  bob = await createUser("bob");
  provider = await createProvider({ userId: alice.id });
});

describe("reference data", () => {
  it("has the 12 countries with DE first", async () => {
    const rows = await db.select().from(s.countries).orderBy(s.countries.sortOrder);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ code: "DE", nameDe: "Deutschland", isActive: true });
    expect(rows.find((r) => r.code === "AT")?.nameDe).toBe("Österreich");
  });
});

describe("providers", () => {
  it("has the documented defaults", async () => {
    const [p] = await db.insert(s.providers).values({ name: "Nur Name", slug: "nur-name" }).returning();
    expect(p).toMatchObject({
      status: "pending",
      category: "other",
      countryCode: "DE",
      language: "de",
      verified: false,
      featured: false,
      isAnonymous: false,
      dofollowWebsite: false,
      averageRating: 0,
      reviewCount: 0,
      imageUrls: [],
      categories: [],
    });
  });

  it("rejects a duplicate slug", async () => {
    expect(await sqlState(createProvider({ slug: provider.slug }))).toBe(UNIQUE);
  });

  it("rejects unknown status and categories, too many images, invalid names", async () => {
    expect(await sqlState(createProvider({ status: "archived" as never }))).toBe(CHECK);
    expect(await sqlState(createProvider({ category: "cscs" as never }))).toBe(CHECK);
    expect(await sqlState(createProvider({ categories: ["hotels", "restaurants" as never] }))).toBe(CHECK);
    expect(await sqlState(createProvider({ imageUrls: ["1", "2", "3", "4", "5", "6"] }))).toBe(CHECK);
    expect(await sqlState(createProvider({ name: " x " }))).toBe(CHECK);
    expect(await sqlState(createProvider({ countryCode: "de" }))).toBe(CHECK);
    expect(await sqlState(createProvider({ categories: [...s.PROVIDER_CATEGORIES], imageUrls: ["1", "2", "3", "4", "5"] }))).toBeUndefined();
  });

  it("rejects a duplicate translation language", async () => {
    await db.insert(s.providerTranslations).values({ providerId: provider.id, language: "en", name: "Test" });
    expect(await sqlState(db.insert(s.providerTranslations).values({ providerId: provider.id, language: "en" }))).toBe(UNIQUE);
  });
});

describe("reviews", () => {
  it("accepts ratings 1 to 5 and rejects 0 and 6", async () => {
    const base = async () => ({ providerId: (await createProvider()).id, userId: bob.id, title: "Titel", content: "Inhalt der Bewertung" });
    expect(await sqlState(db.insert(s.reviews).values({ ...(await base()), rating: 0 }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.reviews).values({ ...(await base()), rating: 6 }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.reviews).values({ ...(await base()), rating: 1 }))).toBeUndefined();
    expect(await sqlState(db.insert(s.reviews).values({ ...(await base()), rating: 5 }))).toBeUndefined();
    expect(await sqlState(db.insert(s.reviews).values({ ...(await base()), rating: 3, status: "deleted" as never }))).toBe(CHECK);
    const [r] = await db.select().from(s.reviews).where(eq(s.reviews.rating, 5));
    expect(r).toMatchObject({ status: "published", helpfulCount: 0, isAnonymous: false, verifiedPurchase: false });
  });

  it("allows one review per member and provider; reviews of deleted accounts (no user) are not limited", async () => {
    const p = await createProvider();
    const base = { providerId: p.id, rating: 4, title: "Titel", content: "Inhalt der Bewertung" };
    expect(await sqlState(db.insert(s.reviews).values({ ...base, userId: alice.id }))).toBeUndefined();
    expect(await sqlState(db.insert(s.reviews).values({ ...base, userId: alice.id }))).toBe(UNIQUE);
    expect(await sqlState(db.insert(s.reviews).values({ ...base, userId: null }))).toBeUndefined();
    expect(await sqlState(db.insert(s.reviews).values({ ...base, userId: null }))).toBeUndefined();
  });

  it("allows one helpful vote per user and review", async () => {
    const [r] = await db.insert(s.reviews).values({ providerId: provider.id, userId: bob.id, rating: 4, title: "Gut", content: "Wirklich gut" }).returning();
    await db.insert(s.reviewHelpfulVotes).values({ reviewId: r.id, userId: alice.id });
    expect(await sqlState(db.insert(s.reviewHelpfulVotes).values({ reviewId: r.id, userId: alice.id }))).toBe(UNIQUE);
  });
});

describe("community", () => {
  it("rejects a duplicate favourite", async () => {
    await db.insert(s.favorites).values({ userId: bob.id, providerId: provider.id });
    expect(await sqlState(db.insert(s.favorites).values({ userId: bob.id, providerId: provider.id }))).toBe(UNIQUE);
  });

  it("rejects following oneself and following twice", async () => {
    expect(await sqlState(db.insert(s.authorFollows).values({ followerId: alice.id, authorId: alice.id }))).toBe(CHECK);
    await db.insert(s.authorFollows).values({ followerId: bob.id, authorId: alice.id });
    expect(await sqlState(db.insert(s.authorFollows).values({ followerId: bob.id, authorId: alice.id }))).toBe(UNIQUE);
    // the other direction is a different follow
    expect(await sqlState(db.insert(s.authorFollows).values({ followerId: alice.id, authorId: bob.id }))).toBeUndefined();
  });
});

describe("blog", () => {
  it("keeps slugs unique per author and counts a visitor once per day", async () => {
    const [a] = await db
      .insert(s.blogArticles)
      .values({ title: "Hallo", slug: "hallo", authorId: alice.id, status: "published", publishDate: new Date() })
      .returning();
    expect(a).toMatchObject({ viewCount: 0, featured: false, featuredByAdmin: false, language: "de" });
    expect(await sqlState(db.insert(s.blogArticles).values({ title: "Hallo 2", slug: "hallo", authorId: alice.id }))).toBe(UNIQUE);
    expect(await sqlState(db.insert(s.blogArticles).values({ title: "Hallo", slug: "hallo", authorId: bob.id }))).toBeUndefined();
    expect(await sqlState(db.insert(s.blogArticles).values({ title: "X", slug: "x", status: "archived" as never }))).toBe(CHECK);

    const first = await db.insert(s.blogArticleViews).values({ articleId: a.id, visitorKey: "v1" }).onConflictDoNothing().returning();
    const second = await db.insert(s.blogArticleViews).values({ articleId: a.id, visitorKey: "v1" }).onConflictDoNothing().returning();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    await db.insert(s.blogArticleViews).values({ articleId: a.id, visitorKey: "v1", viewDate: "2026-01-01" });

    await db.insert(s.blogArticleLinks).values({ articleId: a.id, linkUrl: "https://example.org" });
    expect(await sqlState(db.insert(s.blogArticleLinks).values({ articleId: a.id, linkUrl: "https://example.org" }))).toBe(UNIQUE);
    const [link] = await db.select().from(s.blogArticleLinks).where(eq(s.blogArticleLinks.articleId, a.id));
    expect(link.isDofollow).toBe(false);
  });
});

describe("coupons", () => {
  it("rejects display_weight 0 and 11 and the same code per merchant in another case or with spaces", async () => {
    const [m] = await db
      .insert(s.merchants)
      .values({ name: "Shop", nameNormalized: s.normalizeMerchantName(" Shop ") })
      .returning();
    expect(m.status).toBe("pending");
    const coupon = (code: string, extra: Partial<s.NewCoupon> = {}) =>
      db.insert(s.coupons).values({ merchantId: m.id, code, codeNormalized: s.normalizeCouponCode(code), ...extra });
    expect(await sqlState(coupon("W0", { displayWeight: 0 }))).toBe(CHECK);
    expect(await sqlState(coupon("W11", { displayWeight: 11 }))).toBe(CHECK);
    expect(await sqlState(coupon("W10", { displayWeight: 10 }))).toBeUndefined();
    expect(await sqlState(coupon("SAVE10"))).toBeUndefined();
    expect(await sqlState(coupon("save10"))).toBe(UNIQUE);
    expect(await sqlState(coupon("  Save10 "))).toBe(UNIQUE);
    // code_normalized must be upper(trim(code))
    expect(await sqlState(db.insert(s.coupons).values({ merchantId: m.id, code: "abc", codeNormalized: "abc" }))).toBe(CHECK);
    expect(await sqlState(coupon("TYPE", { discountType: "bogo" as never }))).toBe(CHECK);
    // same code at another merchant is fine
    const [m2] = await db.insert(s.merchants).values({ name: "Shop 2", nameNormalized: "shop 2" }).returning();
    expect(await sqlState(db.insert(s.coupons).values({ merchantId: m2.id, code: "SAVE10", codeNormalized: "SAVE10" }))).toBeUndefined();
    expect(await sqlState(db.insert(s.merchants).values({ name: "SHOP", nameNormalized: "shop" }))).toBe(UNIQUE);
  });
});

describe("contests", () => {
  const contest = (extra: Partial<s.NewContest> = {}) =>
    db
      .insert(s.contests)
      .values({
        title: "Verlosung",
        slug: `verlosung-${crypto.randomUUID().slice(0, 8)}`,
        description: "Beschreibung",
        startDate: new Date("2026-12-01T00:00:00Z"),
        endDate: new Date("2026-12-10T00:00:00Z"),
        createdBy: alice.id,
        ...extra,
      })
      .returning();

  it("validates dates, currency and limits", async () => {
    expect(await sqlState(contest({ endDate: new Date("2026-12-01T00:00:00Z") }))).toBe(CHECK);
    expect(await sqlState(contest({ currency: "GBP" as never }))).toBe(CHECK);
    expect(await sqlState(contest({ maxParticipants: 0 }))).toBe(CHECK);
    expect(await sqlState(contest({ maxParticipants: 10001 }))).toBe(CHECK);
    expect(await sqlState(contest({ voucherQuantity: 1001 }))).toBe(CHECK);
    expect(await sqlState(contest({ prizeValue: 100000.01 }))).toBe(CHECK);
    expect(await sqlState(contest({ status: "paused" as never }))).toBe(CHECK);
    const [c] = await contest({ prizeValue: 99.99 });
    expect(c).toMatchObject({ status: "pending", currency: "EUR", entryFee: 0, prizeValue: 99.99, maxParticipants: null });
  });

  it("rejects a second participation of the same user", async () => {
    const [c] = await contest();
    const [p] = await db.insert(s.contestParticipations).values({ contestId: c.id, userId: bob.id }).returning();
    expect(p.paymentStatus).toBe("completed");
    expect(await sqlState(db.insert(s.contestParticipations).values({ contestId: c.id, userId: bob.id }))).toBe(UNIQUE);
  });

  it("has the licence defaults", async () => {
    const [cfg] = await db.insert(s.contestConfig).values({}).returning();
    expect(cfg).toMatchObject({ pricePerDay: 30, currency: "EUR", minDays: 1, maxDays: 30, isActive: true });
    expect(await sqlState(db.insert(s.contestConfig).values({ minDays: 5, maxDays: 2 }))).toBe(CHECK);
    const [pay] = await db.insert(s.contestPayments).values({ userId: bob.id, amount: 210, totalAmount: 210, durationDays: 7 }).returning();
    expect(pay.contestId).toBe(s.LICENCE_CONTEST_ID_NONE);
    expect(await sqlState(db.insert(s.contestAuditLog).values({ actionType: "deleted" as never }))).toBe(CHECK);
  });
});

describe("ads, popups and messages", () => {
  it("validates banner ranges and event types", async () => {
    const [pl] = await db.insert(s.adsPlacements).values({ name: "Test", placementKey: "test_slot" }).returning();
    expect(await sqlState(db.insert(s.adsPlacements).values({ name: "Test 2", placementKey: "test_slot" }))).toBe(UNIQUE);
    const [ca] = await db
      .insert(s.adsCampaigns)
      .values({ name: "K", startDate: new Date("2026-01-01T00:00:00Z") })
      .returning();
    const banner = (extra: Partial<s.NewAdBanner> = {}) =>
      db
        .insert(s.adsBanners)
        .values({ name: "B", campaignId: ca.id, placementId: pl.id, imageUrl: "/x.svg", ...extra })
        .returning();
    expect(await sqlState(banner({ priority: 101 }))).toBe(CHECK);
    expect(await sqlState(banner({ weight: 0 }))).toBe(CHECK);
    expect(await sqlState(banner({ clickTarget: "_top" as never }))).toBe(CHECK);
    const [b] = await banner();
    expect(b).toMatchObject({ clickTarget: "_blank", priority: 0, weight: 1, isActive: true, endDate: null });
    expect(await sqlState(db.insert(s.adsAnalytics).values({ bannerId: b.id, eventType: "hover" as never }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.adsCampaigns).values({ name: "Alt", startDate: new Date("1899-12-31T00:00:00Z") }))).toBe(CHECK);
  });

  it("validates popup interactions and message types", async () => {
    const [p] = await db.insert(s.globalPopups).values({ title: "T", message: "M" }).returning();
    expect(await sqlState(db.insert(s.globalPopupInteractions).values({ popupId: p.id, interactionType: "hover" as never }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.userMessages).values({ userId: bob.id, title: "T", content: "C", messageType: "spam" as never }))).toBe(CHECK);
    const [h] = await db
      .insert(s.adminMessageHistory)
      .values({ title: "T", content: "C", recipientType: "selected", recipientCount: 1, senderAdminId: alice.id })
      .returning();
    const [m] = await db.insert(s.userMessages).values({ userId: bob.id, title: "T", content: "C", messageType: "admin", historyId: h.id }).returning();
    expect(m).toMatchObject({ isRead: false, readAt: null, metadata: {} });
    expect(await sqlState(db.insert(s.messageInteractions).values({ messageId: m.id, userId: bob.id, interactionType: "open" as never }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.adminMessageHistory).values({ title: "T", content: "C", recipientType: "some" as never }))).toBe(CHECK);
    expect(await sqlState(db.insert(s.userMessages).values({ userId: bob.id, title: null as never, content: "C" }))).toBe(NOT_NULL);
  });
});

describe("deletes", () => {
  it("deleting a provider removes its reviews, votes, favourites and analytics", async () => {
    const p = await createProvider({ userId: alice.id });
    const [r] = await db.insert(s.reviews).values({ providerId: p.id, userId: bob.id, rating: 5, title: "Toll", content: "Ganz toll hier" }).returning();
    await db.insert(s.reviewHelpfulVotes).values({ reviewId: r.id, userId: alice.id });
    await db.insert(s.favorites).values({ userId: alice.id, providerId: p.id });
    await db.insert(s.providerAnalytics).values({ providerId: p.id, eventType: "view" });
    await db.delete(s.providers).where(eq(s.providers.id, p.id));
    const left = await db.execute<{ n: number }>(sql`select
      (select count(*) from reviews where provider_id = ${p.id}) +
      (select count(*) from review_helpful_votes where review_id = ${r.id}) +
      (select count(*) from favorites where provider_id = ${p.id}) +
      (select count(*) from provider_analytics where provider_id = ${p.id}) as n`);
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it("deleting a user keeps their content with user_id null and removes personal rows", async () => {
    const carol = await createUser("carol");
    const p = await createProvider({ userId: carol.id });
    const [r] = await db.insert(s.reviews).values({ providerId: provider.id, userId: carol.id, rating: 4, title: "Gut", content: "Wirklich gut" }).returning();
    const [a] = await db.insert(s.blogArticles).values({ title: "Carols Artikel", slug: "carol", authorId: carol.id }).returning();
    await db.insert(s.favorites).values({ userId: carol.id, providerId: provider.id });
    await db.insert(s.authorFollows).values({ followerId: carol.id, authorId: alice.id });
    await db.insert(s.userMessages).values({ userId: carol.id, title: "Hallo", content: "Willkommen" });

    await db.delete(s.user).where(eq(s.user.id, carol.id));

    const [keptProvider] = await db.select().from(s.providers).where(eq(s.providers.id, p.id));
    expect(keptProvider.userId).toBeNull();
    const [keptReview] = await db.select().from(s.reviews).where(eq(s.reviews.id, r.id));
    expect(keptReview.userId).toBeNull();
    const [keptArticle] = await db.select().from(s.blogArticles).where(eq(s.blogArticles.id, a.id));
    expect(keptArticle.authorId).toBeNull();
    expect(await db.select().from(s.favorites).where(eq(s.favorites.userId, carol.id))).toEqual([]);
    expect(await db.select().from(s.authorFollows).where(eq(s.authorFollows.followerId, carol.id))).toEqual([]);
    expect(await db.select().from(s.userMessages).where(eq(s.userMessages.userId, carol.id))).toEqual([]);
    expect(await db.select().from(s.profiles).where(eq(s.profiles.id, carol.id))).toEqual([]);
  });
});

describe("relations", () => {
  it("supports the relational query API across the main entities", async () => {
    const p = await db.query.providers.findFirst({
      where: eq(s.providers.id, provider.id),
      with: { owner: true, reviews: { with: { author: true, helpfulVotes: true } }, translations: true, favorites: true },
    });
    expect(p?.owner?.username).toBe("alice");
    expect(p?.reviews.length).toBeGreaterThan(0);
    expect(p?.reviews.some((r) => r.author?.username === "bob")).toBe(true);
    expect(p?.translations.map((t) => t.language)).toContain("en");

    const a = await db.query.blogArticles.findFirst({
      where: eq(s.blogArticles.slug, "hallo"),
      with: { author: true, categories: { with: { category: true } }, tags: { with: { tag: true } }, links: true },
    });
    expect(a?.author).toBeDefined();

    const prof = await db.query.profiles.findFirst({
      where: eq(s.profiles.username, "alice"),
      with: { user: true, providers: true, reviews: true, articles: true },
    });
    expect(prof?.user.email).toBe("alice@test.example");
    expect(prof?.providers.length).toBeGreaterThan(0);

    const u = await db.query.user.findFirst({ where: eq(s.user.id, bob.id), with: { profile: true, roles: true, activity: true } });
    expect(u?.profile?.username).toBe("bob");

    await db.query.coupons.findMany({ with: { merchant: true, stats: true, creator: true } });
    await db.query.merchants.findMany({ with: { coupons: true } });
    await db.query.adsBanners.findMany({ with: { campaign: true, placement: true, events: true } });
    await db.query.contests.findMany({ with: { creator: true, participations: { with: { participant: true } } } });
    await db.query.userMessages.findMany({ with: { history: true, recipient: true } });
    await db.query.adminMessageHistory.findMany({ with: { messages: true } });
    await db.query.authorFollows.findMany({ with: { follower: true, author: true } });
    await db.query.globalPopups.findMany({ with: { interactions: true } });
  });
});
