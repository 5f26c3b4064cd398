import { expect, giveAnalyticsConsent, showGlobalPopup, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage } from "./support";

/**
 * Issue #13 (ads and global popup), the journeys that must pass: a banner shows on home labelled
 * 'Anzeige', its click and dismissal are counted in the admin statistics and the dismissed banner
 * stays away for the session; the popup shows once per session and again after the admin edits it.
 */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

async function adminPage(browser: Browser) {
  return signedInPage(browser, ADMIN, {
    extraHTTPHeaders: { "X-Forwarded-For": `10.13.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

/** Clicks and dismissals of one banner today, as the statistics tab shows them. */
async function bannerCounts(admin: Page, bannerId: string) {
  await admin.goto(`/admin/ads?tab=statistiken&tage=1&banner=${bannerId}`);
  const read = async (label: string) => Number((await admin.getByTestId(`ad-total-${label}`).innerText()).replace(/\D/g, ""));
  return { clicks: await read("Klicks"), dismissals: await read("Ausblendungen"), impressions: await read("Impressionen") };
}

test("a banner on home is labelled 'Anzeige'; its click and dismissal are counted and the dismissed banner stays away in the session", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await hydrated(page);
  const slot = page.locator('aside[data-ad-slot="homepage_grid"]');
  await expect(slot).toBeVisible();
  await expect(slot).toHaveAttribute("aria-label", "Anzeige");
  await expect(slot.getByText("Anzeige", { exact: true })).toBeVisible();
  const bannerId = (await slot.getAttribute("data-banner-id"))!;
  const link = slot.getByRole("link");
  await expect(link).toHaveAttribute("rel", "sponsored noopener");

  const admin = await adminPage(browser);
  const before = await bannerCounts(admin, bannerId);

  // The click is recorded on the way to the banner's target.
  const clickSent = page.waitForRequest((r) => r.url().endsWith("/api/ads") && r.method() === "POST" && (r.postData() ?? "").includes('"click"'));
  await link.click();
  await clickSent;
  await page.waitForURL((url) => url.pathname !== "/");

  await page.goto("/");
  await hydrated(page);
  const dismissSent = page.waitForRequest((r) => r.url().endsWith("/api/ads") && (r.postData() ?? "").includes('"dismiss"'));
  await page.locator(`aside[data-banner-id="${bannerId}"]`).getByRole("button", { name: "Anzeige ausblenden" }).click();
  await dismissSent;
  await expect(page.locator(`aside[data-banner-id="${bannerId}"]`)).toHaveCount(0);

  // Same session: the banner stays away on reload and on other visits of home.
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await hydrated(page);
    await expect(page.locator(`aside[data-banner-id="${bannerId}"]`)).toHaveCount(0);
  }
  expect(await page.evaluate(() => sessionStorage.getItem("dismissed_ads"))).toContain(bannerId);

  // A new browser session sees it again.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto("/");
  await hydrated(other);
  await expect(other.locator('aside[data-ad-slot="homepage_grid"]')).toBeVisible();
  await fresh.close();

  await expect
    .poll(async () => {
      const now = await bannerCounts(admin, bannerId);
      return [now.clicks - before.clicks, now.dismissals - before.dismissals, now.impressions > before.impressions];
    })
    .toEqual([1, 1, true]);
  await expect(admin.getByRole("link", { name: "Banner Performance" })).toBeVisible();
  // The views are links (?ansicht=): they work at any time; after hydration without a reload.
  await hydrated(admin);
  await admin.getByRole("link", { name: "Zeitverlauf" }).click();
  await expect(admin.getByText(/(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  await admin.context().close();
});

test("the popup shows once per session, and again after the admin edits it", async ({ browser, page }) => {
  test.setTimeout(150_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/global-popups");
  await hydrated(admin);
  const title = `Neu im Test ${Date.now()}`;
  const form = admin.getByRole("form", { name: "Neues Popup" });
  await form.getByLabel("Titel").fill(title);
  await form.getByLabel("Nachricht").fill("Schau dir die Gutscheincodes an.");
  await form.getByLabel("Link-URL").fill("https://example.org/aktion");
  await form.getByLabel("Link-Text").fill("Zur Aktion");
  await form.getByRole("checkbox", { name: "Aktiv" }).check();
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(admin, "Popup gespeichert")).toBeVisible();
  const row = admin.locator('[data-testid^="popup-row-"]', { hasText: title });
  await expect(row).toBeVisible();
  const popupId = (await row.getAttribute("data-testid"))!.replace("popup-row-", "");

  try {
    await showGlobalPopup(page.context());
    // With consent to statistics the popup's session id lasts the browser session, so the views
    // below are counted as one session (without it each page load is its own).
    await giveAnalyticsConsent(page.context());
    await page.goto("/");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Schau dir die Gutscheincodes an.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Zur Aktion" })).toHaveAttribute("href", "https://example.org/aktion");
    const like = dialog.getByRole("button", { name: "Gefällt mir" });
    await like.click();
    await expect(toast(page, "Vielen Dank!")).toBeVisible();
    await expect(like).toBeDisabled();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();

    // Once per session: not on reload, not on another page.
    for (const path of ["/", "/blog"]) {
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/popup") && r.request().method() === "GET");
      await page.goto(path);
      await hydrated(page);
      await answered;
      await page.waitForTimeout(500);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }

    // The admin edits it: the visitor sees it once more.
    await admin.reload();
    await hydrated(admin);
    await row.getByRole("button", { name: `${title} bearbeiten` }).click();
    const edit = admin.getByRole("form", { name: "Popup bearbeiten" });
    await edit.getByLabel("Nachricht").fill("Jetzt mit neuen Codes.");
    await edit.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(admin, "Popup gespeichert")).toBeVisible();

    await page.goto("/");
    await hydrated(page);
    const again = page.getByRole("dialog", { name: title });
    await expect(again).toBeVisible();
    await expect(again.getByText("Jetzt mit neuen Codes.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();

    // Statistics: 1 view (one session), 2 closes, 1 like.
    await expect
      .poll(async () => {
        await admin.reload();
        return admin.locator(`[data-testid="popup-row-${popupId}"] dd`).allInnerTexts();
      })
      .toEqual(["1", "2", "1", "0"]);
    await hydrated(admin);

    // Never over the age gate (issue #25): a first visit sees the gate alone, the popup after 'Ja'.
    const first = await browser.newContext();
    await first.clearCookies();
    await showGlobalPopup(first);
    const young = await first.newPage();
    await young.goto("/");
    await hydrated(young);
    const gate = young.getByRole("dialog", { name: "Bist du mindestens 18 Jahre alt?" });
    await expect(gate).toBeVisible();
    await young.waitForTimeout(1000);
    await expect(young.getByRole("dialog", { name: title })).toHaveCount(0);
    await gate.getByRole("button", { name: "Ja, ich bin 18 oder älter" }).click();
    await expect(young.getByRole("dialog", { name: title })).toBeVisible();
    await first.close();

    // Never in the back-office: not on /admin, but on the admin's next public page.
    await showGlobalPopup(admin.context());
    await admin.goto("/admin");
    await hydrated(admin);
    await admin.waitForTimeout(1000);
    await expect(admin.getByRole("dialog", { name: title })).toHaveCount(0);
    await admin.getByRole("link", { name: "Startseite", exact: true }).first().click({ timeout: 10_000 });
    await admin.waitForURL((url) => url.pathname === "/");
    await expect(admin.getByRole("dialog", { name: title })).toBeVisible();
    await admin.keyboard.press("Escape");
    await admin.goto("/admin/global-popups");
    await hydrated(admin);

    // Delete after confirmation: the deletion log keeps it.
    await row.getByRole("button", { name: `${title} löschen` }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
    await expect(toast(admin, "Popup gelöscht")).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.getByRole("button", { name: /Lösch-Log/ }).click();
    await expect(admin.locator("#popup-log").getByText(title)).toBeVisible();
  } finally {
    // Never leave an active popup behind for other tests.
    await admin.request.post("/admin/global-popups", { form: { intent: "popup-delete", id: popupId } });
    await admin.context().close();
  }
});
