/**
 * Diagnosis for scripts/lighthouse.ts: where a page load spends the main thread on a slow phone.
 * Loads the page in Debian's Chromium with the CPU slowed down 4x (as Lighthouse's mobile
 * emulation assumes), records a V8 CPU profile from navigation until 6 s after the load event, and
 * prints the sampled time per script ("(program)" is the browser's own work: parsing, style,
 * layout, compiling) and the functions with the most self time. AGE=1 sets the age cookie first
 * (a returning visitor without the age gate).
 *
 *   npx tsx scripts/page-cpu-profile.ts http://127.0.0.1:3000/
 */
import { chromium } from "playwright-core";
import { findChromium } from "./chromium";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const url = process.argv[2];
if (!url) throw new Error("usage: npx tsx scripts/page-cpu-profile.ts <url>");
const browser = await chromium.launch({
  executablePath: findChromium() ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const context = await browser.newContext();
  if (process.env.AGE) await context.addCookies([{ name: "hn_age", value: "1", url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(6000);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const perScript: Record<string, number> = {};
  const perFunction: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const script = frame.url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*/, "") || frame.functionName;
    perScript[script] = (perScript[script] ?? 0) + ms;
    const fn = `${frame.functionName || "(anonymous)"} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    if (frame.url) perFunction[fn] = (perFunction[fn] ?? 0) + ms;
  });
  const top = (o: Record<string, number>, n: number) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join("\n");
  console.log(
    `Sampled main-thread time at 4x CPU slowdown, ${url}\n\nper script:\n${top(perScript, 15)}\n\nfunctions with the most self time:\n${top(perFunction, 20)}`,
  );
} finally {
  await browser.close();
}
