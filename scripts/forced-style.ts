/**
 * Style and layout that scripts force during a first visit (the age gate shown, no cookies), in
 * Debian's Chromium at 4x CPU slowdown, five runs per page: how much of the browser's style and
 * layout work ran inside a script (a forced reflow, part of that script's long task) and how much
 * there was in all. Against a running server:
 *
 *   npx tsx scripts/forced-style.ts http://127.0.0.1:3900/ http://127.0.0.1:3900/blog
 */
import { chromium } from "playwright";
import { findChromium } from "./chromium";

type TraceEvent = { ph: string; name: string; pid: number; tid: number; ts: number; dur?: number };

const browser = await chromium.launch({ executablePath: findChromium() ?? "/usr/bin/chromium" });
for (const url of process.argv.slice(2)) {
  const runs: string[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (d) => events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForTimeout(500);
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    const complete = events.filter((e) => e.ph === "X" && e.dur !== undefined);
    const scripts = complete.filter((e) => ["FunctionCall", "TimerFire", "RunMicrotasks", "EvaluateScript", "v8.evaluateModule"].includes(e.name));
    let forced = 0;
    let total = 0;
    for (const e of complete) {
      if (e.name !== "UpdateLayoutTree" && e.name !== "Layout") continue;
      total += e.dur!;
      if (scripts.some((s) => s.pid === e.pid && s.tid === e.tid && s.ts <= e.ts && s.ts + s.dur! >= e.ts + e.dur!)) forced += e.dur!;
    }
    runs.push(`${(forced / 1000).toFixed(1)} of ${(total / 1000).toFixed(0)} ms`);
    await context.close();
  }
  console.log(`${url}: style and layout forced inside scripts, of all style and layout: ${runs.join("; ")}`);
}
await browser.close();
