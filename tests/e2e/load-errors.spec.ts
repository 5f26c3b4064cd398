import { expect, test } from "./fixtures";
import { hydrated, signIn } from "./support";

/**
 * Issue #25 item 9: data a page loads in the browser (a client-side navigation fetches the
 * route's data) and that fails to load is answered with the spec's text inside the layout, with a
 * retry that loads it again.
 */
test("a failed data load on a client-side navigation says 'Fehler beim Laden der Favoriten', and the retry loads it", async ({ page }) => {
  await signIn(page, "jonas@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await hydrated(page);
  await page.route("**/favorites.data**", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "kaputt" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Favoriten", exact: true }).click();
  await expect(page.getByTestId("load-error")).toContainText("Fehler beim Laden der Favoriten");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.unroute("**/favorites.data**");
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meine Favoriten" })).toBeVisible();
});
