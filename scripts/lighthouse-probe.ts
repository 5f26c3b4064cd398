/**
 * Diagnosis for scripts/lighthouse.ts: one Lighthouse run (mobile emulation) against a running
 * server, printing the score and metrics, every request with its priority and observed timing
 * (what Lighthouse's simulation may count as render-blocking), the observed first paint and the
 * long tasks. OUT=<file> also keeps the report and the trace.
 *
 *   npx tsx scripts/lighthouse-probe.ts http://127.0.0.1:3000/
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./chromium";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(process.env.COOKIE ? { extraHeaders: { Cookie: process.env.COOKIE } } : {}),
  });
  const lhr = r!.lhr;
  const a = (id: string) => lhr.audits[id]?.numericValue;
  console.log(
    "perf",
    lhr.categories.performance!.score,
    "FCP",
    a("first-contentful-paint"),
    "LCP",
    a("largest-contentful-paint"),
    "TBT",
    a("total-blocking-time"),
    "SI",
    a("speed-index"),
  );
  const items = (
    lhr.audits["network-requests"]!.details as unknown as {
      items: { url: string; priority: string; networkRequestTime: number; networkEndTime: number; resourceType: string }[];
    }
  ).items;
  for (const i of items)
    console.log(
      i.priority.padEnd(8),
      i.resourceType.padEnd(10),
      Math.round(i.networkRequestTime),
      Math.round(i.networkEndTime),
      i.url.replace(/^https?:\/\/[^/]+/, ""),
    );
  const obs = (lhr.audits["metrics"]!.details as unknown as { items: Record<string, number>[] }).items[0]!;
  console.log("observedFCP", obs.observedFirstContentfulPaint, "observedLCP", obs.observedLargestContentfulPaint);
  const lt = lhr.audits["long-tasks"]?.details as unknown as { items: { url: string; duration: number; startTime: number }[] } | undefined;
  for (const t of lt?.items ?? []) console.log("longtask", Math.round(t.startTime), Math.round(t.duration), t.url.replace(/^https?:\/\/[^/]+/, ""));
  if (process.env.OUT) {
    const fs = await import("node:fs");
    fs.writeFileSync(process.env.OUT, JSON.stringify(lhr));
    const art = r!.artifacts as unknown as { Trace?: unknown };
    fs.writeFileSync(process.env.OUT + ".trace.json", JSON.stringify(art.Trace));
  }
} finally {
  await chrome.kill();
}
