import { expect, test, type Browser, type Page } from "./fixtures";
import { accountMenu, hydrated, signedInPage } from "./support";

/** Issue #26: results first, suggestions, sort, the club filter and one header everywhere. */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function adminPage(browser: Browser, viewport = DESKTOP) {
  return signedInPage(browser, ADMIN, { viewport });
}

const bar = (page: Page) => page.getByRole("search", { name: "Anbieter suchen" });
const heading = (page: Page) => page.locator("#results-heading");
const attr = (page: Page, name: string) =>
  page
    .getByTestId("provider-grid")
    .locator("article")
    .evaluateAll((els, n) => els.map((el) => Number(el.getAttribute(n))), name);

test("suggestions while typing in 'Was?' and 'Wo?' work by keyboard (ARIA combobox)", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const what = bar(page).getByRole("combobox", { name: "Was?" });
  await expect(what).toHaveAttribute("aria-expanded", "false");
  await what.pressSequentially("Hanfgemein", { delay: 30 });
  const list = page.locator(`#${await what.getAttribute("aria-controls")}`);
  await expect(list).toBeVisible();
  await expect(what).toHaveAttribute("aria-expanded", "true");
  const option = list.getByRole("option", { name: /Hanfgemeinschaft Hamburg-Altona/ });
  await expect(option).toBeVisible();
  // ArrowDown until the provider is the active option, Enter opens its page.
  const options = await list.getByRole("option").allTextContents();
  const index = options.findIndex((o) => o.includes("Hanfgemeinschaft Hamburg-Altona"));
  for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(what).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/empfehlung/hanfgemeinschaft-hamburg-altona");

  // 'Wo?': a place, chosen by keyboard, sends the form; the heading gets the focus and says how many.
  await page.goto("/");
  await hydrated(page);
  const where = bar(page).getByRole("combobox", { name: "Wo?" });
  await where.pressSequentially("Leip", { delay: 30 });
  const places = page.locator(`#${await where.getAttribute("aria-controls")}`);
  await expect(places.getByRole("option", { name: /Leipzig/ }).first()).toBeVisible();
  // Escape closes the list and keeps the text.
  await page.keyboard.press("Escape");
  await expect(places).toBeHidden();
  await expect(where).toHaveAttribute("aria-expanded", "false");
  await expect(where).toHaveValue("Leip");
  await page.keyboard.press("ArrowDown");
  await expect(places).toBeVisible();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("nahe") === "Leipzig");
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toHaveText(/^(1 Anbieter gefunden|\d+ Anbieter gefunden) im Umkreis von 25 km um „Leipzig“/);
  await expect(heading(page)).toHaveAttribute("aria-live", "polite");

  // A failed request only hides the list.
  await page.route("**/api/suggest**", (route) => route.fulfill({ status: 500, body: "kaputt" }));
  const what2 = bar(page).getByRole("combobox", { name: "Was?" });
  await what2.fill("");
  await what2.pressSequentially("Grün", { delay: 30 });
  await page.waitForTimeout(600);
  await expect(what2).toHaveAttribute("aria-expanded", "false");
});

test("sort via the URL and the control; invalid values fall back to 'Empfohlen'", async ({ page }) => {
  await page.goto("/?sortierung=beste-bewertung");
  await hydrated(page);
  const sort = page.getByLabel("Sortieren nach");
  await expect(sort).toHaveValue("beste-bewertung");
  const ratings = await attr(page, "data-rank-rating");
  expect(ratings.length).toBeGreaterThan(3);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  expect(await sort.locator("option").allTextContents()).toEqual(["Empfohlen", "Beste Bewertung", "Meiste Bewertungen", "Neueste"]);

  await sort.selectOption("meiste-bewertungen");
  await page.waitForURL((url) => url.searchParams.get("sortierung") === "meiste-bewertungen");
  await expect(heading(page)).toBeFocused();
  await expect
    .poll(async () => {
      const counts = await attr(page, "data-rank-reviews");
      return counts.length > 3 && counts.every((c, i) => i === 0 || counts[i - 1]! >= c);
    })
    .toBe(true);

  const bad = await page.goto("/?sortierung=__proto__");
  expect(bad?.status()).toBe(200);
  await expect(page.getByLabel("Sortieren nach")).toHaveValue("empfohlen");
  // 'Entfernung' only with a place, and then the default.
  await page.goto("/?nahe=Berlin&umkreis=50");
  await expect(page.getByLabel("Sortieren nach")).toHaveValue("entfernung");
  await page.goto("/so-sortieren-wir");
  await expect(page.getByTestId("sort-options")).toContainText("Meiste Bewertungen");
});

test("the club filter 'Nur Clubs mit offener Aufnahme' in the filter panel", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await bar(page).locator("summary", { hasText: "Filter" }).click();
  await page.getByLabel("Nur Clubs mit offener Aufnahme").check();
  await bar(page).getByRole("button", { name: "Anwenden" }).click();
  await page.waitForURL((url) => url.searchParams.get("aufnahme") === "offen");
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toContainText("mit offener Aufnahme");
  const grid = page.getByTestId("provider-grid");
  await expect(grid.getByRole("link", { name: "Grüner Kreis Berlin e.V." })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Hanffreunde Leipzig" })).toBeVisible();
  // 'Warteliste' is not open admission.
  await expect(grid.getByRole("link", { name: "Hanfgemeinschaft Hamburg-Altona" })).toHaveCount(0);
  await expect(bar(page).locator("summary", { hasText: "Filter" })).toContainText("1");
});

