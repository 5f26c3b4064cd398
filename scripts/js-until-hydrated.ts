/**
 * JavaScript CPU time of a first visit until the page has hydrated (root.tsx marks
 * `data-hydrated="true"`), from Chromium's CPU profiler (idle, program and garbage collection left
 * out), at a phone's viewport, not throttled; a new browser context (empty cache) per load. Prints
 * the median of N loads and every load, for each URL in turn, so that two servers (a build before
 * and after a change) are measured in one run.
 *
 *   npx tsx scripts/js-until-hydrated.ts 9 http://127.0.0.1:3000/ http://127.0.0.1:3001/
 *
 * Less noisy on a shared machine than Lighthouse's main-thread figure (bench/RESULTS.md, "tenth
 * session"), and it sees what decisions 0049 and 0050 change: the scripts' work before the page
 * reacts. Not run by CI. The URLs are loaded in turn, round by round. DESKTOP=1 measures at
 * 1366 × 900 instead of a phone's 412 × 823; PAIRS=1 also prints, for the 1st and 2nd URL (3rd and
 * 4th ...), the median of each round's difference (a build before and after a change).
 */
import { launchChromium, median, newFirstVisitContext, parseLoadsArgs, roundRobin } from "./lib/first-loads";

const { loads, urls } = parseLoadsArgs("js-until-hydrated.ts");
const browser = await launchChromium();
/** One load of `url` in a new context: the JavaScript CPU time until hydrated, in ms. */
async function measure(url: string): Promise<number> {
  const context = await newFirstVisitContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const { profile } = await cdp.send("Profiler.stop");
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  let micros = 0;
  profile.samples?.forEach((id, k) => {
    const name = nodes.get(id)?.callFrame.functionName;
    if (name !== "(idle)" && name !== "(program)" && name !== "(garbage collector)" && name !== "(root)") micros += profile.timeDeltas?.[k] ?? 0;
  });
  await context.close();
  return Math.round(micros / 1000);
}

try {
  const totals = await roundRobin(loads, urls, measure);
  for (const [k, url] of urls.entries()) {
    console.log(`${url}: JavaScript until hydrated, median ${median(totals[k]!)} ms (loads: ${totals[k]!.join(", ")})`);
  }
  // Pairs (1st and 2nd URL, 3rd and 4th ...): the median of each round's difference.
  if (process.env.PAIRS) {
    for (let k = 0; k + 1 < urls.length; k += 2) {
      const diffs = totals[k + 1]!.map((v, i) => v - totals[k]![i]!);
      console.log(`${urls[k + 1]} − ${urls[k]}: median of the rounds' differences ${median(diffs)} ms`);
    }
  }
} finally {
  await browser.close();
}
