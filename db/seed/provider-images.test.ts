import { describe, expect, it } from "vitest";
import { hasHours, openingStatus } from "~/lib/opening-hours";
import { providerFacts } from "./provider-facts";
import { PROVIDERS } from "./providers-data";
import { seedProviderImages, type SeedProvider } from "./providers";
import { coverSvg, storeSvg } from "./images";

describe("demo providers: facts and generated images", () => {
  const facts = PROVIDERS.map((def, i) => ({ def, f: providerFacts(i, def.category, "DE", null) }));

  it("gives every provider a phone number and opening hours, one by appointment only, some with breaks and closed days", () => {
    expect(facts.every(({ f }) => /^\+\d+ \d+ \d+$/.test(f.phone))).toBe(true);
    expect(facts.filter(({ f }) => f.openingHours.byAppointment && !hasHours(f.openingHours))).toHaveLength(1);
    expect(facts.some(({ f }) => Object.values(f.openingHours.days).some((d) => (d?.length ?? 0) > 1))).toBe(true);
    expect(facts.some(({ f }) => hasHours(f.openingHours) && Object.keys(f.openingHours.days).length < 7)).toBe(true);
    expect(facts.every(({ f }) => openingStatus(f.openingHours, "Europe/Berlin", new Date()) !== null)).toBe(true);
  });

  it("gives the social clubs club facts with open, waitlist and closed admission", () => {
    const clubs = facts.filter(({ def }) => def.category === "cscs_dispensarys");
    expect(clubs.length).toBeGreaterThan(2);
    expect(new Set(clubs.map(({ f }) => f.clubAdmission))).toEqual(new Set(["open", "waitlist", "closed"]));
    expect(clubs.every(({ f }) => f.clubFeeMinCents! <= f.clubFeeMaxCents! && f.clubLicence && f.minimumAge && f.clubFactsUpdatedAt)).toBe(true);
    expect(facts.filter(({ def }) => def.category !== "cscs_dispensarys").every(({ f }) => f.clubAdmission === null)).toBe(true);
  });

  it("generates a distinct logo for every provider and 2 to 5 photos for a third of them", async () => {
    const stored = new Map<string, Buffer>();
    const store = async (bucket: string, key: string, body: Buffer) => {
      stored.set(`${bucket}/${key}`, body);
      return `/media/${bucket}/${key}`;
    };
    const providers = PROVIDERS.slice(0, 12).map((def) => ({ name: def.name, category: def.category }) as SeedProvider);
    const started = Date.now();
    await seedProviderImages(providers, store);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(new Set(providers.map((p) => p.logoUrl)).size).toBe(12);
    const withPhotos = providers.filter((p) => (p.imageUrls?.length ?? 0) > 0);
    expect(withPhotos).toHaveLength(4);
    expect(withPhotos.every((p) => p.imageUrls!.length >= 2 && p.imageUrls!.length <= 5 && p.imageUrl === p.imageUrls![0])).toBe(true);
    expect(providers.filter((p) => !p.imageUrls?.length).every((p) => p.imageUrl === null)).toBe(true);
    expect([...stored.values()].every((b) => b.subarray(8, 12).toString("ascii") === "WEBP")).toBe(true);
    // Covers differ by their seed.
    expect(await storeSvg(store, "blog-images", coverSvg("a", 96, 50))).not.toBe(await storeSvg(store, "blog-images", coverSvg("b", 96, 50)));
  });
});
