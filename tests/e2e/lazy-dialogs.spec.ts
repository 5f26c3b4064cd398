import { expect, test } from "./fixtures";
import { hydrated, signIn, signUpVerified, toastOf, uniqueEmail } from "./support";

/**
 * Dialogs that public pages load only when they are opened (issue #11: they stay out of the
 * first visit): the report dialog, the review deletion confirmation, the article deletion
 * confirmation and the admins' link management of an article.
 */

test("an admin reports a review through the lazily loaded dialog and manages an article's links", async ({ page }) => {
  await signIn(page, "admin@hanfnetz.de", "Hanfnetz-Admin-2026!");
  await page.waitForURL((url) => url.pathname !== "/auth");

  // A demo provider with several reviews (home's first provider may be a new one of another test).
  await page.goto("/empfehlung/samenbank-alpenland");
  await hydrated(page);
  const review = page.locator('[id^="review-"]').first();
  await review.getByRole("button", { name: /^Melden: / }).click();
  const dialog = page.getByRole("dialog", { name: "Inhalt melden" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Grund (optional)").fill("Werbung für einen anderen Shop");
  await dialog.getByRole("button", { name: "Melden" }).click();
  await expect(toastOf(page, /Der Inhalt wurde zur Prüfung gemeldet|bereits gemeldet/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/blog");
  const articleHref = await page
    .locator('a[href^="/blog/"][href*="/"]')
    .filter({ hasNotText: /^$/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).find((h) => /^\/blog\/[^/]+\/[^/?#]+$/.test(h)));
  await page.goto(articleHref!);
  await hydrated(page);
  await page.getByRole("tab", { name: "Link-Verwaltung" }).click();
  await expect(page.getByRole("button", { name: "Nach Links scannen" })).toBeVisible();
  await page.getByRole("tab", { name: "Artikel" }).click();
  await expect(page.getByTestId("article-content")).toBeVisible();
});

test("an author deletes an article on its page after confirming", async ({ page }) => {
  const username = `lazy${Date.now().toString(36)}`;
  await signUpVerified(page, uniqueEmail("lazy"), username);
  await page.goto("/myblog?new=1");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Artikel-Editor" });
  const title = `Kurz notiert ${Date.now().toString(36)}`;
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await form.getByRole("button", { name: "HTML", exact: true }).click();
  await form.getByLabel("HTML-Quelltext").fill("<p>Ein kurzer Artikel, der gleich wieder gelöscht wird, mit genug Text für die Vorschau.</p>");
  await form.getByLabel("Status").selectOption("published");
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await page.waitForURL(/\/myblog\?edit=/);

  await page.goto(`/${username}`);
  await page.getByRole("link", { name: title }).first().click();
  await page.waitForURL(/\/blog\//);
  const articleUrl = page.url();
  await hydrated(page);
  await page.getByRole("button", { name: "Löschen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Artikel löschen?" });
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Löschen" }).click();
  await page.getByRole("alertdialog", { name: "Artikel löschen?" }).getByRole("button", { name: "Endgültig löschen" }).click();
  await page.waitForURL(/\/myblog$/);
  await expect(toastOf(page, "Artikel gelöscht")).toBeVisible();
  expect((await page.request.get(articleUrl)).status()).toBe(404);
});
