import { expect, test } from "./fixtures";
import { hydrated, signedInPage, toastOf } from "./support";

/**
 * A dialog's code is a request too (quality bar: nothing a visitor did is lost). When the chunk of
 * a lazily loaded part cannot be loaded (offline for a moment, a release that replaced the file),
 * the page stays as it was, a German message says so (as plain text when the toast code itself
 * could not load), and the next click loads the part and opens it. Before, the route's error page
 * replaced everything on screen.
 */
const MEMBER = { email: "noah@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const PROVIDER = "/empfehlung/samenbank-alpenland";
const UNAVAILABLE = "Das konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.";
const CRASH_PAGE = "Oops! Etwas ist schiefgelaufen";
const CHUNKS = /\/assets\/[^/]+\.(js|css)$/;

test("'Jetzt Bewerten' without its code: the page stays, the message shows without the toast code, the next click opens the form", async ({ browser }) => {
  const page = await signedInPage(browser, MEMBER);
  await page.goto(PROVIDER);
  await hydrated(page);
  const heading = page.getByRole("heading", { level: 1 });
  const name = await heading.textContent();
  // From now on no script or stylesheet arrives: the review form's and the toasts' code included.
  await page.route(CHUNKS, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(heading).toHaveText(name!);
  await expect(page.getByText(CRASH_PAGE)).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Bewertung" })).toHaveCount(0);

  // Back online: the same button loads the form, and a toast is a toast again.
  await page.unroute(CHUNKS);
  await page.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  await expect(page.getByRole("form", { name: "Bewertung" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.context().close();
});

test("'Veraltete Info melden' without the dialog's code: a toast says so and the page stays", async ({ browser }) => {
  const page = await signedInPage(browser, MEMBER);
  await page.goto(PROVIDER);
  await hydrated(page);
  // The toasts' code arrives; only the report dialog's does not.
  await page.route(/\/assets\/InfoReportDialog-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Veraltete Info melden" }).click();
  await expect(toastOf(page, UNAVAILABLE)).toBeVisible();
  await expect(page.getByText(CRASH_PAGE)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.context().close();
});
