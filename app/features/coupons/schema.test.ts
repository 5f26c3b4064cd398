import { describe, expect, it } from "vitest";
import { eligibilityFor, requirementText } from "./eligibility";
import { adminCouponSchema, couponSchema, discountLabel, formatUtcDay, isExpired, merchantSchema, parseDay } from "./schema";

describe("coupon rules (pure)", () => {
  it("reads German and ISO days and refuses impossible ones", () => {
    expect(parseDay("1.2.2027")).toEqual({ year: 2027, month: 2, day: 1 });
    expect(parseDay("2027-02-01")).toEqual({ year: 2027, month: 2, day: 1 });
    expect(parseDay("29.02.2027")).toBeNull();
    expect(parseDay("morgen")).toBeNull();
    expect(formatUtcDay("2026-12-31T23:59:59.999Z")).toBe("31.12.2026");
  });

  it("saves valid_from as the start and valid_until as the end of the day (UTC)", () => {
    const r = couponSchema.parse({ merchantId: "x", code: " abc ", validFrom: "05.01.2027", validUntil: "05.01.2027" });
    expect(r.code).toBe("abc");
    expect(r.validFrom?.toISOString()).toBe("2027-01-05T00:00:00.000Z");
    expect(r.validUntil?.toISOString()).toBe("2027-01-05T23:59:59.999Z");
    expect(couponSchema.safeParse({ code: "" }).error?.issues[0]?.message).toBe("Bitte gib einen Gutscheincode ein");
  });

  it("keeps the spec's messages for merchants and weights", () => {
    expect(merchantSchema.safeParse({ name: "", description: "" }).error?.issues.map((i) => i.message)).toEqual([
      "Bitte fülle alle Pflichtfelder aus",
      "Bitte fülle alle Pflichtfelder aus",
    ]);
    expect(merchantSchema.safeParse({ name: "Shop", description: "Text", logoUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(merchantSchema.parse({ name: "Shop", description: "Text", logoUrl: "/media/provider-images/a.webp", website: "" })).toMatchObject({ website: null });
    const weight = adminCouponSchema.safeParse({ code: "A", status: "approved", displayWeight: "11" });
    expect(weight.error?.issues[0]?.message).toBe("Display-Weight muss zwischen 1 und 10 liegen");
  });

  it("labels discounts and expiry", () => {
    expect(discountLabel("percentage", "10")).toBe("10 %");
    expect(discountLabel("fixed", "5,50")).toBe("5,50\u00a0€");
    expect(discountLabel("fixed", "29.9")).toBe("29,90\u00a0€");
    expect(discountLabel("fixed", "5")).toBe("5,00\u00a0€");
    expect(discountLabel("freebie", "Gratis Versand")).toBe("Gratis Versand");
    expect(discountLabel(null, "")).toBeNull();
    expect(isExpired("2020-01-01T00:00:00Z")).toBe(true);
    expect(isExpired(null)).toBe(false);
  });

  it("opens coupon submission at any one threshold, with one text per requirement", () => {
    expect(requirementText("Anbieter", 3, 1)).toBe("Noch 3 Anbieter benötigt (1/3)");
    expect(eligibilityFor(null)).toMatchObject({ signedIn: false, eligible: false });
    expect(eligibilityFor({ providers: 0, reviews: 10, articles: 0 }).eligible).toBe(true);
    expect(eligibilityFor({ providers: 2, reviews: 9, articles: 9 }).eligible).toBe(false);
  });
});
