import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { checkHtml } from "./standards";
import { hydrated, signIn } from "./support";

/**
 * Standards over the main pages: the server HTML passes the W3C Nu HTML Checker with 0 errors,
 * and the hydrated page has no serious or critical axe-core violations (WCAG 2.2 AA rules).
 */
const PUBLIC_PAGES = ["/", "/blog", "/auth", "/lena_gruen"];
const MEMBER_PAGES = ["/favorites", "/add-provider", "/myblog"];

/** The first link on `from` whose path matches `pattern` (an article, a provider page). */
async function firstLink(page: Page, from: string, pattern: RegExp) {
  await page.goto(from);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return href!;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

test("the main pages pass the Nu HTML Checker and axe-core", async ({ page }) => {
  test.setTimeout(240_000);
  const pages = [...PUBLIC_PAGES, await firstLink(page, "/", /^\/empfehlung\/[^/?#]+$/), await firstLink(page, "/blog", /^\/blog\/[^/]+\/[^/?#]+$/)];
  const html: Record<string, string> = {};
  const axe: Record<string, string[]> = {};
  for (const path of pages) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    html[path] = await res.text();
    await page.goto(path);
    await hydrated(page);
    axe[path] = await axeViolations(page);
  }
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
  for (const path of MEMBER_PAGES) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    html[path] = await res.text();
    await page.goto(path);
    await hydrated(page);
    axe[path] = await axeViolations(page);
  }
  const vnu = checkHtml(html);
  const htmlErrors = Object.entries(vnu).flatMap(([p, msgs]) => msgs.map((m) => `${p}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`));
  const axeErrors = Object.entries(axe).flatMap(([p, list]) => list.map((v) => `${p}: ${v}`));
  expect([...htmlErrors.map((e) => `HTML ${e}`), ...axeErrors.map((e) => `axe ${e}`)]).toEqual([]);
});
