/**
 * The main thread's long tasks of a first visit until the page has hydrated (root.tsx marks
 * `data-hydrated="true"`), on a phone's viewport with the CPU slowed down 4x as Lighthouse's mobile
 * emulation assumes; a new browser context (empty cache, the age gate showing) per load. For each
 * URL it prints the medians over N loads of the longest task and of the blocking time (the sum of
 * each long task's part over 50 ms, from navigation until hydrated: Lighthouse's total blocking
 * time without its simulated first paint, which on this machine moves with the load). The URLs are
 * loaded round by round, so that two servers (a build before and after a change) meet the same
 * machine.
 *
 *   npx tsx scripts/long-tasks.ts 9 http://127.0.0.1:3000/ http://127.0.0.1:3001/
 *
 * Not run by CI. DESKTOP=1 measures at 1366 × 900.
 */
import { chromium } from "playwright-core";
import { findChromium } from "./chromium";

const [count, ...urls] = process.argv.slice(2);
const loads = Number(count);
if (!loads || urls.length === 0) {
  console.error("usage: npx tsx scripts/long-tasks.ts <loads> <url> [url …]");
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: findChromium() ?? "/usr/bin/chromium", args: ["--no-sandbox"] });

/** One load of `url` in a new context: the longest task and the blocking time, in ms. */
async function measure(url: string): Promise<{ longest: number; blocking: number }> {
  const context = await browser.newContext(
    process.env.DESKTOP ? { viewport: { width: 1366, height: 900 } } : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  );
  // The observer is registered before the document's first script, buffered from navigation on.
  await context.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
  const durations = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await context.close();
  return {
    longest: Math.round(Math.max(0, ...durations)),
    blocking: Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const results = urls.map(() => [] as { longest: number; blocking: number }[]);
  for (let i = 0; i < loads; i++) {
    for (const [k, url] of urls.entries()) results[k]!.push(await measure(url));
  }
  for (const [k, url] of urls.entries()) {
    const r = results[k]!;
    console.log(
      `${url}: longest task median ${median(r.map((x) => x.longest))} ms, blocking time median ${median(r.map((x) => x.blocking))} ms ` +
        `(loads, longest/blocking: ${r.map((x) => `${x.longest}/${x.blocking}`).join(", ")})`,
    );
  }
} finally {
  await browser.close();
}
