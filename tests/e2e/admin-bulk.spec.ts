import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, newMemberPage, signedInPage, toastOf } from "./support";

/** Issue 30: bulk actions of the back-office lists, and the lists as cards on a phone. */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const MEMBER = { email: "tim@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const LONG_DESCRIPTION =
  "Ein freundlicher Ort für Beratung rund um medizinisches Cannabis. Wir bieten Sprechstunden per Video, beantworten Fragen zu Rezepten und helfen bei der Auswahl passender Sorten. " +
  "Termine gibt es kurzfristig, auch am Wochenende, und die Beratung erfolgt durch erfahrene Ärztinnen und Ärzte mit viel Geduld.";

async function login(browser: Browser, who: { email: string; password: string }, viewport?: { width: number; height: number }) {
  return signedInPage(browser, who, {
    ...(viewport ? { viewport } : {}),
    extraHTTPHeaders: { "X-Forwarded-For": `10.30.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

async function auditActions(admin: Page, q: string): Promise<string[]> {
  await admin.goto(`/admin/improved-logs?q=${encodeURIComponent(q)}`);
  return admin.getByTestId("audit-row").locator("td:nth-child(3)").allTextContents();
}

test("select 3 reviews, 'Ausblenden': the confirmation names 3, they are hidden and audited", async ({ browser }) => {
  const admin = await login(browser, ADMIN);
  await admin.goto("/admin/reviews?status=published");
  await hydrated(admin);
  const rows = admin.locator("tbody tr");
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    ids.push((await row.getAttribute("data-testid"))!.replace("review-row-", ""));
    await row.getByRole("checkbox").check();
  }
  const bar = admin.getByRole("region", { name: "Mehrfachauswahl" });
  await expect(bar.getByText("3 Bewertungen ausgewählt")).toBeVisible();
  await bar.getByRole("button", { name: "Ausblenden" }).click();
  const dialog = admin.getByRole("dialog", { name: "3 Bewertungen ausblenden?" });
  await dialog.getByRole("button", { name: "Ausblenden" }).click();
  await expect(toastOf(admin, "3 Bewertungen ausgeblendet")).toBeVisible();
  for (const id of ids) await expect(admin.getByTestId(`review-row-${id}`)).toHaveCount(0);
  expect(await auditActions(admin, ids[0]!)).toContain("Bewertung versteckt");

  // Back to published (the list filtered to hidden ones; the seed stays as other journeys expect it).
  await admin.goto("/admin/reviews?status=hidden");
  await hydrated(admin);
  for (const id of ids) await admin.getByTestId(`review-row-${id}`).getByRole("checkbox").check();
  await admin.getByRole("region", { name: "Mehrfachauswahl" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await admin.getByRole("dialog", { name: "3 Bewertungen veröffentlichen?" }).getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(toastOf(admin, "3 Bewertungen veröffentlicht")).toBeVisible();
});

test("'alle N Treffer' on a filtered list applies the action to every match across pages", async ({ browser }) => {
  const admin = await login(browser, ADMIN);
  await admin.goto("/admin/reviews?status=published");
  await hydrated(admin);
  const countText = (await admin.getByTestId("list-count").textContent())!;
  const total = Number(countText.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(25);
  await admin.getByLabel("Alle auf dieser Seite").check();
  await admin.getByRole("button", { name: `Alle ${total.toLocaleString("de-DE")} Treffer auswählen` }).click();
  const bar = admin.getByRole("region", { name: "Mehrfachauswahl" });
  await expect(bar.getByText(`Alle ${countText} ausgewählt`)).toBeVisible();
  // Publishing the published ones changes nothing, but goes through every match of the filter.
  await bar.getByRole("button", { name: "Veröffentlichen" }).click();
  await admin
    .getByRole("dialog", { name: `${countText} veröffentlichen?` })
    .getByRole("button", { name: "Veröffentlichen" })
    .click();
  await expect(toastOf(admin, `${countText} veröffentlicht`)).toBeVisible();
});

test("providers rejected in bulk with one reason: both rejected and audited with the reason", async ({ browser }) => {
  const prefix = `E2E Sammel ${Date.now()}`;
  const member = await login(browser, MEMBER);
  for (const n of [1, 2]) {
    await member.goto("/add-provider");
    await hydrated(member);
    const form = member.getByRole("form", { name: "Anbieter hinzufügen" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(`${prefix} ${n}`);
    await form.getByRole("textbox", { name: "Beschreibung", exact: true }).fill(LONG_DESCRIPTION);
    await form.getByRole("combobox", { name: "Kategorie", exact: true }).selectOption("telemedicine");
    await form.getByRole("textbox", { name: "Stadt", exact: true }).fill("Kassel");
    await form.getByRole("button", { name: "Anbieter einreichen" }).click();
    await member.waitForURL((url) => url.pathname === "/");
  }
  const admin = await login(browser, ADMIN);
  await admin.goto(`/admin/providers?q=${encodeURIComponent(prefix)}`);
  await hydrated(admin);
  await expect(admin.getByTestId("list-count")).toHaveText("2 Anbieter");
  await admin.getByLabel("Alle auf dieser Seite").check();
  await admin.getByRole("region", { name: "Mehrfachauswahl" }).getByRole("button", { name: "Ablehnen" }).click();
  const dialog = admin.getByRole("dialog", { name: "2 Anbieter ablehnen?" });
  await dialog.getByLabel("Begründung (optional)").fill("Bitte reiche einen Eintrag pro Standort ein.");
  await dialog.getByRole("button", { name: "Ablehnen" }).click();
  await expect(toastOf(admin, "2 Anbieter erfolgreich aktualisiert")).toBeVisible();
  await expect(admin.locator("tbody tr").getByText("Abgelehnt", { exact: true })).toHaveCount(2);
  const ids = await admin.locator("tbody tr code").evaluateAll((els) => els.map((e) => e.getAttribute("title")!));
  expect(ids).toHaveLength(2);
  for (const id of ids) expect(await auditActions(admin, id)).toContain("Anbieter abgelehnt");
});

for (const path of ["/admin/user-management", "/admin/reviews"]) {
  test(`at 390 px ${path} shows cards with their actions visible and nothing wider than the screen`, async ({ browser }) => {
    const admin = await login(browser, ADMIN, { width: 390, height: 844 });
    await admin.goto(path);
    await hydrated(admin);
    const card = admin.locator("tbody tr").first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every button, switch and link of the card lies within the screen.
    const controls = card.locator("button, a, [role=switch], input[type=checkbox]");
    const n = await controls.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const b = await controls.nth(i).boundingBox();
      if (!b) continue;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("20 spam reviews hidden in one bulk action; the review moderation works at 390 px", async ({ browser }) => {
  test.setTimeout(240_000);
  const marker = `Spamwelle${Date.now().toString(36)}`;
  // Five approved providers from the directory, four new members with five reviews each (the
  // per-member limit is 5 in 30 minutes): 20 spam reviews, sent as the review form sends them.
  const home = await (await browser.newContext()).newPage();
  await home.goto("/");
  const providerIds = (await home.locator("article[data-provider-id]").evaluateAll((els) => els.map((el) => el.getAttribute("data-provider-id")!))).slice(0, 5);
  expect(providerIds).toHaveLength(5);
  await home.context().close();
  for (let m = 0; m < 4; m++) {
    const { page } = await newMemberPage(browser, `spam${m}`);
    const origin = new URL(page.url()).origin;
    for (const [p, providerId] of providerIds.entries()) {
      const answer = await page.request.post("/api/reviews", {
        headers: { Origin: origin },
        form: {
          intent: "create",
          providerId,
          rating: "5",
          title: `${marker} Angebot ${m}-${p}`,
          content: `Jetzt billig kaufen bei ${marker}, Nummer ${m}-${p}: beste Preise, schnelle Lieferung, nur heute!`,
        },
      });
      expect(answer.status(), await answer.text()).toBeLessThan(300);
    }
    await page.context().close();
  }

  const admin = await login(browser, ADMIN);
  await admin.goto(`/admin/reviews?status=published&q=${marker}`);
  await hydrated(admin);
  await expect(admin.getByTestId("list-count")).toHaveText("20 Bewertungen");
  await admin.getByLabel("Alle auf dieser Seite").check();
  const bar = admin.getByRole("region", { name: "Mehrfachauswahl" });
  await expect(bar.getByText("20 Bewertungen ausgewählt")).toBeVisible();
  await bar.getByRole("button", { name: "Ausblenden" }).click();
  await admin.getByRole("dialog", { name: "20 Bewertungen ausblenden?" }).getByRole("button", { name: "Ausblenden" }).click();
  await expect(toastOf(admin, "20 Bewertungen ausgeblendet")).toBeVisible();
  await admin.goto(`/admin/reviews?status=hidden&q=${marker}`);
  await expect(admin.getByTestId("list-count")).toHaveText("20 Bewertungen");
  await admin.context().close();

  // On a phone: one of them published again from its card, then hidden again.
  const phone = await login(browser, ADMIN, { width: 390, height: 844 });
  await phone.goto(`/admin/reviews?status=all&q=${marker}`);
  await hydrated(phone);
  const card = phone.locator("tbody tr").first();
  const publish = card.getByRole("button", { name: "Veröffentlichen" });
  await publish.scrollIntoViewIfNeeded();
  await expect(publish).toBeInViewport();
  await publish.click();
  const hide = card.getByRole("button", { name: "Verstecken" });
  await expect(hide).toBeVisible();
  await hide.click();
  await expect(card.getByRole("button", { name: "Veröffentlichen" })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
