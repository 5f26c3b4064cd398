/**
 * The harness of the first-visit scripts (js-until-hydrated.ts, long-tasks.ts): `<loads> <url> …`
 * from the command line, a new browser context per load (empty cache; a phone's viewport, or
 * 1366 × 900 with DESKTOP=1), the URLs loaded round by round so that the machine's load drifting
 * during the run touches all of them alike.
 */
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { findChromium } from "../chromium";

export function parseLoadsArgs(script: string): { loads: number; urls: string[] } {
  const [count, ...urls] = process.argv.slice(2);
  const loads = Number(count);
  if (!loads || urls.length === 0) {
    console.error(`usage: npx tsx scripts/${script} <loads> <url> [url …]`);
    process.exit(2);
  }
  return { loads, urls };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium() ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
}

/** A new context: a phone's viewport, or a desktop's with DESKTOP=1. */
export function newFirstVisitContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(
    process.env.DESKTOP ? { viewport: { width: 1366, height: 900 } } : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  );
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each round loads every URL once; the results per URL, in the URLs' order. */
export async function roundRobin<T>(loads: number, urls: string[], measure: (url: string) => Promise<T>): Promise<T[][]> {
  const results = urls.map(() => [] as T[]);
  for (let i = 0; i < loads; i++) {
    for (const [k, url] of urls.entries()) results[k]!.push(await measure(url));
  }
  return results;
}
