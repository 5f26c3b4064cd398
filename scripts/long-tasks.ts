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
import { launchChromium, median, newFirstVisitContext, parseLoadsArgs, roundRobin } from "./lib/first-loads";

const { loads, urls } = parseLoadsArgs("long-tasks.ts");
const browser = await launchChromium();

/** One load of `url` in a new context: the longest task and the blocking time, in ms. */
async function measure(url: string): Promise<{ longest: number; blocking: number }> {
  const context = await newFirstVisitContext(browser);
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

try {
  const results = await roundRobin(loads, urls, measure);
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
