import fs from "node:fs";
import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, toastOf } from "./support";

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!", username: "mara_lindner" };
const MEMBER = { email: "lena@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
/** db/seed/contests.ts APPROVAL_DEMO_CONTEST_TITLE: only this spec changes it. */
const PENDING_TITLE = "Frühlings-Verlosung: Grow-Starterset";
/** A seeded ended contest with 8 participants (read only here). */
const ENDED_TITLE = "Herbst-Verlosung: 3 Gutscheine für GrowMarkt24";

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  return signedInPage(browser, who);
}

async function openList(page: Page, q: string) {
  await page.goto(`/admin/contests?q=${encodeURIComponent(q)}`);
  await hydrated(page);
  const card = page.getByTestId("admin-contest").filter({ has: page.getByRole("heading", { name: q, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

async function readDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), body: fs.readFileSync((await download.path())!, "utf8") };
}

test("an admin approves a pending contest: status, start date, audit log with each step, CSV export", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  let card = await openList(admin, PENDING_TITLE);
  const status = card.getByLabel("Status");
  // A retried run starts from the same state: back to 'Wartend' first (itself an audited step).
  const confirmStatus = () => admin.getByRole("alertdialog", { name: "Status ändern?" }).getByRole("button", { name: "Status ändern" }).click();
  if ((await status.inputValue()) !== "pending") {
    await status.selectOption("pending");
    await confirmStatus();
    await expect(toastOf(admin, "Contest-Status aktualisiert")).toBeVisible();
    await expect(card.getByText("Wartend", { exact: true }).first()).toBeVisible();
  }
  // While pending, a visitor does not see it on /contests.
  const visitor = await browser.newContext();
  const publicList = async () => (await visitor.request.get(`/contests?q=${encodeURIComponent("Frühlings-Verlosung")}`)).text();
  expect(await publicList()).not.toContain(PENDING_TITLE);
  // The change asks first, naming the contest and both statuses; 'Abbrechen' saves nothing.
  await status.selectOption("active");
  const ask = admin.getByRole("alertdialog", { name: "Status ändern?" });
  await expect(ask).toContainText(`Der Status von „${PENDING_TITLE}“ wird von „Wartend“ auf „Aktiv“ geändert.`);
  await ask.getByRole("button", { name: "Abbrechen" }).click();
  await expect(ask).toBeHidden();
  await expect(status).toHaveValue("pending");
  card = await openList(admin, PENDING_TITLE);
  await expect(card.getByLabel("Status")).toHaveValue("pending");
  expect(await publicList()).not.toContain(PENDING_TITLE);
  await card.getByLabel("Status").selectOption("active");
  await confirmStatus();
  await expect(toastOf(admin, "Contest-Status aktualisiert")).toBeVisible();
  card = await openList(admin, PENDING_TITLE);
  await expect(card.getByLabel("Status")).toHaveValue("active");
  await expect(card.getByText("Aktiv", { exact: true }).first()).toBeVisible();
  // The start date (in the future) moved to today.
  const today = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" }).format(new Date());
  await expect(card.getByText(new RegExp(`${today.replace(/\./g, "\\.")} –`))).toBeVisible();

  // Now the public page lists it for visitors.
  expect(await publicList()).toContain(PENDING_TITLE);
  await visitor.close();

  // The audit-log dialog: the approval is the newest step, by the admin; the creation is there.
  await card.getByRole("button", { name: "Audit-Log" }).click();
  const dialog = admin.getByRole("dialog", { name: "Audit-Log" });
  const steps = dialog.getByRole("list", { name: "Aktivitätsverlauf" }).getByRole("listitem");
  await expect(steps.first()).toContainText("Freigegeben");
  await expect(steps.first()).toContainText("Aktiv");
  await expect(steps.first()).toContainText(`von ${ADMIN.username}`);
  await expect(steps.last()).toContainText("Erstellt");
  await admin.keyboard.press("Escape");

  // The advanced view: filter 'Aktiv' + title, expand the group, export CSV.
  await admin.goto(`/admin/contests?ansicht=audit-logs&status=active&q=${encodeURIComponent("Frühlings-Verlosung")}`);
  await hydrated(admin);
  const group = admin.getByTestId("audit-group");
  await expect(group).toHaveCount(1);
  await expect(group).toContainText("Aktiv");
  await group.getByRole("button", { expanded: false }).click();
  await expect(group.getByRole("list", { name: "Aktivitätsverlauf" }).getByRole("listitem").first()).toContainText("Freigegeben");
  const csv = await readDownload(admin, () => admin.getByRole("link", { name: "CSV exportieren" }).click());
  expect(csv.name).toMatch(/^contest-audit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.body.startsWith("\uFEFFZeitpunkt;Gewinnspiel;")).toBe(true);
  const lines = csv.body.trim().split("\r\n").slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[0]).toContain(`${PENDING_TITLE};`);
  expect(lines[0]).toContain(`;Freigegeben;${ADMIN.username};Aktiv;`);
  expect(lines.at(-1)).toContain(";Erstellt;");
});

