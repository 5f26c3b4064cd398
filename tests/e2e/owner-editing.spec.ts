import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { hydrated, signIn, toastOf } from "./support";

/**
 * Issue #26 item 6: owners keep their listing current. max_hanf created the social club 'Grüner
 * Kreis Berlin e.V.' and 'CSC Mainufer Frankfurt' (db/seed/providers-data.ts, db/seed/owners.ts).
 */
const OWNER = { email: "max@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const CLUB = { slug: "gruener-kreis-berlin-e-v", name: "Grüner Kreis Berlin e.V." };
const RENAMED = {
  slug: "csc-mainufer-frankfurt",
  name: "CSC Mainufer Frankfurt",
  next: "CSC Mainufer Frankfurt am Main",
  nextSlug: "csc-mainufer-frankfurt-am-main",
};
/** Set OWNER_SHOTS=/dir to keep screenshots of the edit page at 1366 and 390 px. */
const SHOTS = process.env.OWNER_SHOTS;

/** Serious or critical axe-core violations (WCAG 2.2 AA rules), as tests/e2e/standards.spec.ts counts them. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function signedIn(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
}

test("an owner edits the opening hours (with a break) and uploads a photo; both show after saving", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signedIn(page, OWNER);

  // From the provider page (owners only) to 'Eintrag bearbeiten'.
  await page.goto(`/empfehlung/${CLUB.slug}`);
  await hydrated(page);
  await page.getByTestId("edit-listing").click();
  await page.waitForURL(`**/empfehlung/${CLUB.slug}/bearbeiten`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Eintrag bearbeiten" })).toBeVisible();

  // Monday: 10:00–13:00 and 14:00–19:00 (a lunch break); Tuesday wrong on purpose first.
  const monday = page.getByRole("group", { name: "Montag" });
  await monday.getByLabel("Geschlossen").uncheck();
  await monday.getByLabel("Montag: öffnet um (Zeitraum 1)").fill("10:00");
  await monday.getByLabel("Montag: schließt um (Zeitraum 1)").fill("13:00");
  if ((await monday.getByLabel(/öffnet um/).count()) < 2) await monday.getByRole("button", { name: /Zeitraum hinzufügen/ }).click();
  await monday.getByLabel("Montag: öffnet um (Zeitraum 2)").fill("14:00");
  await monday.getByLabel("Montag: schließt um (Zeitraum 2)").fill("19:00");
  const tuesday = page.getByRole("group", { name: "Dienstag" });
  await tuesday.getByLabel("Geschlossen").uncheck();
  await tuesday.getByLabel("Dienstag: öffnet um (Zeitraum 1)").fill("10:00");
  await tuesday.getByLabel("Dienstag: schließt um (Zeitraum 1)").fill("10:00");
  await page.getByRole("button", { name: "Änderungen speichern" }).click();

  // Refused beside the day; what was typed stays.
  await expect(page.getByTestId("hours-di-error")).toHaveText("Öffnungs- und Schließzeit dürfen nicht gleich sein.");
  await expect(page.getByRole("group", { name: "Montag" }).getByLabel("Montag: öffnet um (Zeitraum 2)")).toHaveValue("14:00");
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/owner-edit-error-1366.png`, fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
  await tuesday.getByLabel("Dienstag: öffnet um (Zeitraum 1)").fill("12:00");
  await tuesday.getByLabel("Dienstag: schließt um (Zeitraum 1)").fill("20:00");

  // A photo through the upload pipeline.
  const photos = page.getByTestId("photos-field");
  await photos.getByLabel("Ich bestätige, dass ich die Rechte an diesem Bild besitze.").check();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2f855a" } })
    .jpeg()
    .toBuffer();
  const before = await photos.locator("img").count();
  await photos.locator('input[type="file"]').setInputFiles({ name: "clubraum.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(photos.locator("img")).toHaveCount(before + 1);
  const uploaded = await photos.locator("img").last().getAttribute("src");
  expect(uploaded).toMatch(/^\/media\/provider-images\//);
  await page.getByRole("button", { name: "Änderungen speichern" }).click();

  // Back on the provider page: the message, the photo, today's 'Zuletzt aktualisiert'.
  await page.waitForURL(`**/empfehlung/${CLUB.slug}`);
  await expect(toastOf(page, "Deine Änderungen sind veröffentlicht.")).toBeVisible();
  // The gallery shows the photo in responsive sizes (/bild/{width}/… of the stored file).
  const stored = uploaded!.replace(/^\/media\//, "");
  await expect(page.locator(`img[src*="${stored}"], img[srcset*="${stored}"]`).first()).toBeAttached();
  const today = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" }).format(new Date());
  await expect(page.getByText(`Zuletzt aktualisiert am ${today}`)).toBeVisible();

  // The hours are stored as typed (the edit page shows them again).
  await page.goto(`/empfehlung/${CLUB.slug}/bearbeiten`);
  await hydrated(page);
  const again = page.getByRole("group", { name: "Montag" });
  await expect(again.getByLabel("Montag: öffnet um (Zeitraum 1)")).toHaveValue("10:00");
  await expect(again.getByLabel("Montag: schließt um (Zeitraum 2)")).toHaveValue("19:00");
  await expect(page.getByRole("group", { name: "Dienstag" }).getByLabel("Dienstag: öffnet um (Zeitraum 1)")).toHaveValue("12:00");
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/owner-edit-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await hydrated(page);
    await page.screenshot({ path: `${SHOTS}/owner-edit-390.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  // Nothing of the form sticks out on a 320 px phone.
  await page.setViewportSize({ width: 320, height: 740 });
  const widest = await page
    .getByTestId("owner-edit-form")
    .evaluate((form) => Math.max(...[...form.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(320);
});

test("an owner's name change waits for an admin; approved in the queue, the new name shows", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signedIn(owner, OWNER);
  // From 'Meine Einträge' on the profile.
  await owner.goto("/profile");
  await hydrated(owner);
  await owner
    .getByTestId("own-submission")
    .filter({ hasText: RENAMED.name })
    .getByRole("link", { name: /Eintrag bearbeiten/ })
    .click();
  await owner.waitForURL(`**/empfehlung/${RENAMED.slug}/bearbeiten`);
  await hydrated(owner);
  await owner.getByRole("textbox", { name: "Name", exact: true }).fill(RENAMED.next);
  await owner.getByRole("button", { name: "Änderungen speichern" }).click();
  await owner.waitForURL(`**/empfehlung/${RENAMED.slug}`);
  await expect(toastOf(owner, "Name, Kategorie und Adresse werden geprüft, bevor sie erscheinen.")).toBeVisible();
  // Not shown yet.
  await expect(owner.getByRole("heading", { level: 1, name: RENAMED.name, exact: true })).toBeVisible();
  await owner.goto(`/empfehlung/${RENAMED.slug}/bearbeiten`);
  await expect(owner.getByTestId("pending-change")).toContainText("Wartet auf Prüfung");
  await expect(owner.getByTestId("pending-change")).toContainText(RENAMED.next);

  // The admin approves it in the providers tab's queue.
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signedIn(admin, ADMIN);
  await admin.goto("/admin/providers");
  await hydrated(admin);
  const queue = admin.getByRole("region", { name: /Änderungsanfragen/ });
  const row = queue.getByTestId("change-request-row").filter({ hasText: RENAMED.next });
  await expect(row).toContainText(RENAMED.name);
  await row.getByRole("button", { name: "Übernehmen" }).click();
  await expect(toastOf(admin, "Änderung übernommen")).toBeVisible();
  await expect(queue.getByTestId("change-request-row").filter({ hasText: RENAMED.next })).toHaveCount(0);

  // Everyone sees the new name at its new address.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/empfehlung/${RENAMED.nextSlug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: RENAMED.next })).toBeVisible();
});
