import AxeBuilder from "@axe-core/playwright";
import { expect, presetVisitorCookies, test, type Page } from "./fixtures";
import { ADMIN, ADMIN_PAGES, checkHtml, MEMBER_PAGES, PUBLIC_PAGES } from "./standards";
import { hydrated, signIn } from "./support";

/**
 * Standards over the main pages: the server HTML passes the W3C Nu HTML Checker with 0 errors,
 * and the hydrated page has no serious or critical axe-core violations (WCAG 2.2 AA rules) at
 * desktop (1366 px) and phone (390 px) width. Member pages are checked signed in.
 *
 * The checks are independent (each signs in on its own page), so they spread over the workers
 * instead of running one after the other at the end of the run. Axe reports only violations in
 * full (`resultTypes`): every rule still runs, the passes are not collected node by node.
 */
test.describe.configure({ mode: "parallel" });
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

/** A new session as the admin (the visitor cookies again, so that no age gate covers the form). */
async function signInAsAdmin(page: Page) {
  await page.context().clearCookies();
  await presetVisitorCookies(page.context());
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === "/");
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Two rules axe leaves off by default are switched on by name: p-as-heading (WCAG 1.3.1, a bold,
    // large paragraph that reads as a heading; experimental) and target-size (WCAG 2.5.8, at least
    // 24 × 24 px or spaced apart; our own bar of 44 px is checked by the phone journeys).
    .options({ resultTypes: ["violations"], rules: { "p-as-heading": { enabled: true }, "target-size": { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the notification panel and the admin messaging tab pass axe at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, "admin@hanfnetz.de", "Hanfnetz-Admin-2026!");
      await page.waitForURL((url) => url.pathname === "/");
      await hydrated(page);
      await page.getByTestId(viewport.width < 768 ? "notification-bell-mobile" : "notification-bell-desktop").click();
      await expect(page.getByRole("dialog", { name: "Nachrichten" }).getByTestId("notification-item").first()).toBeVisible();
      const errors = (await axeViolations(page)).map((v) => `panel: ${v}`);
      await page.keyboard.press("Escape");
      await page.goto("/admin/messages");
      await hydrated(page);
      errors.push(...(await axeViolations(page)).map((v) => `/admin/messages: ${v}`));
      expect(errors).toEqual([]);
    });

    // Three groups of pages (about 6 s of axe per page), so that they spread over the workers.
    const groups: { name: string; signIn?: (page: Page) => Promise<void>; pages: (page: Page) => Promise<string[]> }[] = [
      { name: "the public pages", pages: publicPages },
      { name: "a member's pages", signIn: signInAsLena, pages: async () => MEMBER_PAGES },
      { name: "the admin pages", signIn: signInAsAdmin, pages: async () => ADMIN_PAGES },
    ];
    for (const group of groups) {
      test(`axe-core finds no serious or critical violations on ${group.name} at ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(180_000);
        const errors: string[] = [];
        await group.signIn?.(page);
        for (const path of await group.pages(page)) {
          await page.goto(path);
          await hydrated(page);
          errors.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
        }
        expect(errors).toEqual([]);
      });
    }

    // The admin pages are in the sweep above (signed in as the admin, at this width).
    test(`the age gate and the cookie banner have no serious or critical violations at ${viewport.width} px`, async ({ page, context }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      // A first visit: the age gate over the page, then the cookie banner (opened with its choices).
      await context.clearCookies();
      await page.goto("/");
      await hydrated(page);
      await expect(page.getByRole("dialog", { name: "Bist du mindestens 18 Jahre alt?" })).toBeVisible();
      errors.push(...(await axeViolations(page)).map((v) => `age gate: ${v}`));
      await page.getByRole("button", { name: "Ja, ich bin 18 oder älter" }).click();
      const banner = page.getByRole("dialog", { name: "Cookies und Datenschutz" });
      await banner.getByRole("button", { name: "Anpassen" }).click();
      await expect(banner.getByRole("checkbox", { name: /Analyse/ })).toBeVisible();
      errors.push(...(await axeViolations(page)).map((v) => `cookie banner: ${v}`));
      await banner.getByRole("button", { name: "Nur notwendige" }).click();
      await expect(banner).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

// The HTML is rendered on the server without knowing the width, so one check per page suffices:
// the public pages, the member pages and the admin pages in one run of the checker.
test("the main pages and the admin pages pass the Nu HTML Checker", async ({ page }) => {
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
  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) await fetchHtml(path);
  const vnu = checkHtml(html);
  const errors = Object.entries(vnu).flatMap(([p, msgs]) =>
    msgs.map((m) => `${p}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`),
  );
  expect(errors).toEqual([]);
});
