import { describe, expect, it } from "vitest";
import { contestEventJsonLd } from "./json-ld";
import type { ContestCardData } from "./public.server";
import { CONTEST_WARNINGS, contestWarnings, daysLeft } from "./schema";
import { contestPath, contestSlugBase, isContestSlug } from "./slug";

describe("admin warnings (one rule for the dialog and the server)", () => {
  it("warns about a prize above 10,000, terms under 50 characters and a script tag in the description", () => {
    expect(contestWarnings({ prizeValue: "10000", termsAndConditions: "x".repeat(50), description: "Ein Paket" })).toEqual([]);
    expect(contestWarnings({ prizeValue: "10000,01", termsAndConditions: ` ${"x".repeat(49)} `, description: "Hallo < SCRIPT src=x>" })).toEqual([
      CONTEST_WARNINGS.prize,
      CONTEST_WARNINGS.terms,
      CONTEST_WARNINGS.script,
    ]);
    expect(contestWarnings({})).toEqual([CONTEST_WARNINGS.terms]);
  });
});

describe("contest slugs", () => {
  it("transliterate like provider slugs, fall back for empty and reserved titles", () => {
    expect(contestSlugBase("Große Grüße aus Köln – Ölmühle")).toBe("grosse-gruesse-aus-koeln-oelmuehle");
    expect(contestSlugBase("  Café Crème  ")).toBe("cafe-creme");
    expect(contestSlugBase("!!!")).toBe("gewinnspiel");
    expect(contestSlugBase("Dashboard")).toBe("gewinnspiel");
    expect(contestSlugBase("x".repeat(200)).length).toBe(90);
    expect(contestPath({ slug: "sommer" })).toBe("/contests/sommer");
    for (const ok of ["sommer", "sommer-2", "a1-b2"]) expect(isContestSlug(ok)).toBe(true);
    for (const bad of ["", "Sommer", "-sommer", "sommer-", "a--b", "a/b", "ä"]) expect(isContestSlug(bad)).toBe(false);
  });
});

describe("the contest page's JSON-LD Event", () => {
  const contest: ContestCardData = {
    id: "c1",
    slug: "sommer",
    title: "Sommer",
    description: "Gewinne etwas.",
    status: "active",
    imageUrl: "/media/contest-images/contests/a.webp",
    prizeType: "individual",
    prizeValue: 50,
    currency: "CHF",
    prizeDescription: null,
    individualPrizeDescription: null,
    maxParticipants: 2,
    voucherQuantity: null,
    participantCount: 0,
    startDate: "2030-01-01T10:00:00.000Z",
    endDate: "2030-01-10T10:00:00.000Z",
    termsAndConditions: "",
    createdAt: "2029-12-30T10:00:00.000Z",
    joined: false,
    own: false,
    viewCount: null,
    voucherCode: null,
  };
  const now = new Date("2030-01-05T00:00:00Z");

  it("is an online event at the page with dates, status, free offer, image and the creator as organizer", () => {
    const ld = contestEventJsonLd({ contest, organizer: { id: "u1", username: "vera_v" } }, "https://hanfnetz.de", "Hanfnetz", now);
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: contest.startDate,
      endDate: contest.endDate,
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: "https://hanfnetz.de/contests/sommer" },
      offers: { price: 0, priceCurrency: "CHF", availability: "https://schema.org/InStock" },
      image: ["https://hanfnetz.de/media/contest-images/contests/a.webp"],
      organizer: { "@type": "Person", name: "vera_v", url: "https://hanfnetz.de/vera-v" },
    });
  });

  it("is cancelled, sold out when full or ended, and organised by the site when the creator is gone", () => {
    const cancelled = contestEventJsonLd({ contest: { ...contest, status: "cancelled" }, organizer: null }, "https://hanfnetz.de", "Hanfnetz", now);
    expect(cancelled.eventStatus).toBe("https://schema.org/EventCancelled");
    expect(cancelled.organizer).toMatchObject({ "@type": "Organization", name: "Hanfnetz" });
    expect(
      contestEventJsonLd({ contest: { ...contest, participantCount: 2 }, organizer: null }, "https://hanfnetz.de", "Hanfnetz", now).offers.availability,
    ).toBe("https://schema.org/SoldOut");
    expect(contestEventJsonLd({ contest, organizer: null }, "https://hanfnetz.de", "Hanfnetz", new Date("2030-02-01T00:00:00Z")).offers.availability).toBe(
      "https://schema.org/SoldOut",
    );
    expect(contestEventJsonLd({ contest: { ...contest, imageUrl: null }, organizer: null }, "https://hanfnetz.de", "Hanfnetz", now)).not.toHaveProperty(
      "image",
    );
  });
});

describe("daysLeft (issue #26 item 10: the time left on a contest card)", () => {
  it("counts German calendar days: 'endet heute', 'noch 1 Tag', 'noch 3 Tage', nothing once ended", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(daysLeft("2026-03-10T22:59:00Z", now)).toBe(0);
    // 23:30 UTC is already the next day in Berlin.
    expect(daysLeft("2026-03-10T23:30:00Z", now)).toBe(1);
    expect(daysLeft("2026-03-13T12:00:00Z", now)).toBe(3);
    expect(daysLeft("2026-03-10T08:59:00Z", now)).toBeNull();
  });
});
