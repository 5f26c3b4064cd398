import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Browser } from "./fixtures";
import { hydrated, mailCount, mailLink, signedInPage } from "./support";

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const MEMBER = { email: "tim@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const LONG_DESCRIPTION =
  "Ein freundlicher Ort für Beratung rund um medizinisches Cannabis. Wir bieten Sprechstunden per Video, beantworten Fragen zu Rezepten und helfen bei der Auswahl passender Sorten. " +
  "Termine gibt es kurzfristig, auch am Wochenende, und die Beratung erfolgt durch erfahrene Ärztinnen und Ärzte mit viel Geduld.";

async function login(browser: Browser, who: { email: string; password: string }) {
  return signedInPage(browser, who, {
    extraHTTPHeaders: { "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

test("a member is refused on /admin and a crafted POST to the provider action answers 403", async ({ browser }) => {
  const member = await login(browser, MEMBER);
  const page = await member.goto("/admin");
  expect(page?.status()).toBe(403);
  await expect(member.getByText("Zugriff verweigert. Du benötigst Admin-Berechtigungen.")).toBeVisible();
  expect((await member.goto("/admin/providers"))?.status()).toBe(403);
  for (const intent of ["approve", "delete"]) {
    const res = await member.request.post("/admin/providers.data", { form: { intent, ids: "00000000-0000-4000-8000-000000000001" } });
    expect(res.status()).toBe(403);
  }
  const create = await member.request.post("/admin/providers.data", {
    form: { intent: "create", name: "Fremdeintrag", description: LONG_DESCRIPTION, category: "other", city: "Berlin", address: "Hauptstraße 1" },
  });
  expect(create.status()).toBe(403);
  await member.context().close();
});

test("an admin approves a member's pending provider in one click: public at once with its slug, the member gets a mail", async ({ browser }) => {
  const name = `E2E Wartet ${Date.now()}`;
  const slug = slugOf(name);
  const member = await login(browser, MEMBER);
  await member.goto("/add-provider");
  await hydrated(member);
  const form = member.getByRole("form", { name: "Anbieter hinzufügen" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Beschreibung", exact: true }).fill(LONG_DESCRIPTION);
  await form.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("telemedicine");
  await form.getByRole("textbox", { name: "Stadt", exact: true }).fill("Kassel");
  await form.getByRole("button", { name: "Anbieter einreichen" }).click();
  await member.waitForURL((url) => url.pathname === "/");
  const mailsBefore = mailCount(MEMBER.email);

  const visitor = await browser.newPage();
  expect((await visitor.goto(`/empfehlung/${slug}`))?.status()).toBe(404);

  const admin = await login(browser, ADMIN);
  await admin.goto(`/admin/providers?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const row = admin.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("Ausstehend").filter({ visible: true })).toBeVisible();
  await row.getByRole("button", { name: `Freigeben: ${name}` }).click();
  await expect(admin.getByText("Anbieter erfolgreich aktualisiert")).toBeVisible();
  await expect(row.getByText("Freigegeben").filter({ visible: true })).toBeVisible();

  expect((await visitor.goto(`/empfehlung/${slug}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  const link = await mailLink(MEMBER.email, "/empfehlung/", mailsBefore);
  expect(new URL(link).pathname).toBe(`/empfehlung/${slug}`);

  await admin.goto(`/admin/improved-logs?q=provider.approve`);
  await expect(admin.getByTestId("audit-row").filter({ hasText: name }).getByRole("cell", { name: "Anbieter freigegeben" })).toBeVisible();
  await visitor.close();
  await member.context().close();
  await admin.context().close();
});

test("an admin rejects a member's provider with a reason; the member sees 'Abgelehnt' with the reason under 'Meine Einträge' on /profile", async ({
  browser,
}) => {
  const name = `E2E Nicht frei ${Date.now()}`;
  const reason = "Die Adresse fehlt. Bitte ergänze sie und reiche den Eintrag erneut ein.";
  const member = await login(browser, MEMBER);
  await member.goto("/add-provider");
  await hydrated(member);
  const form = member.getByRole("form", { name: "Anbieter hinzufügen" });
  await form.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Beschreibung", exact: true }).fill(LONG_DESCRIPTION);
  await form.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("telemedicine");
  await form.getByRole("textbox", { name: "Stadt", exact: true }).fill("Kassel");
  await form.getByRole("button", { name: "Anbieter einreichen" }).click();
  await member.waitForURL((url) => url.pathname === "/");
  await member.goto("/profile");
  const own = member.getByTestId("own-submissions").getByTestId("own-submission").filter({ hasText: name });
  await expect(own).toContainText("Ausstehend");

  const admin = await login(browser, ADMIN);
  await admin.goto(`/admin/providers?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const row = admin.getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: `Ablehnen: ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: `„${name}“ ablehnen?` });
  await dialog.getByLabel("Begründung (optional)").fill(reason);
  await dialog.getByRole("button", { name: "Ablehnen" }).click();
  await expect(admin.getByText("Anbieter erfolgreich aktualisiert")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Abgelehnt", { exact: true }).filter({ visible: true })).toBeVisible();

  await member.goto("/profile");
  await expect(own.getByText("Abgelehnt", { exact: true })).toBeVisible();
  await expect(own).toContainText(`Begründung: ${reason}`);
  await member.context().close();
  await admin.context().close();
});

test("an admin creates a provider (public at once), edits it with an image, deletes it into the Papierkorb and purges it with its files; the audit log shows each step", async ({
  browser,
}) => {
  const name = `E2E Admin Laden ${Date.now()}`;
  const slug = slugOf(name);
  const admin = await login(browser, ADMIN);
  await admin.goto("/admin/providers");
  await hydrated(admin);

  // Create
  await admin.getByRole("button", { name: "Anbieter hinzufügen" }).first().click();
  const create = admin.getByRole("dialog", { name: "Anbieter hinzufügen" });
  await create.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await create.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Zu kurz");
  await create.getByRole("button", { name: "Anbieter erstellen" }).click();
  await expect(create.getByText("Beschreibung muss mindestens 50 Zeichen haben")).toBeVisible();
  await create.getByRole("textbox", { name: "Beschreibung", exact: true }).fill(LONG_DESCRIPTION);
  await create.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("b2b_gewerbe");
  await create.getByRole("textbox", { name: "Stadt", exact: true }).fill("Düsseldorf");
  await create.getByRole("textbox", { name: "Adresse", exact: true }).fill("Königsallee 12");
  await create.getByRole("button", { name: "Anbieter erstellen" }).click();
  await expect(admin.getByText("Anbieter erfolgreich erstellt")).toBeVisible();
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/empfehlung/${slug}`))?.status()).toBe(200);

  // Edit: SEO title and an image through the image manager
  await admin.goto(`/admin/providers?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const row = admin.getByRole("row", { name: new RegExp(name) });
  const id = await row.locator("code").getAttribute("title");
  await row.getByRole("button", { name: `Aktionen für ${name}` }).click();
  await admin.getByRole("menuitem", { name: "Bearbeiten" }).click();
  const edit = admin.getByRole("dialog", { name: "Anbieter bearbeiten" });
  await edit.getByRole("textbox", { name: "Meta-Titel", exact: true }).fill("Bester Laden in Düsseldorf");
  await expect(edit.getByText("26/60 Zeichen")).toBeVisible();
  const copyright = edit.getByLabel("Ich bestätige, dass ich die Rechte an diesem Bild besitze.", { exact: true });
  if (await copyright.count()) await copyright.check();
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#166534" } })
    .png()
    .toBuffer();
  await edit.locator('input[type="file"]').setInputFiles([{ name: "laden.png", mimeType: "image/png", buffer: image }]);
  await expect(edit.getByTestId("uploader-provider").locator("img")).toHaveCount(1);
  const src = await edit.getByTestId("uploader-provider").locator("img").getAttribute("src");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(admin.getByText("Anbieter erfolgreich aktualisiert")).toBeVisible();
  await expect(edit).toBeHidden();
  const file = path.join(process.env.E2E_DATA_DIR!, "uploads", new URL(src!, "http://x").pathname.replace(/^\/media\//, ""));
  expect(fs.existsSync(file)).toBe(true);
  await visitor.goto(`/empfehlung/${slug}`);
  await expect(visitor).toHaveTitle(/Bester Laden in Düsseldorf/);

  // Delete after confirmation: the entry is gone, its image waits in the Papierkorb
  await row.getByRole("button", { name: `Aktionen für ${name}` }).click();
  await admin.getByRole("menuitem", { name: "Löschen" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Anbieter löschen?" });
  await expect(confirm).toContainText("für 30 Tage in den Papierkorb");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(admin.getByText("Anbieter erfolgreich gelöscht")).toBeVisible();
  expect((await visitor.goto(`/empfehlung/${slug}`))?.status()).toBe(404);
  expect(fs.existsSync(file)).toBe(true);

  // 'Endgültig löschen' in the Papierkorb removes it with its file
  await admin.goto(`/admin/trash?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const entry = admin.getByTestId("trash-row").filter({ hasText: name });
  await expect(entry).toContainText("Anbieter");
  await expect(entry).toContainText("noch 30 Tage");
  await entry.getByRole("button", { name: `Endgültig löschen: ${name}` }).click();
  await admin.getByRole("alertdialog", { name: "Endgültig löschen?" }).getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(admin.getByText(`„${name}“ wurde endgültig gelöscht.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect.poll(() => fs.existsSync(file)).toBe(false);

  // The audit log lists the changes of this provider by its name, in German
  await admin.goto(`/admin/improved-logs?q=${id}`);
  for (const action of ["Anbieter erstellt", "Anbieter bearbeitet", "Anbieter gelöscht (Papierkorb)", "Aus dem Papierkorb endgültig gelöscht"]) {
    await expect(admin.getByTestId("audit-row").filter({ hasText: name }).getByRole("cell", { name: action, exact: true })).toHaveCount(1);
  }
  await expect(admin.getByTestId("audit-row").filter({ hasText: "Anbieter bearbeitet" })).toContainText("Meta-Titel:");
  await visitor.close();
  await admin.context().close();
});
