import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, mailLink, notice, PASSWORD, uniqueEmail } from "./support";

/**
 * Issue #25 section 1: back to where you were after signing in (prompts, sign-up with the
 * confirmation mail), 'Mehr laden' keeps its pages, focus returns to the opener of every dialog,
 * and the cookie banner never covers a dialog's buttons.
 */

const PROVIDER = "/empfehlung/samenbank-alpenland";
const MEMBER_PASSWORD = "Demo-Passwort-2026!";
const WRITE = /^(Jetzt Bewerten|Bewertung bearbeiten)$/;

async function visitor(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": `10.25.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  return context.newPage();
}

/** Signs in on the /auth page the prompt led to. */
async function signInHere(page: Page, email: string, password = MEMBER_PASSWORD) {
  await hydrated(page);
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

const openedFrom = (page: Page) => new URL(page.url()).searchParams.get("oeffnen");

test("'Jetzt Bewerten' and the heart lead to the sign-in and back: the review dialog opens again, the heart has the focus", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(PROVIDER);
  await hydrated(page);
  const prompt = page.getByRole("link", { name: "Jetzt Bewerten" }).first();
  // A plain link (works without JavaScript) with the way back in it.
  expect(new URL((await prompt.getAttribute("href"))!, "http://x").searchParams.get("redirectTo")).toBe(`${PROVIDER}?oeffnen=bewerten`);
  await prompt.click();
  await page.waitForURL((url) => url.pathname === "/auth");
  await signInHere(page, "noah@demo.hanfnetz.de");
  await page.waitForURL((url) => url.pathname === PROVIDER, { timeout: 15_000 });
  const dialog = page.getByRole("dialog", { name: WRITE });
  await expect(dialog).toBeVisible();
  // Opened once: the intent is gone from the address, a reload does not open it again.
  await expect.poll(() => openedFrom(page)).toBeNull();
  // Ready as a person meets it: the focus is in the dialog (as for the report dialog below; Radix
  // starts listening for Escape in the effects that move the focus, a frame after the dialog shows).
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

  // Focus back on the opener: after Escape and after 'Abbrechen'.
  const write = page.getByRole("button", { name: WRITE }).first();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
  await write.click();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // 'Veraltete Info melden' (a lazily loaded dialog opened by a plain button): focus back too.
  const report = page.getByRole("button", { name: "Veraltete Info melden" });
  await report.click();
  const reportDialog = page.getByRole("dialog", { name: "Veraltete Info melden" });
  await expect(reportDialog).toBeVisible();
  // Ready as a person meets it: the focus is in the dialog (Radix moves it there in the same
  // effects that start listening for Escape; in Preact they run a frame after the dialog shows).
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(reportDialog).toBeHidden();
  await expect(report).toBeFocused();
  await report.click();
  await reportDialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(reportDialog).toBeHidden();
  await expect(report).toBeFocused();
  await page.context().close();

  // The heart: back on the page with the heart focused (one press adds the favourite).
  const other = await visitor(browser);
  await other.goto(`${PROVIDER}?ref=abc`);
  await hydrated(other);
  await other.getByRole("link", { name: "Zu Favoriten hinzufügen" }).click();
  await other.waitForURL((url) => url.pathname === "/auth");
  expect(new URL(other.url()).searchParams.get("redirectTo")).toBe(`${PROVIDER}?ref=abc&oeffnen=favorit`);
  await signInHere(other, "tim@demo.hanfnetz.de");
  await other.waitForURL((url) => url.pathname === PROVIDER, { timeout: 15_000 });
  await expect(other.getByRole("button", { name: /Favoriten/ }).first()).toBeFocused();
  await expect.poll(() => openedFrom(other)).toBeNull();
  expect(new URL(other.url()).searchParams.get("ref")).toBe("abc");
  await other.context().close();
});

test("sign-up from 'Jetzt Bewerten' with the confirmation mail leads back to the page with the review dialog open", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto(PROVIDER);
  await hydrated(page);
  await page.getByRole("link", { name: "Jetzt Bewerten" }).first().click();
  await page.waitForURL((url) => url.pathname === "/auth");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Anmelden oder registrieren" }).getByRole("link", { name: "Registrieren" }).click();
  // Switching the tab keeps the way back.
  await expect.poll(() => new URL(page.url()).searchParams.get("redirectTo")).toBe(`${PROVIDER}?oeffnen=bewerten`);
  const email = uniqueEmail("zurueck");
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(notice(page, "Registrierung erfolgreich")).toBeVisible();

  await page.goto(await mailLink(email, "/api/auth/verify-email"));
  await page.waitForURL((url) => url.pathname === PROVIDER, { timeout: 15_000 });
  await expect(page.getByRole("dialog", { name: "Jetzt Bewerten" })).toBeVisible();
  await expect.poll(() => openedFrom(page)).toBeNull();
  await page.context().close();
});

