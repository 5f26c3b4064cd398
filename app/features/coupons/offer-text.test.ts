import { describe, expect, it } from "vitest";
import { titleAfterDiscount } from "./offer-text";

describe("titleAfterDiscount", () => {
  it("drops the discount the title starts with", () => {
    expect(titleAfterDiscount("15 %", "15 % auf Growboxen")).toBe("auf Growboxen");
    expect(titleAfterDiscount("10 €", "10 € Neukundenrabatt")).toBe("Neukundenrabatt");
  });

  it("ignores spacing, no-break spaces and case", () => {
    expect(titleAfterDiscount("15%", "15 % auf alles")).toBe("auf alles");
    expect(titleAfterDiscount("15\u00a0%", "15% auf alles")).toBe("auf alles");
    expect(titleAfterDiscount("GRATIS", "Gratis Versand")).toBe("Versand");
  });

  it("drops a separator after the discount", () => {
    expect(titleAfterDiscount("20 %", "20 % – auf Glas")).toBe("auf Glas");
    expect(titleAfterDiscount("20 %", "20 %: Sommeraktion")).toBe("Sommeraktion");
  });

  it("keeps a title that does not start with the discount", () => {
    expect(titleAfterDiscount("15 %", "Sommerrabatt auf Growboxen")).toBe("Sommerrabatt auf Growboxen");
    expect(titleAfterDiscount("15 %", "Bis zu 15 % auf alles")).toBe("Bis zu 15 % auf alles");
  });

  it("keeps a title whose first word only begins with the discount", () => {
    expect(titleAfterDiscount("5", "50 % auf Samen")).toBe("50 % auf Samen");
    expect(titleAfterDiscount("10", "10er-Pack gratis")).toBe("10er-Pack gratis");
  });

  it("gives nothing for a title that only repeats the discount, and the title without a discount", () => {
    expect(titleAfterDiscount("15 %", " 15 % ")).toBe("");
    expect(titleAfterDiscount(null, "Gratis Versand")).toBe("Gratis Versand");
    expect(titleAfterDiscount("15 %", null)).toBe("");
  });
});
