import { describe, expect, it } from "vitest";
import { activityScore, levelFor } from "./activity";

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