test("'Mehr laden' keeps its pages in the URL: Back from a provider shows the same cards at the same place, a new page the same list", async ({ browser }) => {
  const page = await visitor(browser);
  await page.goto("/");
  await hydrated(page);
  const grid = page.getByTestId("provider-grid");
  const cards = grid.locator("article");
  await expect(cards).toHaveCount(24);
  const more = page.getByRole("link", { name: "Mehr laden" });
  await more.click();
  await expect(cards).toHaveCount(48);
  await expect.poll(() => new URL(page.url()).searchParams.get("seite")).toBe("2");
  // The focus moves to the first new card (keyboard and screen-reader users continue there).
  await expect(page.locator("#treffer-25 article a").first()).toBeFocused();
  await more.click();
  await expect.poll(() => new URL(page.url()).searchParams.get("seite")).toBe("3");
  await expect.poll(() => cards.count()).toBeGreaterThan(48);
  const count = await cards.count();
  const ids = await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-provider-id")));
  const listUrl = page.url();

  // Scrolled down to the 40th card, which is opened.
  const target = page.locator("#treffer-40");
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const place = () => page.evaluate(() => Math.round(document.querySelector("#treffer-40")?.getBoundingClientRect().top ?? Number.NaN));
  const before = await place();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await target.locator("article a").first().click();
  await page.waitForURL((url) => url.pathname.startsWith("/empfehlung/"));
  await hydrated(page);
  await page.goBack();
  await page.waitForURL(listUrl);
  await expect(cards).toHaveCount(count);
  // The same card at the same place on the screen (cards off-screen skip layout, so the pixel
  // offset of the page may differ by their estimated heights; what the visitor sees does not).
  await expect.poll(async () => Math.abs((await place()) - before)).toBeLessThanOrEqual(10);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // The shared link shows the same list (rendered on the server, also without JavaScript). Another
  // worker's review or favourite may move a provider in the ranking meanwhile, so the shared link's
  // list is compared with the page's own list loaded from that link at the same moment.
  const fresh = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const listAt = async (p: Page) => {
    await p.goto(listUrl);
    return p
      .getByTestId("provider-grid")
      .locator("article")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-provider-id")));
  };
  let shared = await listAt(fresh);
  expect(shared).toHaveLength(ids.length);
  for (let attempt = 0; attempt < 3 && JSON.stringify(shared) !== JSON.stringify(ids); attempt++) {
    ids.splice(0, ids.length, ...(await listAt(page)));
    shared = await listAt(fresh);
  }
  expect(shared).toEqual(ids);
  await fresh.context().close();
  await page.context().close();
});

test("focus returns to the opener of a confirmation, the mobile menu and the notification panel", async ({ browser }) => {
  const page = await visitor(browser, { width: 390, height: 844 });
  await page.goto("/auth");
  await signInHere(page, "lena@demo.hanfnetz.de");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await hydrated(page);

  // The mobile menu (a <details>, issue #26): it opens with the focus on its first link; Escape
  // closes it and the focus goes back to 'Menü'.
  const menu = page.getByTestId("mobile-header").locator("summary", { hasText: "Menü" });
  await menu.click();
  const first = page.getByTestId("mobile-header").getByRole("link", { name: "Anbieter", exact: true });
  await expect(first).toBeFocused();
  await expect(page.getByTestId("mobile-header").getByRole("link", { name: "Profil" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(first).toBeHidden();
  await expect(menu).toBeFocused();

  // The notification panel (full screen on phones): Escape and its close button.
  const bell = page.getByTestId("notification-bell-mobile");
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Nachrichten" });
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await panel.getByRole("button", { name: "Nachrichten schließen" }).click();
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // The confirmation before deleting an own review (lazily loaded, opened by a plain button).
  await page.goto("/lena_gruen?tab=reviews");
  const href = await page.locator('a[href^="/empfehlung/"][href*="#review-"]').first().getAttribute("href");
  await page.goto(href!);
  await hydrated(page);
  const own = page.locator(`#${href!.split("#")[1]}`);
  const remove = own.getByRole("button", { name: "Löschen" });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: "Bewertung löschen?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.context().close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`the cookie banner never covers an open dialog's buttons (${viewport.width} px)`, async ({ browser }) => {
    const page = await visitor(browser, viewport);
    // A returning adult who has not answered the cookie banner yet.
    const consent = (await page.context().cookies()).find((c) => c.name === "hn_consent")!;
    await page.context().clearCookies({ name: consent.name });
    await page.goto("/contests");
    await hydrated(page);
    const banner = page.getByRole("dialog", { name: "Cookies und Datenschutz" });
    await expect(banner).toBeVisible();

    const card = page.getByTestId("contest-card").filter({ hasText: "Gewinne einen Premium-Vaporizer" });
    await card.getByRole("button").first().click();
    const dialog = page.getByRole("dialog", { name: "Gewinne einen Premium-Vaporizer" });
    await expect(dialog).toBeVisible();
    const controls = dialog.locator("button, a[href]");
    const bannerPanel = page.locator('[role="dialog"]', { hasText: "Cookies und Datenschutz" });
    for (const control of await controls.all()) {
      // Where the visitor sees it (the dialog scrolls on small screens).
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      // The banner's panel, found also while hidden (then it has no box).
      const bannerBox = await bannerPanel.boundingBox();
      if (box && bannerBox) {
        const overlaps =
          box.x < bannerBox.x + bannerBox.width &&
          bannerBox.x < box.x + box.width &&
          box.y < bannerBox.y + bannerBox.height &&
          bannerBox.y < box.y + box.height;
        expect(overlaps, `${await control.innerText()} under the cookie banner`).toBe(false);
      }
      // Nothing on top of it: it can be pressed where it is shown.
      await control.click({ trial: true, timeout: 3_000 });
    }
    await dialog.getByRole("button", { name: "Schließen" }).first().click();
    await expect(dialog).toBeHidden();
    // The banner is back once the dialog is closed; the focus stays with the dialog's opener.
    await expect(banner).toBeVisible();
    await expect(card.getByRole("button").first()).toBeFocused();
    await page.context().close();
  });
}
