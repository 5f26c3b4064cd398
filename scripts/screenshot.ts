/**
 * Takes Chromium screenshots of pages of a running server, desktop (1280) and mobile (390):
 *   npx tsx scripts/screenshot.ts http://localhost:3000/ /tmp/shots/home [--login email:password] [--fresh]
 * writes /tmp/shots/home-desktop.png and /tmp/shots/home-mobile.png (full page). The browser starts
 * with the age confirmed and 'only necessary' cookies chosen; `--fresh` shows the age gate of a
 * first visit instead.
 */
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from "./chromium";

const [url, outPrefix, ...rest] = process.argv.slice(2);
if (!url || !outPrefix) {
  console.error("usage: tsx scripts/screenshot.ts URL OUT_PREFIX [--login email:password]");
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
const loginArg = rest[rest.indexOf("--login") + 1];
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
fs.mkdirSync(path.dirname(outPrefix), { recursive: true });
for (const [label, width, height] of [
  ["desktop", 1280, 900],
  ["mobile", 390, 844],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, locale: "de-DE" });
  const origin = new URL(url).origin;
  if (!rest.includes("--fresh")) {
    await context.addCookies([
      { name: "hn_age", value: "1", url: origin },
      { name: "hn_consent", value: `v1.000.${new Date().toISOString().slice(0, 10)}`, url: origin },
    ]);
  }
  const page = await context.newPage();
  if (rest.includes("--login") && loginArg) {
    const [email, password] = loginArg.split(":");
    await page.goto(`${origin}/auth`);
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: "Anmelden" });
    await form.getByLabel("E-Mail").fill(email!);
    await form.getByLabel("Passwort", { exact: true }).fill(password!);
    await form.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL((u) => u.pathname === "/", { timeout: 15_000 });
  }
  await page.goto(url, { waitUntil: "networkidle" });
  // A full-page capture does not scroll: boxes that render only near the viewport (the
  // render-lazy utility, content-visibility) are drawn for it.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>(".render-lazy").forEach((el) => (el.style.contentVisibility = "visible")));
  await page.screenshot({ path: `${outPrefix}-${label}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log(`${outPrefix}-desktop.png ${outPrefix}-mobile.png`);
