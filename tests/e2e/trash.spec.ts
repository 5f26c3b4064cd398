import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, toastOf } from "./support";

/** Issue #25 'Back-office safety': a deleted review waits in the Papierkorb and comes back from there. */
const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };

async function adminPage(browser: Browser): Promise<Page> {
  return signedInPage(browser, ADMIN);
}

test("an admin deletes a review and restores it from the Papierkorb: it is back on the provider's page", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/reviews?status=published");
  await hydrated(admin);
  const row = admin.locator("tbody tr").first();
  const reviewId = (await row.getAttribute("data-testid"))!.replace("review-row-", "");
  // The row's checkbox is named after the review's title: „…“ auswählen.
  const title = (await row.getByRole("checkbox").getAttribute("aria-label"))!.replace(/^„/, "").replace(/“ auswählen$/, "");
  const providerHref = (await row.getByRole("link", { name: /in neuem Tab öffnen/ }).getAttribute("href"))!;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(providerHref);
  await expect(visitor.getByText(title, { exact: true }).first()).toBeVisible();

  // Delete: the confirmation says where it goes.
  await row.getByRole("button", { name: "Bewertung löschen" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Bewertung löschen?" });
  await expect(confirm).toContainText("für 30 Tage in den Papierkorb");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(toastOf(admin, "Bewertung gelöscht")).toBeVisible();
  await expect(admin.getByTestId(`review-row-${reviewId}`)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(title, { exact: true })).toHaveCount(0);

  // The Papierkorb lists it with kind, name, who deleted it and the days left.
  await admin.goto("/admin/trash");
  await hydrated(admin);
  await expect(admin.getByRole("navigation", { name: "Brotkrümelnavigation" })).toContainText("Papierkorb");
  const entry = admin.getByTestId("trash-row").filter({ hasText: title }).first();
  await expect(entry).toContainText("Bewertung");
  await expect(entry).toContainText("mara_lindner");
  await expect(entry).toContainText("noch 30 Tage");

  // 'Wiederherstellen' asks first; cancelling keeps it in the Papierkorb.
  await entry.getByRole("button", { name: /^Wiederherstellen: / }).click();
  const ask = admin.getByRole("alertdialog", { name: "Wiederherstellen?" });
  await expect(ask).toContainText(title);
  await ask.getByRole("button", { name: "Abbrechen" }).click();
  await expect(entry).toBeVisible();
  await entry.getByRole("button", { name: /^Wiederherstellen: / }).click();
  await ask.getByRole("button", { name: "Wiederherstellen" }).click();
  await expect(toastOf(admin, /wurde wiederhergestellt\./)).toBeVisible();
  await expect(entry).toHaveCount(0);

  // Back where it was, with the same id.
  await visitor.reload();
  await expect(visitor.getByText(title, { exact: true }).first()).toBeVisible();
  await admin.goto("/admin/reviews?status=published");
  await expect(admin.getByTestId(`review-row-${reviewId}`)).toHaveCount(1);
  await visitor.context().close();
  await admin.context().close();
});