test("an admin sees the participants of a contest and exports them as CSV", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  const card = await openList(admin, ENDED_TITLE);
  await expect(card).toContainText("HERBST50");
  await card.getByRole("button", { name: "Teilnehmer" }).click();
  const dialog = admin.getByRole("dialog", { name: "Teilnehmer" });
  const rows = dialog.getByRole("row");
  await expect(rows).toHaveCount(1 + 8);
  await expect(rows.nth(1)).toContainText(/@demo\.hanfnetz\.de/);
  await expect(rows.nth(1)).toContainText("Abgeschlossen");
  await expect(rows.nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  const csv = await readDownload(admin, () => dialog.getByRole("link", { name: "CSV exportieren" }).click());
  expect(csv.name).toMatch(/^contest-participants-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Benutzername;E-Mail;Zahlungsstatus;Teilnahme am;Empfehlungscode;Benutzer-ID");
  expect(lines).toHaveLength(1 + 8);
  expect(lines[1]).toMatch(/@demo\.hanfnetz\.de;Abgeschlossen;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};/);
});

test("an admin saves the licence config; max below min is refused with the field message", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await admin.goto("/admin/contests?ansicht=konfiguration");
  await hydrated(admin);
  const form = admin.locator("form", { has: admin.getByRole("button", { name: "Konfiguration speichern" }) });
  await form.getByLabel("Mindestdauer (Tage)").fill("5");
  await form.getByLabel("Höchstdauer (Tage)").fill("2");
  await form.getByRole("button", { name: "Konfiguration speichern" }).click();
  await expect(toastOf(admin, "Fehler beim Speichern der Konfiguration")).toBeVisible();
  await expect(form.getByText("Die Höchstdauer darf nicht kleiner als die Mindestdauer sein.")).toBeVisible();
  // The seeded values again (other specs buy licences with them).
  await form.getByLabel("Preis pro Tag").fill("30");
  await form.getByLabel("Währung").selectOption("EUR");
  await form.getByLabel("Mindestdauer (Tage)").fill("1");
  await form.getByLabel("Höchstdauer (Tage)").fill("30");
  await form.getByRole("button", { name: "Konfiguration speichern" }).click();
  await expect(toastOf(admin, "Konfiguration gespeichert")).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel("Höchstdauer (Tage)")).toHaveValue("30");
});

test("a member is refused every contest-admin action and export by the server", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  const card = await openList(admin, ENDED_TITLE);
  const contestId = (await card.getAttribute("data-contest-id"))!;
  const member = await signedIn(browser, MEMBER);
  const page = await member.goto("/admin/contests");
  expect(page?.status()).toBe(403);
  const origin = new URL(member.url()).origin;
  // The route's data URL (what the browser's fetchers post to).
  const post = (form: Record<string, string>) => member.request.post("/admin/contests.data", { form, headers: { Origin: origin }, maxRedirects: 0 });
  const forms: Record<string, string>[] = [
    { intent: "status", id: contestId, status: "active" },
    { intent: "delete", id: contestId },
    { intent: "config", pricePerDay: "0", currency: "EUR", minDays: "1", maxDays: "30", isActive: "1" },
  ];
  for (const form of forms) {
    const res = await post(form);
    expect(res.status()).toBe(403);
  }
  const del = await post({ intent: "delete", id: contestId });
  expect(await del.text()).toContain("Nur Administratoren können Gewinnspiele löschen");
  for (const path of [
    `/admin/contests/${contestId}/participants`,
    `/admin/contests/${contestId}/participants.csv`,
    `/admin/contests/${contestId}/audit-logs`,
    "/admin/contests/audit-logs.csv",
  ]) {
    expect((await member.request.get(path, { maxRedirects: 0 })).status()).toBe(403);
  }
  // Nothing changed: still 'Beendet' with its participants.
  const again = await openList(admin, ENDED_TITLE);
  await expect(again.getByLabel("Status")).toHaveValue("ended");
});
