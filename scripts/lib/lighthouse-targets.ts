/**
 * Issue #27's target 2 for scripts/lighthouse.ts: on every measured page, performance ≥ 95 as the
 * median of the runs, no run under 90, within 3 points of the trivial page's median in the same
 * run, accessibility, best practices and SEO 100, and Lighthouse's main-thread work at most twice
 * the trivial page's. Returns what a page misses, one German-free line per target (a report for us).
 */
export type PageResult = {
  page: string;
  /** Median run's category scores (0 to 100). */
  scores: Record<string, number>;
  /** Every run's performance score. */
  runScores: number[];
  /** Median main-thread work in ms. */
  mainThread: number;
};

export const TARGET_2 = { medianPerformance: 95, lowestRun: 90, pointsBelowTrivial: 3, otherCategories: 100, mainThreadFactor: 2 } as const;

export function targetMisses(page: PageResult, trivial: PageResult | null): string[] {
  const misses: string[] = [];
  const perf = page.scores.performance ?? 0;
  if (perf < TARGET_2.medianPerformance) misses.push(`performance ${perf} < ${TARGET_2.medianPerformance}`);
  const lowest = Math.min(...page.runScores);
  if (lowest < TARGET_2.lowestRun) misses.push(`a run at ${lowest} < ${TARGET_2.lowestRun}`);
  for (const category of ["accessibility", "best-practices", "seo"]) {
    const score = page.scores[category] ?? 0;
    if (score < TARGET_2.otherCategories) misses.push(`${category} ${score} < ${TARGET_2.otherCategories}`);
  }
  if (trivial) {
    const trivialPerf = trivial.scores.performance ?? 0;
    if (perf < trivialPerf - TARGET_2.pointsBelowTrivial)
      misses.push(`performance ${perf}, more than ${TARGET_2.pointsBelowTrivial} points below the trivial page's ${trivialPerf}`);
    const factor = page.mainThread / trivial.mainThread;
    if (factor > TARGET_2.mainThreadFactor) misses.push(`main thread ${factor.toFixed(1)}× the trivial page's > ${TARGET_2.mainThreadFactor}×`);
  }
  return misses;
}
