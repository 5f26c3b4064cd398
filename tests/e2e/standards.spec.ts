import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { checkHtml } from "./standards";
import { hydrated, signIn } from "./support";

/**
 * Standards over the main pages: the server HTML passes the W3C Nu HTML Checker with 0 errors,
 * and the hydrated page has no serious or critical axe-core violations (WCAG 2.2 AA rules) at
 * desktop (1366 px) and phone (390 px) width. Member pages are checked signed in.
 */
const PUBLIC_PAGES = ["/", "/blog", "/auth", "/lena-gruen", "/gutscheincodes", "/gutscheincode/growmarkt24", "/gutschein/hinzufuegen"];
const MEMBER_PAGES = ["/favorites", "/add-provider", "/myblog", "/profile", "/gutschein/hinzufuegen", "/account"];
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** The first link on `from` whose path matches `pattern` (an article, a provider page). */
async function firstLink(page: Page, from: string, pattern: RegExp) {
  await page.goto(from);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return href!;
}

/** The public pages: the fixed ones plus the first provider page of home and the first article of /blog. */
async function publicPages(page: Page) {
  return [...PUBLIC_PAGES, await firstLink(page, "/", /^\/empfehlung\/[^/?#]+$/), await firstLink(page, "/blog", /^\/blog\/[^/]+\/[^/?#]+$/)];
}

async function signInAsLena(page: Page) {
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`axe-core finds no serious or critical violations at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      const check = async (path: string) => {
        await page.goto(path);
        await hydrated(page);
        errors.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      };
      for (const path of await publicPages(page)) await check(path);
      await signInAsLena(page);
      for (const path of MEMBER_PAGES) await check(path);
      expect(errors).toEqual([]);
    });
  });
}

// The HTML is rendered on the server without knowing the width, so one check per page suffices.
test("the main pages pass the Nu HTML Checker", async ({ page }) => {
  test.setTimeout(240_000);
  const html: Record<string, string> = {};
  const fetchHtml = async (path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    html[path] = await res.text();
  };
  for (const path of await publicPages(page)) await fetchHtml(path);
  await signInAsLena(page);
  for (const path of MEMBER_PAGES) await fetchHtml(path);
  const vnu = checkHtml(html);
  const errors = Object.entries(vnu).flatMap(([p, msgs]) => msgs.map((m) => `${p}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`));
  expect(errors).toEqual([]);
});
