import { describe, expect, it } from "vitest";
import { nextHeaderVisibility, SCROLL_THRESHOLD } from "./scroll";

describe("nextHeaderVisibility", () => {
  it("uses a 10 px threshold by default", () => {
    expect(SCROLL_THRESHOLD).toBe(10);
  });
  it("hides when scrolling down beyond the threshold", () => {
    expect(nextHeaderVisibility(100, 111, true)).toBe(false);
    expect(nextHeaderVisibility(100, 400, true)).toBe(false);
  });
  it("shows when scrolling up beyond the threshold", () => {
    expect(nextHeaderVisibility(400, 389, false)).toBe(true);
    expect(nextHeaderVisibility(400, 100, false)).toBe(true);
  });
  it("keeps the state for moves within the threshold", () => {
    expect(nextHeaderVisibility(100, 110, true)).toBe(true);
    expect(nextHeaderVisibility(100, 110, false)).toBe(false);
    expect(nextHeaderVisibility(100, 90, false)).toBe(false);
    expect(nextHeaderVisibility(100, 100, false)).toBe(false);
  });
  it("is always visible at the top of the page", () => {
    expect(nextHeaderVisibility(50, 5, false)).toBe(true);
    expect(nextHeaderVisibility(0, 10, false)).toBe(true);
    expect(nextHeaderVisibility(0, 0, true)).toBe(true);
  });
  it("accepts a custom threshold", () => {
    expect(nextHeaderVisibility(100, 130, true, 50)).toBe(true);
    expect(nextHeaderVisibility(100, 151, true, 50)).toBe(false);
  });
});
