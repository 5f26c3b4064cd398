import { describe, expect, it } from "vitest";
import { confirmsDeletion } from "./deletion";

describe("confirming 'Konto löschen'", () => {
  it("accepts LÖSCHEN or the own username in any case, with spaces around", () => {
    expect(confirmsDeletion(" LÖSCHEN ", "lena")).toBe(true);
    expect(confirmsDeletion("Lena", "lena")).toBe(true);
    expect(confirmsDeletion("löschen", "lena")).toBe(false);
    expect(confirmsDeletion("", "lena")).toBe(false);
    expect(confirmsDeletion("", null)).toBe(false);
    expect(confirmsDeletion("anna", "lena")).toBe(false);
  });
});
