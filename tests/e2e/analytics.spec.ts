import { expect, giveAnalyticsConsent, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, signUpVerified, uniqueEmail } from "./support";

/**
 * Issue #17: the analytics dashboard counts real page views. The e2e database is shared with
 * parallel specs, so this journey visits its own fresh profile page and its own referrer hosts and
 * compares the visitors before and after, never global totals.
 */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };

async function adminPage(browser: Browser): Promise<Page> {
  return signedInPage(browser, ADMIN);
}

/** Opens the dashboard with freshly computed figures ('Aktualisieren' drops the 2-minute cache). */
async function freshDashboard(page: Page, days: 7 | 30 | 90) {
  await page.goto(`/admin/analytics?tage=${days}`);
  await hydrated(page);
  const status = page.getByTestId("analytics-status");
  const before = await status.getAttribute("data-computed-at");
  await page.getByRole("button", { name: "Aktualisieren" }).click();
  await expect(status).not.toHaveAttribute("data-computed-at", before ?? "");
}

const figure = async (page: Page, id: string) => Number((await page.getByTestId(`analytics-${id}`).textContent())!.replace(/\./g, ""));

/** Visits `path` `times` times in a fresh browser context; returns how many views the server recorded. */
async function visit(browser: Browser, path: string, times: number, opts: { consent: boolean; referer?: string }) {
  const context = await browser.newContext();
  if (opts.consent) await giveAnalyticsConsent(context);
  const page = await context.newPage();
  let sent = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/page-views") sent++;
  });
  let recorded = 0;
  for (let i = 0; i < times; i++) {
    const answered = opts.consent ? page.waitForResponse((r) => new URL(r.url()).pathname === "/api/page-views") : null;
    await page.goto(path, i === 0 && opts.referer ? { referer: opts.referer } : {});
    await hydrated(page);
    if (answered) recorded += ((await (await answered).json()) as { recorded?: boolean }).recorded ? 1 : 0;
  }
  if (!opts.consent) {
    await page.waitForTimeout(500);
    expect(sent, "no page view is sent without analytics consent").toBe(0);
  }
  await context.close();
  return recorded;
}

test("visits with analytics consent show up as visitors, top page and referrer categories; without consent nothing is counted; the range switch follows; members are refused", async ({
  browser,
  page,
}) => {
  // Two dashboards computed afresh on the shared embedded database: 17 s alone, over 120 s in a
  // full run on a slow machine (2026-11-27).
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `ana${run}`;
  await signUpVerified(page, uniqueEmail("analytics"), username);
  const path = `/${username}`;

  const admin = await adminPage(browser);
  await freshDashboard(admin, 7);
  const visitorsBefore = await figure(admin, "visitors");

  // Two consenting browsers (one from a search engine, one from a social network), one without consent.
  expect(await visit(browser, path, 4, { consent: true, referer: `https://e2e-${run}.google.de/suche` })).toBe(4);
  expect(await visit(browser, path, 3, { consent: true, referer: `https://e2e-${run}.facebook.com/` })).toBe(3);
  expect(await visit(browser, path, 2, { consent: false, referer: `https://e2e-${run}.example.org/` })).toBe(0);

  await freshDashboard(admin, 7);
  expect(await figure(admin, "visitors")).toBeGreaterThanOrEqual(visitorsBefore + 2);
  const pages = admin.getByTestId("analytics-pages");
  await expect(pages.getByRole("row", { name: new RegExp(`^${path} 7 `) })).toBeVisible();
  const referrers = admin.getByTestId("analytics-referrers");
  await expect(referrers.getByRole("row", { name: `e2e-${run}.google.de Suchmaschinen 1` })).toBeVisible();
  await expect(referrers.getByRole("row", { name: `e2e-${run}.facebook.com Soziale Netzwerke 1` })).toBeVisible();
  await expect(referrers.getByText(`e2e-${run}.example.org`)).toHaveCount(0);

  // The CSV of the top pages has the same figure.
  const csv = await admin.request.get("/admin/analytics.csv?tabelle=seiten&tage=7");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${path};7;`);

  // The legacy tab lists the same page.
  const views7 = await figure(admin, "views");
  await admin.getByRole("link", { name: "Einfache Ansicht" }).click();
  await expect(admin.getByTestId("legacy-pages").getByText(path, { exact: true })).toBeVisible();

  // 30 days: the period and the figures follow (the seeded views of the last 14 days count there too).
  await admin.getByRole("link", { name: "Erweitert" }).click();
  // (The range links carry the view: wait until the switch has landed before choosing the range.)
  await expect(admin.getByRole("link", { name: "Erweitert" })).toHaveAttribute("aria-current", "page");
  await admin.getByRole("link", { name: "30 Tage" }).click();
  await expect(admin.getByRole("link", { name: "30 Tage" })).toHaveAttribute("aria-current", "page");
  await expect(admin).toHaveURL(/tage=30/);
  // The link's state follows the URL at once; the figures follow when the 30-day loader answered
  // (computed fresh: slow on a busy machine, so wait for the status of the new range).
  await expect(admin.getByTestId("analytics-status")).toHaveAttribute("data-days", "30", { timeout: 30_000 });
  expect(await figure(admin, "views")).toBeGreaterThan(views7);
  await expect(admin.getByTestId("analytics-pages").getByRole("row", { name: new RegExp(`^${path} 7 `) })).toBeVisible();

  // A member is refused by the server (page, CSV and live check).
  expect((await page.goto("/admin/analytics"))?.status()).toBe(403);
  expect((await page.request.get("/admin/analytics.csv?tabelle=seiten")).status()).toBe(403);
  expect((await page.request.get("/admin/analytics/live")).status()).toBe(403);
  await admin.context().close();
});

/** The range's provider totals as the dashboard's note under 'Meistbesuchte Anbieter' states them. */
async function contactTotals(admin: Page) {
  await freshDashboard(admin, 7);
  const note = (await admin.getByText(/Telefon-Klicks?, [\d.]+ E-Mail-Klicks?/).textContent()) ?? "";
  const m = /([\d.]+) Website-Klicks?, ([\d.]+) Telefon-Klicks?, ([\d.]+) E-Mail-Klicks?/.exec(note);
  expect(m, note).not.toBeNull();
  const n = (s: string) => Number(s.replace(/\./g, ""));
  return { website: n(m![1]!), phone: n(m![2]!), email: n(m![3]!) };
}

test("a visitor's clicks on a provider's phone and e-mail links are counted apart on the dashboard", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const admin = await adminPage(browser);
  const before = await contactTotals(admin);

  // The first provider from home whose page shows both a phone and an e-mail link (the seed is fixed).
  await page.goto("/");
  const hrefs = await page.locator('a[href^="/empfehlung/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))].slice(0, 12));
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.locator('a[href^="tel:"]').count()) > 0 && (await page.locator('a[href^="mailto:kontakt@"]').count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, "a seeded provider with phone and e-mail").toBe(true);
  await hydrated(page);
  for (const [selector, detail] of [
    ['a[href^="tel:"]', "phone"],
    ['a[href^="mailto:kontakt@"]', "email"],
  ] as const) {
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/providers/events") && (r.postData() ?? "").includes(`"detail":"${detail}"`));
    // tel: and mailto: open no page in headless Chromium; the click handler sends the event.
    await page.locator(selector).first().dispatchEvent("click");
    await sent;
  }

  await expect(async () => {
    const now = await contactTotals(admin);
    expect([now.phone - before.phone >= 1, now.email - before.email >= 1]).toEqual([true, true]);
  }).toPass({ timeout: 20_000 });
  await admin.context().close();
});
