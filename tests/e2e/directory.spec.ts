import { expect, test, type Browser, type Page } from "./fixtures";
import sharp from "sharp";
import { hydrated, signedInPage } from "./support";

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const demo = (name: string) => ({ email: `${name}@demo.hanfnetz.de`, password: "Demo-Passwort-2026!" });
const DESCRIPTION =
  "Ein freundlicher Ort für Beratung rund um medizinisches Cannabis. Wir bieten Sprechstunden per Video, beantworten Fragen zu Rezepten und helfen bei der Auswahl passender Sorten. " +
  "Termine gibt es kurzfristig, auch am Wochenende, und die Beratung erfolgt durch erfahrene Ärztinnen und Ärzte mit viel Geduld.";

async function login(browser: Browser, who: { email: string; password: string }) {
  return signedInPage(browser, who);
}

async function png(color: string) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function categoryCount(page: Page, label: string) {
  const link = page.getByRole("navigation", { name: "Kategorien" }).getByRole("link", { name: new RegExp(`^${label}\\s*\\d+$`) });
  return Number((await link.textContent())!.replace(/\D+/g, ""));
}

test("a visitor filters by category, finds a provider with a typo and is redirected from the id to the slug URL", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Kategorien" })
    .getByRole("link", { name: /^Cannabis Social Clubs/ })
    .click();
  await expect(page).toHaveURL(/kategorie=cscs_dispensarys/);
  await expect(page.getByTestId("provider-grid").getByText("Online-Shops")).toHaveCount(0);
  const search = page.getByRole("search", { name: "Anbieter suchen" });
  await search.getByRole("combobox", { name: "Was?" }).fill("Hamburgg");
  await search.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/q=Hamburgg/);
  await expect(page).toHaveURL(/kategorie=cscs_dispensarys/);
  const card = page.locator("article", { hasText: "Hanfgemeinschaft Hamburg-Altona" });
  await expect(card).toBeVisible();
  const id = await card.getAttribute("data-provider-id");
  const response = await page.goto(`/empfehlung/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/empfehlung\/hanfgemeinschaft-hamburg-altona$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hanfgemeinschaft Hamburg-Altona" })).toBeVisible();
  const missing = await page.goto("/empfehlung/gibt-es-wirklich-nicht");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Anbieter nicht gefunden" })).toBeVisible();
});

test("a submitted provider with two images stays hidden until an admin approves it in the edit dialog", async ({ browser }) => {
  const name = `E2E Telemedizin ${Date.now()}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const user = await login(browser, demo("tim"));
  await user.goto("/add-provider");
  await hydrated(user);
  const form = user.getByRole("form", { name: "Anbieter hinzufügen" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Beschreibung", exact: true }).fill(DESCRIPTION);
  await form.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("telemedicine");
  await form.getByRole("textbox", { name: "Stadt", exact: true }).fill("Kassel");
  await form.getByRole("textbox", { name: "Website", exact: true }).fill("https://example.org");
  await form.getByLabel("Ich bestätige, dass ich die Rechte an diesem Bild besitze.", { exact: true }).check();
  await form.locator('input[type="file"]').setInputFiles([
    { name: "eins.png", mimeType: "image/png", buffer: await png("#166534") },
    { name: "zwei.png", mimeType: "image/png", buffer: await png("#b45309") },
  ]);
  await expect(form.getByTestId("uploader-provider").locator("img")).toHaveCount(2);
  await form.getByRole("button", { name: "Anbieter einreichen" }).click();
  await user.waitForURL((url) => url.pathname === "/");
  await expect(user.getByText("Anbieter wurde erfolgreich eingereicht!")).toBeVisible();

  // Nowhere public while pending.
  const visitor = await browser.newPage();
  await visitor.goto(`/?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText("Keine Anbieter gefunden")).toBeVisible();
  expect((await visitor.goto(`/empfehlung/${slug}`))?.status()).toBe(404);
  // Nobody but an admin may edit it.
  const denied = await user.request.post(`/api/providers/00000000-0000-4000-8000-000000000000`, { data: { name } });
  expect(denied.status()).toBe(403);

  const admin = await login(browser, ADMIN);
  const before = await categoryCount(admin, "Telemedizin");
  await admin.goto(`/empfehlung/${slug}`);
  await hydrated(admin);
  await expect(admin.getByText("Wartet auf Freigabe")).toBeVisible();
  await admin.getByRole("button", { name: "Bearbeiten" }).click();
  const dialog = admin.getByRole("dialog", { name: "Anbieter bearbeiten" });
  await expect(dialog.getByTestId("uploader-provider").locator("img")).toHaveCount(2);
  await dialog.getByRole("combobox", { name: "Status", exact: true }).selectOption("approved");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByText("Anbieter erfolgreich aktualisiert")).toBeVisible();
  await admin.goto("/");
  await expect.poll(() => categoryCount(admin, "Telemedizin")).toBe(before + 1);

  await visitor.goto(`/?kategorie=telemedicine&q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole("link", { name })).toBeVisible();
  await visitor.close();
});

test("reviews: write, edit, helpful by another user and back, delete; foreign edits are refused", async ({ browser }) => {
  const author = await login(browser, demo("clara"));
  await author.goto("/empfehlung/dochanf-telemedizin");
  await hydrated(author);
  const title = `Klare Empfehlung ${Date.now()}`;
  await author.getByRole("button", { name: "Jetzt Bewerten" }).first().click();
  const dialog = author.getByRole("dialog");
  await dialog.locator("label").filter({ hasText: "4 Sterne" }).click();
  await expect(dialog.getByRole("radio", { name: "4 Sterne" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Deine Bewertung", exact: true }).fill("Schnelle Termine und eine sehr geduldige Beratung.");
  await dialog.getByRole("button", { name: "Bewertung abschicken" }).click();
  await expect(author.getByText("Bewertung erfolgreich erstellt")).toBeVisible();
  const item = author.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  const reviewId = (await item.getAttribute("id"))!.replace("review-", "");
  // One review per member and provider: the section's button now edits it; no helpful vote on the own review.
  await expect(author.getByRole("button", { name: "Bewertung bearbeiten" })).toBeVisible();
  await expect(item.getByRole("button", { name: /Hilfreich/ })).toHaveCount(0);

  await item.getByRole("button", { name: "Bearbeiten" }).click();
  await author.getByRole("dialog").getByRole("textbox", { name: "Titel", exact: true }).fill(`${title} (aktualisiert)`);
  await author.getByRole("dialog").getByRole("button", { name: "Bewertung speichern" }).click();
  await expect(author.getByText("Bewertung erfolgreich aktualisiert")).toBeVisible();
  await expect(author.getByText(`${title} (aktualisiert)`)).toBeVisible();

  const other = await login(browser, demo("paul"));
  const forbidden = await other.request.post("/api/reviews", {
    form: { intent: "update", reviewId, rating: "1", title: "Gehackt", content: "Das sollte nicht gehen." },
  });
  expect(forbidden.status()).toBe(403);
  const anonymous = await (await browser.newContext()).request.post(`${new URL(author.url()).origin}/api/reviews`, {
    form: { intent: "delete", reviewId },
  });
  expect(anonymous.status()).toBe(401);

  await other.goto(`/empfehlung/dochanf-telemedizin#review-${reviewId}`);
  await hydrated(other);
  const otherItem = other.locator(`#review-${reviewId}`);
  await otherItem.getByRole("button", { name: /Hilfreich/ }).click();
  await expect(other.getByText("Als hilfreich markiert!")).toBeVisible();
  await expect(otherItem.getByTestId("helpful-count")).toHaveText("1");
  await otherItem.getByRole("button", { name: /Hilfreich/ }).click();
  await expect(other.getByText("Hilfreich-Markierung entfernt")).toBeVisible();
  await expect(otherItem.getByTestId("helpful-count")).toHaveText("0");

  await author.reload();
  await hydrated(author);
  await author.locator(`#review-${reviewId}`).getByRole("button", { name: "Löschen" }).click();
  await author.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(author.getByText("Bewertung erfolgreich gelöscht")).toBeVisible();
  await expect(author.locator(`#review-${reviewId}`)).toHaveCount(0);
});

test("favourites two providers in different categories and filters /favorites", async ({ browser }) => {
  const page = await login(browser, demo("emma"));
  await page.goto("/favorites");
  await hydrated(page);
  const section = page.getByRole("region", { name: /Verzeichniseinträge/ });
  const start = Number((await page.getByRole("heading", { name: /Verzeichniseinträge/ }).textContent())!.replace(/\D+/g, ""));
  for (const slug of ["medicann-sprechstunde", "hanfgemeinschaft-hamburg-altona"]) {
    await page.goto(`/empfehlung/${slug}`);
    await hydrated(page);
    const heart = page.getByRole("button", { name: /Favoriten/ }).first();
    if ((await heart.getAttribute("aria-pressed")) === "true") continue;
    await heart.click();
    await expect(page.getByText("Zu Favoriten hinzugefügt")).toBeVisible();
    await expect(page.getByRole("button", { name: "Aus Favoriten entfernen" })).toBeVisible();
  }
  await page.goto("/favorites");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Meine Favoriten" })).toBeVisible();
  const total = Number((await page.getByRole("heading", { name: /Verzeichniseinträge/ }).textContent())!.replace(/\D+/g, ""));
  expect(total).toBeGreaterThanOrEqual(Math.max(start, 2));
  await section.getByRole("button", { name: /^Telemedizin/ }).click();
  await expect(section.getByText(/^\d+ von \d+ Favoriten in dieser Kategorie$/)).toBeVisible();
  await expect(section.getByRole("heading", { name: "MediCann Sprechstunde" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Hanfgemeinschaft Hamburg-Altona" })).toHaveCount(0);
  await section.getByRole("button", { name: /^Alle/ }).click();
  await expect(section.getByRole("heading", { name: "Hanfgemeinschaft Hamburg-Altona" })).toBeVisible();
});
