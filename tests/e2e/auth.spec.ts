import { expect, test } from "./fixtures";
import { accountMenu, hydrated, mailCount, mailLink, notice, PASSWORD, signIn, signOut, uniqueEmail } from "./support";

test("sign up, confirm the e-mail, sign out, wrong password, sign in", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/auth?tab=signup");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill("schwach");
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(form.getByText("Passwort muss mindestens 12 Zeichen haben")).toBeVisible();
  await expect(form.getByText("Passwort muss mindestens einen Großbuchstaben enthalten")).toBeVisible();
  await expect(form.getByText("Passwort muss mindestens ein Sonderzeichen enthalten")).toBeVisible();

  // The live checklist follows the input.
  await form.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await expect(page.locator("#password-checklist li")).toHaveText([/12 Zeichen.*erfüllt/, /Großbuchstabe.*erfüllt/, /Sonderzeichen.*erfüllt/]);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(notice(page, "Registrierung erfolgreich")).toBeVisible();

  // Not confirmed yet: the sign-in offers the confirmation mail again (issue #25 item 11)
  await signIn(page, email, PASSWORD);
  await expect(notice(page, "E-Mail-Adresse nicht bestätigt")).toBeVisible();
  const before = mailCount(email);
  const resend = page.getByRole("form", { name: "Bestätigungsmail erneut senden" });
  await expect(resend.getByLabel("Keine Bestätigungsmail erhalten?")).toHaveValue(email);
  await resend.getByRole("button", { name: "Bestätigungsmail erneut senden" }).click();
  await expect(notice(page, "haben wir dir eine neue Bestätigungsmail gesendet")).toBeVisible();

  // Confirm with the new link from the outbox -> signed in, on the home page
  await page.goto(await mailLink(email, "/api/auth/verify-email", before));
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await expect(accountMenu(page)).toBeVisible();

  // Sign out
  await signOut(page);
  await expect(page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();

  // Wrong password
  await signIn(page, email, "Falsches-Passwort-1!");
  await expect(notice(page, "Ungültige Anmeldedaten")).toBeVisible();

  // Right password -> home after 500 ms
  await signIn(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname === "/");
  await expect(accountMenu(page)).toBeVisible();
});

test("password reset with the mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await page.goto("/auth?tab=signup");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(notice(page, "Registrierung erfolgreich")).toBeVisible();
  await page.goto(await mailLink(email, "/api/auth/verify-email"));
  await page.waitForURL((url) => url.pathname === "/");
  await signOut(page);
  await expect(page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();

  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-Mail").fill("kein-at-zeichen");
  await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
  await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein")).toBeVisible();
  const before = mailCount(email);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
  await expect(page.getByText(/Falls ein Konto mit dieser E-Mail-Adresse existiert/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Anmeldung" })).toHaveAttribute("href", "/auth");

  await page.goto(await mailLink(email, "/api/auth/reset-password/", before));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await hydrated(page);
  await page.getByLabel("Neues Passwort").fill("Neues-Passwort-2026!");
  await page.getByLabel("Passwort bestätigen").fill("Anderes-Passwort-2026!");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByText("Passwörter stimmen nicht überein")).toBeVisible();
  await page.getByLabel("Neues Passwort").fill("Neues-Passwort-2026!");
  await page.getByLabel("Passwort bestätigen").fill("Neues-Passwort-2026!");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByText("Dein Passwort wurde erfolgreich geändert!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/auth", { timeout: 5_000 });

  await signIn(page, email, "Neues-Passwort-2026!");
  await page.waitForURL((url) => url.pathname === "/");
  await expect(accountMenu(page)).toBeVisible();
});

test("the callback reads its values from the hash as well as the query (spec 1 section 2)", async ({ page }) => {
  await page.goto("/auth/callback#error=INVALID_TOKEN");
  await page.waitForURL((url) => url.pathname === "/auth/callback" && url.searchParams.get("error") === "INVALID_TOKEN" && url.hash === "");
  await expect(page.getByText("Ungültige Anmeldedaten.")).toBeVisible();
  // A recovery link with its tokens in the hash goes on to /reset-password with them.
  await page.goto("/auth/callback#access_token=unbekannt&refresh_token=r1&type=recovery");
  await page.waitForURL((url) => url.pathname === "/reset-password" && url.searchParams.get("token") === "unbekannt", { timeout: 15_000 });
  await expect(page.getByText("Der Reset-Link ist ungültig oder abgelaufen.")).toBeVisible();
});

test("sign in with a magic link", async ({ page, browser }) => {
  const email = uniqueEmail("magic");
  // Create and confirm the account in another browser context
  const other = await browser.newContext();
  const setup = await other.newPage();
  await setup.goto("/auth?tab=signup");
  await hydrated(setup);
  const form = setup.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("E-Mail").fill(email);
  await form.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Registrieren" }).click();
  await expect(notice(setup, "Registrierung erfolgreich")).toBeVisible();
  await setup.goto(await mailLink(email, "/api/auth/verify-email"));
  await other.close();

  await page.goto("/auth");
  await hydrated(page);
  const magic = page.getByRole("form", { name: "Mit Magic Link anmelden" });
  await magic.getByLabel("Mit Magic Link anmelden").fill(email);
  const before = mailCount(email);
  await magic.getByRole("button", { name: "Magic Link senden" }).click();
  await expect(notice(page, "Magic Link gesendet!")).toBeVisible();
  await page.goto(await mailLink(email, "/api/auth/magic-link/verify", before));
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await expect(accountMenu(page)).toBeVisible();
});

test("six wrong sign-ins in a row are blocked", async ({ page }) => {
  const email = uniqueEmail("brute");
  for (let i = 1; i <= 5; i++) {
    await signIn(page, email, `Falsch-Passwort-${i}!`);
    await expect(notice(page, "Ungültige Anmeldedaten")).toBeVisible();
  }
  await signIn(page, email, "Falsch-Passwort-6!");
  await expect(notice(page, "Zu viele Versuche. Bitte versuche es später erneut.")).toBeVisible();
});
