import { expect, test, type Browser } from "./fixtures";
import { hydrated, signedInPage, toastOf } from "./support";

/**
 * Issue #12, the journeys that must pass: an ineligible member sees the disabled button and the
 * exact unmet requirements; an eligible member submits a new merchant and a code; neither is public;
 * an admin approves both; the merchant page shows the coupon with its code hidden until 'Code
 * anzeigen', whose click is counted in the admin stats; a duplicate code is refused; an expired coupon
 * shows 'Abgelaufen'; a non-admin request to approve or to change a code is refused by the server.
 */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
/** 1 approved provider, 3 published reviews, no article: not eligible. */
const CLARA = { email: "clara@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
/** 3 approved providers: eligible. */
const EMMA = { email: "emma@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };

async function login(browser: Browser, who: { email: string; password: string }) {
  return signedInPage(browser, who, {
    extraHTTPHeaders: { "X-Forwarded-For": `10.12.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

test("an ineligible member sees the disabled button with the exact unmet requirements, and the server refuses a submission", async ({ browser }) => {
  const page = await login(browser, CLARA);
  await page.goto("/gutscheincodes");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Gutschein hinzufügen" });
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await button.hover();
  const tooltip = page.getByRole("tooltip");
  for (const text of ["Noch 3 Anbieter benötigt (1/3)", "Noch 10 Bewertungen benötigt (3/10)", "Noch 10 Blogartikel benötigt (0/10)"]) {
    await expect(tooltip).toContainText(text);
  }
  await page.goto("/gutschein/hinzufuegen");
  await expect(page.getByText("Noch 10 Bewertungen benötigt (3/10)")).toBeVisible();
  await expect(page.getByRole("form", { name: "Merchant" })).toHaveCount(0);
  const res = await page.request.post("/gutschein/hinzufuegen.data", {
    form: { intent: "merchant", name: "Heimlich Shop", description: "Soll nicht durchgehen." },
  });
  expect(res.status()).toBe(403);
  await page.context().close();
});

test("a visitor is asked to sign in before adding a code", async ({ page }) => {
  await page.goto("/gutscheincodes");
  await hydrated(page);
  // A link to the sign-in that leads on to the form (issue #25: back to where you were).
  const add = page.getByRole("link", { name: "Gutschein hinzufügen" });
  await expect(add).toHaveAttribute("href", "/auth?redirectTo=%2Fgutschein%2Fhinzufuegen");
  await add.hover();
  await expect(page.getByRole("tooltip")).toContainText("Du musst angemeldet sein");
  await page.goto("/gutschein/hinzufuegen");
  await expect(page.getByText("Du musst angemeldet sein, um Gutscheincodes hinzuzufügen.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();
});

test("submit, approve, reveal and count: the full coupon journey", async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `E2E Grün Shop ${stamp}`;
  const slug = `e2e-gruen-shop-${stamp}`;
  const code = `E2E${stamp.toString(36).toUpperCase()}`;

  // An eligible member submits a new merchant and a code (back returns to the merchant step).
  const member = await login(browser, EMMA);
  await member.goto("/gutscheincodes");
  await hydrated(member);
  await member.getByRole("link", { name: "Gutschein hinzufügen" }).click();
  await member.waitForURL("**/gutschein/hinzufuegen");
  await hydrated(member);
  const merchantForm = member.getByRole("form", { name: "Merchant" });
  await merchantForm.getByRole("button", { name: "Weiter" }).click();
  await expect(toastOf(member, "Bitte fülle alle Pflichtfelder aus")).toBeVisible();
  await merchantForm.getByRole("textbox", { name: "Name" }).fill(name);
  await merchantForm.getByRole("textbox", { name: "Beschreibung" }).fill("Papers, Grinder und Aufbewahrung mit schnellem Versand.");
  await merchantForm.getByRole("textbox", { name: "Website" }).fill("https://gruen-shop.example");
  await merchantForm.getByRole("button", { name: "Weiter" }).click();
  await expect(toastOf(member, "Merchant erstellt - jetzt Gutschein hinzufügen")).toBeVisible();
  const couponForm = member.getByRole("form", { name: "Gutschein" });
  await expect(couponForm).toBeVisible();
  await couponForm.getByRole("link", { name: "Zurück" }).click();
  await expect(merchantForm.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  await merchantForm.getByRole("button", { name: "Weiter" }).click();
  await expect(couponForm).toBeVisible();
  await couponForm.getByRole("textbox", { name: "Gutscheincode" }).fill(`  ${code.toLowerCase()} `);
  await couponForm.getByRole("textbox", { name: "Titel" }).fill("15 % auf Grinder");
  await couponForm.getByRole("combobox", { name: "Rabattart" }).selectOption("percentage");
  await couponForm.getByRole("textbox", { name: "Rabattwert" }).fill("15");
  await couponForm.getByRole("button", { name: "Gutscheincode einreichen" }).click();
  await member.waitForURL((url) => url.pathname === "/gutscheincodes");
  await expect(toastOf(member, "Gutscheincode eingereicht! Wartet auf Admin-Freigabe.")).toBeVisible();
  await member.goto("/account");
  const mine = member.locator("#gutscheine");
  await expect(mine.getByText(name, { exact: true })).toBeVisible();
  await expect(mine.getByText(code, { exact: true })).toBeVisible();
  await expect(mine.getByText("Wartet auf Freigabe").first()).toBeVisible();

  // Neither is public yet.
  const visitor = await browser.newPage();
  await visitor.goto("/gutscheincodes");
  await expect(visitor.getByText(name)).toHaveCount(0);
  expect((await visitor.goto(`/gutscheincode/${slug}`))?.status()).toBe(404);

  // A non-admin request to approve or to change the code is refused by the server.
  const crafted: Record<string, string>[] = [
    { intent: "merchant-approve", id: "00000000-0000-4000-8000-000000000001" },
    { intent: "coupon-update", id: "00000000-0000-4000-8000-000000000001", code: "GEHACKT", status: "approved", displayWeight: "10" },
  ];
  for (const form of crafted) {
    expect((await member.request.post("/admin/coupons.data", { form })).status()).toBe(403);
  }
  expect((await member.goto("/admin/coupons"))?.status()).toBe(403);
  await expect(member.getByText("Du hast keine Berechtigung für diese Seite.")).toBeVisible();

  // The admin approves both from the pending tab.
  const admin = await login(browser, ADMIN);
  await admin.goto("/admin/coupons");
  await hydrated(admin);
  await expect(admin.getByRole("link", { name: /^Ausstehend \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  await admin.getByRole("button", { name: `Genehmigen: ${name}` }).click();
  await expect(toastOf(admin, "Merchant genehmigt")).toBeVisible();
  await admin.getByRole("button", { name: `Genehmigen: ${code}` }).click();
  await expect(toastOf(admin, "Gutschein genehmigt")).toBeVisible();

  // The merchant page: the code is not in the page until 'Code anzeigen'.
  const html = await (await visitor.request.get(`/gutscheincode/${slug}`)).text();
  expect(html).toContain(name);
  expect(html.toLowerCase()).not.toContain(code.toLowerCase());
  await visitor.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await visitor.goto("/gutscheincodes");
  await visitor.getByRole("link", { name }).click();
  await visitor.waitForURL(`**/gutscheincode/${slug}`);
  await hydrated(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(code)).toHaveCount(0);
  await visitor.getByRole("button", { name: "Code anzeigen" }).click();
  await expect(visitor.getByRole("status", { name: "Gutscheincode" })).toHaveText(code);
  await visitor.getByRole("button", { name: "Code kopieren" }).click();
  await expect(toastOf(visitor, "Code kopiert!")).toBeVisible();

  // The click is counted in the admin stats.
  await admin.goto(`/admin/coupons?tab=gutscheine&q=${encodeURIComponent(code)}`);
  await expect(admin.getByTestId("coupon-stats")).toHaveText(/^\d+\/1$/);
  // Display weight outside 1 to 10 is refused without saving.
  const weight = admin.getByRole("spinbutton", { name: `Display-Weight für ${code}` });
  await hydrated(admin);
  await weight.fill("11");
  await admin.getByRole("button", { name: `Display-Weight für ${code} speichern` }).click();
  await expect(toastOf(admin, "Display-Weight muss zwischen 1 und 10 liegen")).toBeVisible();
  await weight.fill("7");
  await admin.getByRole("button", { name: `Display-Weight für ${code} speichern` }).click();
  await expect(toastOf(admin, "Display-Weight auf 7 gesetzt")).toBeVisible();

  // A duplicate code for that merchant is refused (the existing name skips to the coupon step).
  await member.goto("/gutschein/hinzufuegen");
  await hydrated(member);
  await member.getByRole("form", { name: "Merchant" }).getByRole("textbox", { name: "Name" }).fill(`  ${name.toUpperCase()} `);
  await member.getByRole("form", { name: "Merchant" }).getByRole("button", { name: "Weiter" }).click();
  await expect(toastOf(member, "Diesen Merchant gibt es schon")).toBeVisible();
  await member.getByRole("form", { name: "Gutschein" }).getByRole("textbox", { name: "Gutscheincode" }).fill(` ${code.toLowerCase()}`);
  await member.getByRole("form", { name: "Gutschein" }).getByRole("button", { name: "Gutscheincode einreichen" }).click();
  await expect(toastOf(member, "Dieser Code existiert bereits für diesen Merchant")).toBeVisible();

  await visitor.context().close();
  await member.context().close();
  await admin.context().close();
});

test("an expired coupon shows 'Abgelaufen' after the valid ones", async ({ page }) => {
  await page.goto("/gutscheincode/growmarkt24");
  await hydrated(page);
  const expired = page.getByRole("region", { name: "Abgelaufene Gutscheincodes" });
  await expect(expired.getByRole("heading", { name: "Sommeraktion 20 %" })).toBeVisible();
  await expect(expired.getByText("Abgelaufen", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Gutscheincodes", exact: true }).getByText("Abgelaufen", { exact: true })).toHaveCount(0);
});

test("editing a merchant with a bad URL shows the field's error only: no 'Pflichtfelder' toast, the dialog keeps the input", async ({ browser }) => {
  const admin = await login(browser, ADMIN);
  await admin.goto("/admin/coupons?tab=merchants&q=GrowMarkt24");
  await hydrated(admin);
  await admin.getByRole("button", { name: "Aktionen für GrowMarkt24" }).first().click();
  await admin.getByRole("menuitem", { name: "Bearbeiten" }).click();
  const dialog = admin.getByRole("dialog", { name: "Merchant bearbeiten" });
  const website = dialog.getByRole("textbox", { name: "Website" });
  await website.fill("keine url");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Ungültige URL")).toBeVisible();
  await expect(website).toBeFocused();
  await expect(website).toHaveValue("keine url");
  await expect(website).toHaveAttribute("aria-invalid", "true");
  // Give a toast time to appear: there must be none.
  await admin.waitForTimeout(500);
  await expect(admin.locator("[data-sonner-toast]")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await admin.context().close();
});
