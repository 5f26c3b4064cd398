import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, signUpVerified, toastOf, uniqueEmail } from "./support";

/**
 * Issue #15 part A, the journeys of the public side: a member without the creator flag cannot
 * create nor buy (no button, the dashboard says to contact the admin team, crafted POSTs are
 * refused); once an admin sets the flag the member buys a 3-day licence and creates a contest that
 * stays invisible to others while pending; once an admin activates it two members take part, the
 * second viewer's count updates live, a second participation is refused, the contest fills at its
 * maximum, and its creator can no longer edit it. Issue 25: the contest's own page takes part too,
 * and the admins' warnings show in the dialog while they type. Every run uses its own accounts and
 * titles.
 */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const MAX = { email: "max@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `10.15.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  return context.newPage();
}

async function login(browser: Browser, who: { email: string; password: string }) {
  return signedInPage(browser, who, {
    extraHTTPHeaders: { "X-Forwarded-For": `10.15.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

async function freshMember(browser: Browser, prefix: string) {
  const page = await newPage(browser);
  const email = uniqueEmail(prefix);
  await signUpVerified(page, email, `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`);
  await hydrated(page);
  return page;
}

/** dd.MM.yyyy HH:MM in German time, `days` from now. */
function germanDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).formatToParts(d);
  const p = (t: string) => parts.find((x) => x.type === t)!.value;
  return `${p("day")}.${p("month")}.${p("year")} ${p("hour")}:${p("minute")}`;
}

/** Fills and sends the creation dialog; returns nothing (the toast is checked). */
async function createThroughDialog(page: Page, title: string, maxParticipants = "") {
  await page.goto("/contests");
  await hydrated(page);
  await page.getByRole("button", { name: "Verlosung starten" }).click();
  const dialog = page.getByRole("dialog", { name: "Verlosung starten" });
  await dialog.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Ein Gewinnspiel aus dem Browser-Test mit genug Text.");
  await dialog.getByLabel("Kurze Gewinnbeschreibung").fill("Ein Testpaket");
  await dialog.getByLabel("Gewinnwert").fill("49.90");
  await dialog.getByRole("textbox", { name: "Gewinnbeschreibung", exact: true }).fill("Ein Paket mit Papers und Grinder.");
  if (maxParticipants) await dialog.getByLabel("Maximale Teilnehmerzahl").fill(maxParticipants);
  await dialog.getByRole("textbox", { name: "Beginn", exact: true }).fill(germanDate(0.01));
  await dialog.getByRole("textbox", { name: "Ende", exact: true }).fill(germanDate(10));
  await dialog.getByLabel("Teilnahmebedingungen").fill("Teilnahme ab 18 Jahren, eine Teilnahme pro Person.");
  await dialog.getByRole("button", { name: "Verlosung erstellen" }).click();
  await expect(toastOf(page, "Verlosung erfolgreich erstellt!")).toBeVisible();
}

test("a member without permission sees no 'Verlosung starten', the dashboard gate, and a crafted creation is refused", async ({ browser }) => {
  const page = await freshMember(browser, "ohnerecht");
  await page.goto("/contests");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Gewinnspiele" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Verlosung starten" })).toHaveCount(0);
  await page.goto("/contests/dashboard");
  await expect(page.getByText("Keine Contest-Berechtigung")).toBeVisible();
  await expect(page.getByText("Wende dich an das Admin-Team")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contest-Berechtigung erwerben" })).toHaveCount(0);
  const res = await page.request.post("/contests/dashboard", {
    form: {
      intent: "create",
      title: "Gehackt",
      description: "Ohne Berechtigung erstellt.",
      prizeDescription: "Nichts",
      prizeValue: "10",
      termsAndConditions: "Diese Bedingungen gelten nie und nimmer.",
      individualPrizeDescription: "x",
      startDate: germanDate(1),
      endDate: germanDate(5),
      openedAt: String(Date.now() - 10_000),
    },
  });
  expect(res.status()).toBe(403);
  expect((await page.request.post("/contests/dashboard", { form: { intent: "purchase", days: "3" } })).status()).toBe(403);

  const anon = await newPage(browser);
  await anon.goto("/contests/dashboard");
  await expect(anon.getByText("Du musst angemeldet sein, um auf das Contest-Dashboard zuzugreifen.")).toBeVisible();
});

test("an admin approves a member as a creator; the member buys a 3-day licence, creates a contest that stays pending and invisible to others", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const name = `lizenz_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signUpVerified(page, uniqueEmail("lizenz"), name);
  await hydrated(page);
  const admin = await login(browser, ADMIN);
  await admin.goto(`/admin/user-management?q=${encodeURIComponent(name)}`);
  await hydrated(admin);
  const flag = admin.getByRole("switch", { name: `Contest-Berechtigung für ${name}` });
  // The switch shows the change at once; the member looks only once the server has saved it.
  const saved = admin.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/user-management"));
  await flag.click();
  await expect(flag).toBeChecked();
  expect((await saved).ok()).toBe(true);
  await admin.context().close();

  await page.goto("/contests/dashboard");
  await hydrated(page);
  await expect(page.getByText("Das Admin-Team hat dich als Veranstalter freigeschaltet.", { exact: false })).toBeVisible();
  const days = page.getByLabel("Dauer in Tagen");
  await expect(days).toHaveValue("7");
  await days.fill("3");
  await expect(page.getByText(/Gesamtpreis: 90,00/)).toBeVisible();
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await expect(toastOf(page, "Zahlung erfolgreich! Contest-Berechtigung für 3 Tage erworben.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Neues Gewinnspiel" })).toBeVisible();

  const title = `Lizenz-Verlosung ${Date.now().toString(36)}`;
  await createThroughDialog(page, title);
  await page.goto("/contests/dashboard");
  const card = page.getByTestId("contest-card").filter({ hasText: title });
  await expect(card).toContainText("Wartend");
  await expect(card).toContainText("Wartet auf Freigabe");

  const other = await newPage(browser);
  await other.goto(`/contests?q=${encodeURIComponent(title)}`);
  await expect(other.getByText("Keine Gewinnspiele gefunden")).toBeVisible();
  // The empty search offers its way back: all contests again.
  await other.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await other.waitForURL((url) => url.pathname === "/contests" && url.search === "");
  await expect(other.getByTestId("contest-card").first()).toBeVisible();
});

/** Activates a contest through the admin back-office (/admin/contests, built by the admin side of issue #15). */
export async function activateContest(admin: Page, title: string): Promise<void> {
  await admin.goto(`/admin/contests?q=${encodeURIComponent(title)}`);
  await hydrated(admin);
  const card = admin.getByTestId("admin-contest").filter({ has: admin.getByRole("heading", { name: title, exact: true }) });
  await card.getByLabel("Status").selectOption("active");
  await admin.getByRole("alertdialog", { name: "Status ändern?" }).getByRole("button", { name: "Status ändern" }).click();
  await expect(toastOf(admin, "Contest-Status aktualisiert")).toBeVisible();
}

test("after activation two members take part, counts update live, a second participation is refused, the contest fills, and the creator cannot edit", async ({
  browser,
}) => {
  const creator = await login(browser, MAX);
  const title = `Live-Verlosung ${Date.now().toString(36)}`;
  await createThroughDialog(creator, title, "2");
  const admin = await login(browser, ADMIN);
  await activateContest(admin, title);

  const first = await freshMember(browser, "erster");
  const second = await freshMember(browser, "zweiter");
  for (const p of [first, second]) {
    await p.goto(`/contests?q=${encodeURIComponent(title)}`);
    await hydrated(p);
  }
  const countOn = (p: Page) => p.getByTestId("contest-card").filter({ hasText: title }).getByTestId("participant-count");
  await expect(countOn(second)).toHaveText("0 / 2");

  await first.getByTestId("contest-card").filter({ hasText: title }).getByRole("button").first().click();
  await first.getByRole("button", { name: "Jetzt teilnehmen" }).click();
  await expect(toastOf(first, "Teilnahme erfolgreich!")).toBeVisible();
  // The second viewer sees the new count without reloading.
  await expect(countOn(second)).toHaveText("1 / 2");

  const id = await first.getByTestId("contest-card").filter({ hasText: title }).getAttribute("data-contest-id");
  const again = await first.request.post("/contests", { form: { intent: "participate", contestId: id! } });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("Bereits teilgenommen");

  // The second takes part from the contest's own page, reached by the card's link.
  await second.getByRole("link", { name: `Seite öffnen: ${title}` }).click();
  await second.waitForURL((url) => url.pathname.startsWith("/contests/live-verlosung-"));
  await expect(second.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await hydrated(second);
  await second.getByRole("button", { name: "Jetzt teilnehmen" }).click();
  await expect(toastOf(second, "Teilnahme erfolgreich!")).toBeVisible();
  await expect(second.getByTestId("contest-page")).toContainText("Maximale Teilnehmerzahl erreicht");
  await expect(second.getByTestId("contest-page")).toContainText("2 / 2");
  await expect(second.getByRole("button", { name: "Jetzt teilnehmen" })).toHaveCount(0);

  await creator.goto("/contests/dashboard");
  const card = creator.getByTestId("contest-card").filter({ hasText: title });
  await expect(card).toContainText("2 / 2");
  await expect(card.getByRole("button", { name: "Bearbeiten" })).toHaveCount(0);
  const edit = await creator.request.post("/contests/dashboard", { form: { intent: "update", id: id!, title: "Geändert" } });
  expect(edit.status()).toBe(409);
});

test("an admin sees the contest warnings in the dialog while typing, before saving; a creator does not", async ({ browser }) => {
  const admin = await login(browser, ADMIN);
  await admin.goto("/contests");
  await hydrated(admin);
  await admin.getByRole("button", { name: "Verlosung starten" }).click();
  const dialog = admin.getByRole("dialog", { name: "Verlosung starten" });
  const warnings = dialog.getByTestId("contest-warnings");
  await expect(warnings).toHaveText("");
  await dialog.getByLabel("Gewinnwert").fill("20000");
  await expect(warnings).toContainText("Gewinnwert über 10.000");
  await dialog.getByLabel("Teilnahmebedingungen").fill("Teilnahme ab 18.");
  await expect(warnings).toContainText("Teilnahmebedingungen kürzer als 50 Zeichen");
  await dialog.getByRole("textbox", { name: "Beschreibung", exact: true }).fill("Ein Paket <script>alert(1)</script>");
  await expect(warnings).toContainText("Script-Tag in der Beschreibung");
  await dialog.getByLabel("Gewinnwert").fill("200");
  await dialog.getByLabel("Teilnahmebedingungen").fill("Teilnahme ab 18 Jahren, eine Teilnahme pro Person und Haushalt.");
  await expect(warnings).not.toContainText("Gewinnwert über 10.000");
  await expect(warnings).not.toContainText("Teilnahmebedingungen kürzer");
  await expect(warnings).toContainText("Script-Tag in der Beschreibung");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await admin.context().close();

  const creator = await login(browser, MAX);
  await creator.goto("/contests");
  await hydrated(creator);
  await creator.getByRole("button", { name: "Verlosung starten" }).click();
  const own = creator.getByRole("dialog", { name: "Verlosung starten" });
  await own.getByLabel("Gewinnwert").fill("20000");
  await expect(own.getByTestId("contest-warnings")).toHaveCount(0);
  await creator.context().close();
});
