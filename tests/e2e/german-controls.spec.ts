import { CHROMIUM_ARGS, findTestChromium } from "../../scripts/chromium";
import { expect, test, type Page } from "./fixtures";
import { hydrated, signIn } from "./support";

/**
 * Item 19 of issue #8: in an English browser, no native control speaks English. File fields are
 * German upload buttons with the chosen name ('Keine Datei ausgewählt'); dates are entered as
 * TT.MM.JJJJ (HH:MM), never through the native 'mm/dd/yyyy' control.
 */
test.use({ locale: "en-US", launchOptions: { executablePath: findTestChromium() ?? undefined, args: [...CHROMIUM_ARGS, "--lang=en-US"] } });

/** Every file input of the page is visually hidden and opened by a visible German label. */
async function expectGermanFileFields(page: Page, where: string) {
  const inputs = page.locator('input[type="file"]');
  expect(await inputs.count(), where).toBeGreaterThan(0);
  for (const input of await inputs.all()) {
    const box = await input.boundingBox();
    // The native control (with 'Choose File / No file chosen') takes no visible space.
    expect(box && box.width <= 1 && box.height <= 1, `${where}: native file control hidden`).toBe(true);
    const id = await input.getAttribute("id");
    const button = page.locator(`label[for="${id}"][data-slot="file-input-button"]`).filter({ hasText: /auswählen|hochladen/ });
    await expect(button, `${where}: German upload button`).toBeVisible();
  }
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "lena@demo.hanfnetz.de", "Demo-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
  expect(await page.evaluate(() => navigator.language)).toBe("en-US");
});

test("file fields are German upload buttons that show the chosen file", async ({ page }) => {
  await page.goto("/profile");
  await page.goto(`${new URL(page.url()).pathname}?edit=1`);
  await hydrated(page);
  await expectGermanFileFields(page, "profile");
  const form = page.getByRole("form", { name: "Profil bearbeiten" });
  await expect(form.getByText("Keine Datei ausgewählt")).toBeVisible();
  await form.getByLabel("Avatar").setInputFiles({ name: "mein-bild.png", mimeType: "image/png", buffer: Buffer.from("x") });
  await expect(form.getByText("mein-bild.png")).toBeVisible();
  await expect(form.getByText("Keine Datei ausgewählt")).toHaveCount(0);

  await page.goto("/myblog?new=1");
  await hydrated(page);
  await expectGermanFileFields(page, "article editor");

  await page.goto("/add-provider");
  await hydrated(page);
  await expectGermanFileFields(page, "add provider");
});

test("dates are entered as TT.MM.JJJJ HH:MM with a German message for a wrong date", async ({ page }) => {
  await page.goto("/myblog?new=1");
  await hydrated(page);
  // The platform's calendar only helps the text field (decision 0039): hidden from reading and tabbing, never the field itself.
  const nativeControls = page.locator('input[type="date"], input[type="datetime-local"], input[type="time"]');
  expect(
    await nativeControls.evaluateAll(
      (els) => els.filter((e) => e.getAttribute("aria-hidden") !== "true" || (e as HTMLInputElement).tabIndex !== -1 || e.hasAttribute("name")).length,
    ),
  ).toBe(0);
  const form = page.getByRole("form", { name: "Artikel-Editor" });
  const date = form.getByRole("textbox", { name: "Veröffentlichungsdatum" });
  await expect(date).toHaveAttribute("placeholder", "TT.MM.JJJJ HH:MM");

  await date.fill("31.02.2027 10:00");
  await date.blur();
  await expect(form.getByRole("alert").filter({ hasText: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ HH:MM ein." })).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");

  const title = `Geplant auf Deutsch ${Date.now()}`;
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await form.getByRole("button", { name: "HTML", exact: true }).click();
  await form.getByLabel("HTML-Quelltext").fill("<p>Erscheint später.</p>");
  await form.getByLabel("Status").selectOption("scheduled");
  await date.fill("24.12.2099 18:30");
  await expect(form.getByRole("alert").filter({ hasText: "TT.MM.JJJJ" })).toHaveCount(0);
  await form.getByRole("button", { name: "Artikel speichern" }).click();
  await page.waitForURL(/\/myblog\?edit=/);
  // The saved date comes back in the same German form, in German time.
  await expect(page.getByRole("form", { name: "Artikel-Editor" }).getByRole("textbox", { name: "Veröffentlichungsdatum" })).toHaveValue("24.12.2099, 18:30");
});
