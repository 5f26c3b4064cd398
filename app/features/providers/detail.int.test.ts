import { describe, expect, it } from "vitest";
import { favorites } from "~db/schema";
import { db } from "~/lib/db.server";
import { createTestProvider, createTestReview, createTestUser } from "../../../tests/support/factories";
import { listProviderReviews } from "~/features/reviews/reviews.server";
import { parseReviewQuery } from "~/features/reviews/review-filters";
import { loadProviderDetail, providerGallery, ratingDistribution } from "./detail.server";

async function providerWithReviews() {
  const p = await createTestProvider();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const specs = [
    { rating: 5, helpfulCount: 1, createdAt: day(1), imageUrl: "/media/review-images/a.webp" },
    { rating: 2, helpfulCount: 7, createdAt: day(2), imageUrl: null },
    { rating: 4, helpfulCount: 3, createdAt: day(3), imageUrl: "/media/review-images/b.webp" },
    { rating: 5, helpfulCount: 0, createdAt: day(4), imageUrl: null },
    { rating: 1, helpfulCount: 0, createdAt: day(5), imageUrl: null, status: "hidden" as const },
  ];
  const ids: string[] = [];
  for (const s of specs) {
    const u = await createTestUser();
    ids.push((await createTestReview({ providerId: p.id, userId: u.id, title: `Bewertung ${s.rating}`, ...s })).id);
  }
  return { p, ids };
}

const list = (providerId: string, search: string) => listProviderReviews(null, providerId, 100, parseReviewQuery(new URLSearchParams(search)));

describe("provider page: reviews sorted and filtered on the server", () => {
  it("sorts by 'Neueste', 'Hilfreichste', 'Beste', 'Kritischste' (published reviews only)", async () => {
    const { p, ids } = await providerWithReviews();
    const [r5a, r2, r4, r5b] = ids;
    expect((await list(p.id, "")).map((r) => r.id)).toEqual([r5b, r4, r2, r5a]);
    expect((await list(p.id, "bewertungen=hilfreichste")).map((r) => r.id)).toEqual([r2, r4, r5a, r5b]);
    expect((await list(p.id, "bewertungen=beste")).map((r) => r.id)).toEqual([r5b, r5a, r4, r2]);
    expect((await list(p.id, "bewertungen=kritischste")).map((r) => r.id)).toEqual([r2, r4, r5b, r5a]);
    // An unknown value is the default order, not an error.
    expect((await list(p.id, "bewertungen=%3Cx%3E&sterne=9")).map((r) => r.id)).toEqual([r5b, r4, r2, r5a]);
  });

  it("filters by stars and 'mit Fotos'", async () => {
    const { p, ids } = await providerWithReviews();
    const [r5a, , r4, r5b] = ids;
    expect((await list(p.id, "sterne=5")).map((r) => r.id)).toEqual([r5b, r5a]);
    expect((await list(p.id, "fotos=1")).map((r) => r.id)).toEqual([r4, r5a]);
    expect((await list(p.id, "sterne=5&fotos=1")).map((r) => r.id)).toEqual([r5a]);
    expect(await list(p.id, "sterne=3")).toEqual([]);
  });

  it("counts the published reviews per star for the distribution bars, and those with a photo", async () => {
    const { p } = await providerWithReviews();
    expect(await ratingDistribution(p.id)).toEqual({ distribution: { 5: 2, 4: 1, 3: 0, 2: 1, 1: 0 }, withPhotos: 2 });
    const empty = await createTestProvider();
    expect(await ratingDistribution(empty.id)).toEqual({ distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 }, withPhotos: 0 });
  });
});

describe("provider page: gallery and facts", () => {
  it("shows the owner's photos first, then photos of published reviews, at most 12", async () => {
    const { p } = await providerWithReviews();
    const own = ["/media/provider-images/1.webp", "/media/provider-images/2.webp"];
    const gallery = await providerGallery({ id: p.id, name: "Club", imageUrls: own, imageUrl: own[0]! });
    expect(gallery.map((g) => g.src)).toEqual([...own, "/media/review-images/b.webp", "/media/review-images/a.webp"]);
    expect(gallery.map((g) => g.source)).toEqual(["provider", "provider", "review", "review"]);
    const many = Array.from({ length: 12 }, (_, i) => `/media/provider-images/${i}.webp`);
    expect(await providerGallery({ id: p.id, name: "Club", imageUrls: many, imageUrl: many[0]! })).toHaveLength(12);
  });

  it("returns logo, opening hours, time zone and club facts (null without any fact)", async () => {
    const updated = new Date("2026-10-01T10:00:00Z");
    const club = await createTestProvider({
      logoUrl: "/media/provider-images/logo.webp",
      openingHours: { days: { mo: [{ open: "10:00", close: "18:00" }] } },
      clubAdmission: "waitlist",
      clubFeeMinCents: 2000,
      clubFeeMaxCents: 4000,
      clubLicence: "granted",
      minimumAge: 21,
      clubFactsUpdatedAt: updated,
    });
    const d = await loadProviderDetail(null, club.slug);
    expect(d.provider).toMatchObject({
      logoUrl: "/media/provider-images/logo.webp",
      openingHours: { days: { mo: [{ open: "10:00", close: "18:00" }] } },
      timeZone: "Europe/Berlin",
      club: { admission: "waitlist", feeMinCents: 2000, feeMaxCents: 4000, licence: "granted", minimumAge: 21, updatedAt: updated.toISOString() },
    });
    const plain = await createTestProvider({ category: "hotels" });
    expect((await loadProviderDetail(null, plain.slug)).provider!.club).toBeNull();
  });

  it("reads the row with its creator and the viewer's favourite and ownership in one go; an anonymous creator stays hidden from others", async () => {
    const owner = await createTestUser();
    const fan = await createTestUser();
    const p = await createTestProvider({ userId: owner.id });
    await db.insert(favorites).values({ userId: fan.id, providerId: p.id });
    const asFan = await loadProviderDetail(fan, p.slug);
    expect(asFan).toMatchObject({ isFavorite: true, owner: { isOwner: false, claimPending: false } });
    expect(asFan.provider!.creator).toMatchObject({ id: owner.id });
    expect(await loadProviderDetail(owner, p.slug)).toMatchObject({ isFavorite: false, owner: { isOwner: true, claimPending: false } });
    expect(await loadProviderDetail(null, p.slug)).toMatchObject({ isFavorite: false, owner: { isOwner: false, claimPending: false } });

    const hidden = await createTestProvider({ userId: owner.id, isAnonymous: true });
    expect((await loadProviderDetail(fan, hidden.slug)).provider!.creator).toBeNull();
    expect((await loadProviderDetail(owner, hidden.slug)).provider!.creator).toMatchObject({ id: owner.id });
  });
});
