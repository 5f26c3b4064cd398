import { describe, expect, it } from "vitest";
import { categoryColor, initials } from "./monogram";

describe("monogram", () => {
  it("takes two initials, skipping legal forms and articles", () => {
    expect(initials("Grüner Daumen Club")).toBe("GD");
    expect(initials("Hanfhaus")).toBe("HA");
    expect(initials("Der Hanf-Laden e.V.")).toBe("HL");
    expect(initials("  ")).toBe("?");
    expect(initials("öko kiste")).toBe("ÖK");
  });
  it("colours by category with a fallback", () => {
    expect(categoryColor("hotels")).toBe("#1e40af");
    expect(categoryColor("unbekannt")).toBe(categoryColor("other"));
  });
});
