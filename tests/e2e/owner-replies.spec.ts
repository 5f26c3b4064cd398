import { expect, test, type Page } from "./fixtures";
import { hydrated, newMemberPage, signIn, toastOf } from "./support";

/**
 * Issue #18 part 1: a member claims a listing, the admin approves, the owner replies to a review
 * and the reviewer is notified (decision 0026).
 */
const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
/** A seeded approved provider of another member (db/seed/providers-data.ts). */
const PROVIDER = { slug: "nordlicht-genetics", name: "Nordlicht Genetics" };

async function openProvider(page: Page) {
  await page.goto(`/empfehlung/${PROVIDER.slug}`);
  await hydrated(page);
}

test("a member claims a listing, the admin approves, the owner replies to a review and the reviewer is notified", async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Starke Genetik ${Date.now().toString(36)}`;

  // The reviewer writes a review of the listing.
  const { page: reviewer } = await newMemberPage(browser, "rezensentin");
  await openProvider(reviewer);
  await reviewer.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  const form = reviewer.getByRole("dialog");
  await form.locator("label").filter({ hasText: "4 Sterne" }).click();
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Deine Bewertung", exact: true }).fill("Stabile Sorten und eine gute Keimrate, gerne wieder.");
  await form.getByRole("button", { name: "Bewertung abschicken" }).click();
  await expect(reviewer.getByText("Bewertung erfolgreich erstellt")).toBeVisible();

  // A member claims the listing.
  const { page: claimant, username: claimantName } = await newMemberPage(browser, "inhaber");
  await openProvider(claimant);
  await claimant.getByRole("button", { name: "Eintrag beanspruchen" }).click();
  const dialog = claimant.getByRole("dialog", { name: "Eintrag beanspruchen" });
  await dialog.getByLabel("Deine Nachricht").fill("Ich bin der Inhaber von Nordlicht Genetics in Bremen.");
  await dialog.getByLabel("Kontakt (E-Mail oder Telefon)").fill("kontakt@nordlicht.example");
  await dialog.getByRole("button", { name: "Anspruch senden" }).click();
  await expect(toastOf(claimant, "Danke! Dein Anspruch wird geprüft.")).toBeVisible();
  await expect(claimant.getByTestId("claim-pending")).toHaveText("Dein Anspruch wird geprüft");
  // No reply button before the approval.
  await expect(claimant.getByRole("button", { name: "Antworten" })).toHaveCount(0);

  // The admin approves the claim in the back-office.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await admin.goto("/admin");
  await hydrated(admin);
  const open = admin.getByRole("region", { name: /^Beanspruchte Einträge/ });
  const approved = admin.getByRole("region", { name: /^Freigegebene Ansprüche/ });
  const row = open.getByTestId("claim-row").filter({ hasText: claimantName });
  await expect(row).toContainText(PROVIDER.name);
  await expect(row).toContainText("kontakt@nordlicht.example");
  await row.getByRole("button", { name: "Freigeben" }).click();
  await expect(toastOf(admin, "Anspruch freigegeben")).toBeVisible();
  await expect(open.getByTestId("claim-row").filter({ hasText: claimantName })).toHaveCount(0);
  // Now listed as approved, revocable.
  await expect(approved.getByTestId("claim-row").filter({ hasText: claimantName }).getByRole("button", { name: "Widerrufen" })).toBeVisible();

  // The owner sees the label and replies to the review.
  await openProvider(claimant);
  await expect(claimant.getByTestId("owner-label")).toHaveText("Du verwaltest diesen Eintrag");
  const review = claimant.getByRole("listitem").filter({ has: claimant.getByRole("heading", { name: title }) });
  await review.getByRole("button", { name: "Antworten" }).click();
  const replyBox = review.getByRole("textbox", { name: "Antwort des Anbieters" });
  await expect(replyBox).toBeFocused();
  // Opened a second time in the same tab, it has the focus again (the browser's own autofocus
  // serves only the first field inserted into a document).
  await review.getByRole("button", { name: "Abbrechen" }).click();
  await review.getByRole("button", { name: "Antworten" }).click();
  await expect(replyBox).toBeFocused();
  await replyBox.fill("Danke für dein Feedback, schön dass dir die Sorten gefallen!");
  await review.getByRole("button", { name: "Antwort veröffentlichen" }).click();
  await expect(toastOf(claimant, "Antwort veröffentlicht")).toBeVisible();
  await expect(review.getByTestId("owner-reply")).toContainText("Danke für dein Feedback");

  // Visitors see the reply under the review.
  await openProvider(reviewer);
  const shown = reviewer.getByRole("listitem").filter({ has: reviewer.getByRole("heading", { name: title }) });
  await expect(shown.getByTestId("owner-reply")).toContainText("Antwort des Anbieters");
  await expect(shown.getByRole("button", { name: "Antworten" })).toHaveCount(0);

  // The reviewer is notified.
  await reviewer.getByTestId("notification-bell-desktop").click();
  const panel = reviewer.getByRole("dialog", { name: "Nachrichten" });
  await expect(panel.getByTestId("notification-item").filter({ hasText: `Antwort auf deine Bewertung von „${PROVIDER.name}“` })).toBeVisible();
});
