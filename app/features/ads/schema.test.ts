import { describe, expect, it } from "vitest";
import { bannerStatus, campaignStatus, ctr, pickBanner } from "./schema";

describe("pickBanner", () => {
  it("chooses only among the highest priority, in proportion to the weights", () => {
    const items = [
      { id: "low", priority: 0, weight: 100 },
      { id: "a", priority: 9, weight: 1 },
      { id: "b", priority: 9, weight: 4 },
    ];
    expect(pickBanner(items, 0)?.id).toBe("a");
    expect(pickBanner(items, 0.19)?.id).toBe("a");
    expect(pickBanner(items, 0.2)?.id).toBe("b");
    expect(pickBanner(items, 0.9999)?.id).toBe("b");
    expect(pickBanner([], 0.5)).toBeNull();
  });

  it("draws in proportion to the weights with Math.random", () => {
    const items = [
      { id: "light", priority: 1, weight: 1 },
      { id: "heavy", priority: 1, weight: 3 },
    ];
    let heavy = 0;
    for (let i = 0; i < 4000; i++) if (pickBanner(items)?.id === "heavy") heavy++;
    expect(heavy / 4000).toBeGreaterThan(0.7);
    expect(heavy / 4000).toBeLessThan(0.8);
  });
});

describe("derived status and CTR", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("derives inactive, planned, ended/expired and running/active", () => {
    const base = { isActive: true, startDate: "2026-06-01T00:00:00Z", endDate: null };
    expect(campaignStatus({ ...base, isActive: false }, now)).toBe("inactive");
    expect(campaignStatus({ ...base, startDate: "2026-07-01T00:00:00Z" }, now)).toBe("planned");
    expect(campaignStatus({ ...base, endDate: "2026-06-10T00:00:00Z" }, now)).toBe("ended");
    expect(campaignStatus(base, now)).toBe("running");
    expect(bannerStatus({ ...base, endDate: "2026-06-10T00:00:00Z" }, now)).toBe("expired");
    expect(bannerStatus(base, now)).toBe("active");
  });
  it("computes the CTR in percent with 2 decimals", () => {
    expect(ctr(1, 3)).toBe(33.33);
    expect(ctr(0, 0)).toBe(0);
    expect(ctr(2, 4)).toBe(50);
  });
});
