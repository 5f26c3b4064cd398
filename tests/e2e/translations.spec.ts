import { expect, test } from "./fixtures";
import { accountMenu, hydrated, signIn } from "./support";

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };

/**
 * Translation namespaces per page (decision 0041): visitors and members load the six public
 * namespaces, admins also the back-office texts. An admin who signs in on a page that was loaded
 * without them gets them before the back-office shows: the audit log's action names are German
 * texts, never their keys, all through client-side navigation.
 */
test("an admin who signs in gets the back-office texts without a page load", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  expect(await page.locator("link[data-i18n-ns]").evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).dataset.i18nNs))).not.toContain("admin");
  const adminTexts = page.waitForRequest((r) => r.url().includes("/locales/de/admin.json"));
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await adminTexts;
  // Client-side: the header's account menu, then the back-office's audit log tab.
  await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
  await accountMenu(page).click();
  await page.getByTestId("desktop-header").getByRole("link", { name: "Admin", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin"));
  // An audited change that nothing reads: a setting of its own under 'Alle Einstellungen'.
  await page.getByRole("link", { name: "Website-Einstellungen" }).first().click();
  await page.waitForURL((url) => url.pathname === "/admin/site-settings");
  const settings = page.getByRole("region", { name: "Alle Einstellungen" });
  await settings.getByLabel("Schlüssel").fill(`e2e_uebersetzung_${Date.now()}`);
  await settings.getByLabel("Wert").fill("Probe");
  await settings.getByRole("button", { name: "Einstellung speichern" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  await page.getByRole("link", { name: "Audit-Logs" }).first().click();
  await page.waitForURL((url) => url.pathname === "/admin/improved-logs");
  await expect(page.getByTestId("audit-row").first()).toBeVisible();
  const actions = await page.getByTestId("audit-row").locator("td:nth-child(3)").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(actions.filter((a) => a.includes("audit."))).toEqual([]);
  expect(actions.some((a) => a.startsWith("Einstellung"))).toBe(true);
  // Still the same document: no full page load happened on the way.
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("a first visit fetches its texts as one file, the one the head preloaded, and shows them", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/locales/")) requests.push(new URL(r.url()).pathname);
  });
  await page.goto("/blog");
  await hydrated(page);
  expect(requests).toEqual(["/locales/de/public.json"]);
  expect(await page.locator("link[data-i18n-ns]").evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).dataset.i18nNs))).toEqual([
    "common navigation forms errors footer auth",
  ]);
  // Texts from the bundle after hydrating: a client-side navigation renders German texts of several namespaces.
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await page.waitForURL((url) => url.pathname === "/imprint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
  expect(requests).toEqual(["/locales/de/public.json"]);
});