test("the search bar is a plain GET form without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await bar(page).getByRole("combobox", { name: "Was?" }).fill("Hamburg");
  await bar(page).locator("summary", { hasText: "Filter" }).click();
  await page.getByLabel("Nur verifizierte Anbieter").check();
  await bar(page).getByRole("button", { name: "Suchen" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === "Hamburg" && url.searchParams.get("verifiziert") === "1");
  await expect(heading(page)).toContainText("Anbieter gefunden");
  await context.close();
});

/** The header's items in order: site links, then the account menu's links and buttons. */
async function headerItems(page: Page, phone: boolean): Promise<string[]> {
  const header = page.getByTestId(phone ? "mobile-header" : "desktop-header");
  if (phone) {
    await header.locator("summary", { hasText: "Menü" }).click();
    await expect(header.getByRole("link", { name: "Anbieter", exact: true })).toBeFocused();
  } else {
    await accountMenu(page).click();
  }
  const names = await header
    .locator("nav a, nav button")
    .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => (el.textContent ?? "").trim()));
  const bell = await header.getByTestId(phone ? "notification-bell-mobile" : "notification-bell-desktop").count();
  return [...names, `bell:${bell}`];
}

test("the header has the same items in the same order at 390 and 1366 px, signed in as admin", async ({ browser }) => {
  const page = await adminPage(browser);
  const desktop = await headerItems(page, false);
  expect(desktop).toEqual([
    "Anbieter",
    "In meiner Nähe",
    "Blog",
    "Gutscheine",
    "Gewinnspiele",
    "Profil",
    "Meine Einträge",
    "Anbieter hinzufügen",
    "Mein Blog",
    "Favoriten",
    "Admin",
    "Abmelden",
    "bell:1",
  ]);
  // The compact search submits to home's results.
  await page.keyboard.press("Escape");
  const quick = page.getByTestId("desktop-header").getByRole("search", { name: "Schnellsuche" });
  await quick.getByRole("combobox").fill("Leipzig");
  await quick.getByRole("button", { name: "Suche starten" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("q") === "Leipzig");

  await page.setViewportSize(PHONE);
  await page.goto("/blog");
  await hydrated(page);
  expect(await headerItems(page, true)).toEqual(desktop);
  // Every link of the menu is a 44 px target.
  for (const box of await page
    .getByTestId("mobile-header")
    .locator("nav a, nav button")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("mobile-header").locator("summary", { hasText: "Menü" })).toBeFocused();
  await page.context().close();
});

/** How far the page is wider than the window, and the header controls that stick out of it (visible ones only). */
const overflowOf = (p: Page) =>
  p.evaluate(() => {
    const header = document.querySelector("header")!;
    const over = [...header.querySelectorAll("a, button, summary, input")].filter((el) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility() && r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
    });
    return { page: document.documentElement.scrollWidth - window.innerWidth, header: over.map((el) => el.textContent || el.getAttribute("aria-label")) };
  });

test("no horizontal overflow from 320 to 1920 px, signed in as admin and signed out", async ({ browser, page }) => {
  const admin = await adminPage(browser);
  for (const p of [admin, page]) {
    for (const width of [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920]) {
      await p.setViewportSize({ width, height: 900 });
      await p.goto("/");
      expect(await overflowOf(p), `${width} px`).toEqual({ page: 0, header: [] });
    }
    // The open menu at 320 px stays inside the screen.
    await p.setViewportSize({ width: 320, height: 700 });
    await p.goto("/");
    await hydrated(p);
    await p.getByTestId("mobile-header").locator("summary", { hasText: "Menü" }).click();
    expect(await overflowOf(p), "open menu at 320 px").toEqual({ page: 0, header: [] });
  }
  await admin.context().close();
});

test("results first: the search bar, the results heading and the first results are in the first viewport", async ({ browser }) => {
  const measured: Record<string, unknown> = {};
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    const top = (selector: string) =>
      page.evaluate((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return { top: Math.round(r.top + window.scrollY), bottom: Math.round(r.bottom + window.scrollY) };
      }, selector);
    const search = await top('form[aria-label="Anbieter suchen"]');
    const results = await top("#results-heading");
    const first = await top("#treffer-1");
    const second = await top("#treffer-2");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    measured[name] = { search, results, first, second, height };
    // Each card says whether the provider is open now (every demo provider has opening hours).
    await expect(page.locator("#treffer-1 [data-testid=card-opening-status]")).toHaveText(
      /^(Geöffnet · bis \d{2}:\d{2}|Geschlossen · ab ((morgen|Mo|Di|Mi|Do|Fr|Sa|So) )?\d{2}:\d{2}|Nach Vereinbarung)$/,
    );
    expect(search.bottom).toBeLessThan(viewport.height);
    expect(results.top).toBeLessThan(viewport.height);
    expect(first.top).toBeLessThan(viewport.height);
    if (name === "desktop") expect(first.bottom).toBeLessThanOrEqual(viewport.height);
    // A phone shows at least two result rows (list rows with a small thumbnail).
    else expect(second.bottom).toBeLessThanOrEqual(viewport.height);
    await context.close();
  }
  test.info().annotations.push({ type: "first-viewport", description: JSON.stringify(measured) });
  console.log("first-viewport", JSON.stringify(measured));
});
