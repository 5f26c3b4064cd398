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
 * reacts. Not run by CI.
 */
import { chromium } from "playwright-core";
import { findChromium } from "./chromium";

const [count, ...urls] = process.argv.slice(2);
const loads = Number(count);
if (!loads || urls.length === 0) {
  console.error("usage: npx tsx scripts/js-until-hydrated.ts <loads> <url> [url …]");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: findChromium() ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const url of urls) {
    const totals: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
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
      totals.push(Math.round(micros / 1000));
      await context.close();
    }
    const sorted = [...totals].sort((a, b) => a - b);
    console.log(`${url}: JavaScript until hydrated, median ${sorted[Math.floor(sorted.length / 2)]} ms (loads: ${totals.join(", ")})`);
  }
} finally {
  await browser.close();
}
