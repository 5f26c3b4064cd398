import { expect, test } from "./fixtures";
import { hydrated, signIn, signUpVerified, toastOf, uniqueEmail } from "./support";

/**
 * Dialogs that public pages load only when they are opened (issue #11: they stay out of the
 * first visit): the report dialog, the review deletion confirmation, the article deletion
 * confirmation and the admins' link management of an article.
 */

test("an admin reports a review through the lazily loaded dialog", async ({ page }) => {
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
});

/**
 * The admins' 'Artikel | Link-Verwaltung' are links (`?tab=links`) and the link management's
 * forms are plain forms, so no click is lost while its code is on its way (a click on a lazily
 * loaded part that had not arrived used to do nothing: CI run of db4f977).
 */
test("an admin's link management of an article works before its code has arrived and after", async ({ page, context }) => {
  await signIn(page, "admin@hanfnetz.de", "Hanfnetz-Admin-2026!");
  await page.waitForURL((url) => url.pathname !== "/auth");
  await page.goto("/blog");
  const articleHref = await page
    .getByRole("link", { name: /So funktioniert die Mitgliedschaft/ })
    .first()
    .getAttribute("href");
  expect(articleHref).toMatch(/^\/blog\/[^/]+\/[^/?#]+$/);

  // The link management's code held back: the page hydrates without it.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/ArticleLinkManager-[^/]+\.js(\?.*)?$/, async (route) => {
    await arrived;
    await route.continue().catch(() => undefined);
  });
  await page.goto(articleHref!);
  await hydrated(page);
  const views = page.getByRole("navigation", { name: "Ansicht für Admins" });
  await expect(views.getByRole("link", { name: "Artikel" })).toHaveAttribute("aria-current", "page");
  await views.getByRole("link", { name: "Link-Verwaltung" }).click();
  await page.waitForURL((url) => url.searchParams.get("tab") === "links");
  await expect(views.getByRole("link", { name: "Link-Verwaltung" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("article-content")).toBeHidden();

  // Opened directly, the server renders the list; its switch works before the code has arrived.
  await page.goto(`${articleHref}?tab=links`);
  await hydrated(page);
  const toggle = page.getByRole("switch", { name: "Dofollow für https://www.gesetze-im-internet.de/kcang/" });
  const was = await toggle.getAttribute("aria-checked");
  await toggle.click();
  await expect(toastOf(page, was === "true" ? "Link auf nofollow gesetzt" : "Link auf dofollow gesetzt")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", was === "true" ? "false" : "true");
  expect(new URL(page.url()).searchParams.get("tab")).toBe("links");

  // With its code, the same switch answers in place (a fetcher), and 'Artikel' shows the article.
  release();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Nach Links scannen" })).toBeVisible();
  await toggle.click();
  await expect(toastOf(page, was === "true" ? "Link auf dofollow gesetzt" : "Link auf nofollow gesetzt")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", was === "true" ? "true" : "false");
  await page.getByRole("button", { name: "Nach Links scannen" }).click();
  await expect(toastOf(page, "Keine neuen Links gefunden")).toBeVisible();
  await views.getByRole("link", { name: "Artikel" }).click();
  await expect(page.getByTestId("article-content")).toBeVisible();
  expect(new URL(page.url()).searchParams.has("tab")).toBe(false);
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
