import { describe, expect, it } from "vitest";
import { initials } from "./avatar";

describe("initials", () => {
  it("uses up to two initials", () => {
    expect(initials("lena_gruen")).toBe("LG");
    expect(initials("max")).toBe("M");
    expect(initials("Anna Maria Schmidt")).toBe("AS");
    expect(initials("")).toBe("?");
  });
  it("handles spacing, separators, umlauts and missing names", () => {
    expect(initials("  jan   berg ")).toBe("JB");
    expect(initials("özil.ünal")).toBe("ÖÜ");
    expect(initials("kiffer-kaiser_42")).toBe("K4");
    expect(initials("___")).toBe("?");
    expect(initials(null)).toBe("?");
    expect(initials(undefined)).toBe("?");
  });
});
