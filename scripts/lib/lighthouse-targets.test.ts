import { describe, expect, it } from "vitest";
import { targetMisses, type PageResult } from "./lighthouse-targets";

const trivial: PageResult = {
  page: "trivial",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 90 },
  runScores: [100, 99, 100],
  mainThread: 400,
};
const page = (over: Partial<PageResult>): PageResult => ({
  page: "/",
  scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
  runScores: [97, 96, 98],
  mainThread: 800,
  ...over,
});

describe("targetMisses (issue #27 target 2)", () => {
  it("passes a page that meets every part", () => {
    expect(targetMisses(page({}), trivial)).toEqual([]);
  });

  it("names each part a page misses", () => {
    expect(targetMisses(page({ runScores: [97, 84, 98] }), trivial)).toEqual(["a run at 84 < 90"]);
    expect(targetMisses(page({ scores: { performance: 96, accessibility: 100, "best-practices": 100, seo: 100 } }), trivial)).toEqual([
      "performance 96, more than 3 points below the trivial page's 100",
    ]);
    expect(targetMisses(page({ mainThread: 1900 }), trivial)).toEqual(["main thread 4.8× the trivial page's > 2×"]);
    expect(targetMisses(page({ scores: { performance: 94, accessibility: 98, "best-practices": 100, seo: 100 } }), null)).toEqual([
      "performance 94 < 95",
      "accessibility 98 < 100",
    ]);
  });
});
