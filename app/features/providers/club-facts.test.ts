import { describe, expect, it } from "vitest";
import { clubFeeRange } from "./club-facts";

describe("club fee", () => {
  it("shows a range, one amount when equal or one-sided, nothing without amounts", () => {
    expect(clubFeeRange(2000, 4000)).toBe("20,00\u00a0€ – 40,00\u00a0€");
    expect(clubFeeRange(2500, 2500)).toBe("25,00\u00a0€");
    expect(clubFeeRange(null, 3000)).toBe("30,00\u00a0€");
    expect(clubFeeRange(null, null)).toBeNull();
  });
});
