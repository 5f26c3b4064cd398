import { describe, expect, it } from "vitest";
import { activityScore, levelFor, profileGates } from "./activity";

describe("activity levels", () => {
  it.each([
    [0, "Frischling"],
    [4, "Frischling"],
    [5, "Kiffer-Veteran"],
    [14, "Kiffer-Veteran"],
    [15, "Erste Meinung"],
    [19, "Erste Meinung"],
    [20, "Aufsteigender Stoner"],
    [49, "Aufsteigender Stoner"],
    [50, "Stoner-Meister"],
    [99, "Stoner-Meister"],
    [100, "Kiffer-Kritiker"],
    [149, "Kiffer-Kritiker"],
    [150, "Stoner-Guru"],
    [199, "Stoner-Guru"],
    [200, "Teiler"],
    [299, "Teiler"],
    [300, "Kiffer-Botschafter"],
    [499, "Kiffer-Botschafter"],
    [500, "Pot Spoter"],
    [10_000, "Pot Spoter"],
  ])("score %i is %s", (score, name) => {
    expect(levelFor(score).name).toBe(name);
  });

  it("scores 5 per provider, 2 per review, 3 per article, 1 per helpful vote", () => {
    expect(activityScore({ approvedProviders: 1, publishedReviews: 2, publishedArticles: 3, helpfulVotesReceived: 4 })).toBe(5 + 4 + 9 + 4);
  });
});

describe("profile gates", () => {
  it("opens instagram by score 5 or by 10 articles", () => {
    expect(profileGates(4, 9).instagram).toBe(false);
    expect(profileGates(5, 0).instagram).toBe(true);
    expect(profileGates(0, 10).instagram).toBe(true);
  });
  it("takes the larger custom-link maximum", () => {
    expect(profileGates(0, 0).maxCustomLinks).toBe(0);
    expect(profileGates(5, 0).maxCustomLinks).toBe(1);
    expect(profileGates(50, 0).maxCustomLinks).toBe(2);
    expect(profileGates(500, 0).maxCustomLinks).toBe(3);
    expect(profileGates(5, 40).maxCustomLinks).toBe(2);
    expect(profileGates(0, 120).maxCustomLinks).toBe(6);
    expect(profileGates(0, 500).maxCustomLinks).toBe(6);
  });
  it("unlocks showcase slots at 30, 60 and 99 articles", () => {
    expect([0, 29, 30, 59, 60, 98, 99, 200].map((n) => profileGates(1000, n).showcaseSlots)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});
