import AxeBuilder from "@axe-core/playwright";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type Page } from "./fixtures";
import { checkHtml } from "./standards";
import { hydrated, signedInPage } from "./support";

/** Issue 30: 'Suche im Admin-Bereich', the 'Benutzerakte', date pickers, IndexNow test, the phone's tab menu. */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };

async function adminPage(browser: Browser, viewport = { width: 1366, height: 900 }): Promise<Page> {
  return signedInPage(browser, ADMIN, { viewport });
}

test("a user is found by e-mail with the keyboard and their Benutzerakte opens", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin");
  await hydrated(admin);
  const search = admin.getByRole("combobox", { name: "Suche im Admin-Bereich" });
  await search.focus();
  await admin.keyboard.type("jonas@demo.hanfnetz", { delay: 20 });
  const listbox = admin.getByRole("listbox", { name: "Treffer" });
  await expect(listbox.getByRole("group", { name: "Benutzer" }).getByRole("option", { name: /jonas_kraut/ })).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await admin.keyboard.press("ArrowDown");
  await expect(listbox.getByRole("option", { name: /jonas_kraut/ })).toHaveAttribute("aria-selected", "true");
  await admin.keyboard.press("Enter");
  await admin.waitForURL(/\/admin\/user-management\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { name: "Benutzerakte: jonas_kraut" })).toBeVisible();
  await expect(admin.getByRole("definition").filter({ hasText: "jonas@demo.hanfnetz.de" })).toBeVisible();
  for (const section of ["Bewertungen", "Artikel", "Inhaberschaft-Anträge", "Gemeldete Inhalte", "Nachrichten an diese Person", "Anmeldungen"])
    await expect(admin.getByRole("heading", { name: new RegExp(`^${section}`) })).toBeVisible();

  // Enter without a chosen hit: the results page (the plain GET form), grouped, with the record linked.
  await admin.goto("/admin");
  await hydrated(admin);
  await search.fill("jonas_kraut");
  await search.press("Enter");
  await admin.waitForURL((url) => url.pathname === "/admin/suche" && url.searchParams.get("q") === "jonas_kraut");
  await expect(admin.getByRole("heading", { name: "Treffer für „jonas_kraut“" })).toBeVisible();
  await admin.getByRole("region", { name: "Benutzer" }).getByRole("link", { name: "jonas_kraut" }).click();
  await expect(admin.getByRole("heading", { name: "Benutzerakte: jonas_kraut" })).toBeVisible();

  // The user management list links every name to the record.
  await admin.goto("/admin/user-management?q=jonas_kraut");
  await admin.getByRole("link", { name: "Benutzerakte von jonas_kraut" }).click();
  await expect(admin.getByRole("heading", { name: "Benutzerakte: jonas_kraut" })).toBeVisible();
});

test("a date field refuses a wrong date at once and takes a date from the calendar", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/ads?tab=kampagnen");
  await hydrated(admin);
  await admin.getByRole("button", { name: "Neue Kampagne" }).click();
  const dialog = admin.getByRole("dialog", { name: "Neue Kampagne" });
  const start = dialog.getByRole("textbox", { name: "Startdatum" });
  const message = dialog.getByRole("alert").filter({ hasText: "Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein." });
  await start.fill("");
  await start.pressSequentially("31.02.2027");
  await expect(message).toBeVisible(); // without leaving the field
  await expect(start).toHaveAttribute("aria-invalid", "true");
  await start.fill("");
  await start.pressSequentially("12/");
  await expect(message).toBeVisible();
  await start.fill("");
  await start.pressSequentially("01.03.2027");
  await expect(message).toHaveCount(0);

  // The platform's calendar (German, Monday first by the browser's de locale) writes into the text.
  await expect(dialog.getByRole("button", { name: "Datum im Kalender wählen" }).first()).toBeVisible();
  const picker = dialog.locator(`input[type="date"][data-date-picker="${await start.getAttribute("id")}"]`);
  await expect(picker).toHaveAttribute("lang", "de");
  await expect(picker).toHaveAttribute("max", "2999-12-31");
  await picker.fill("2027-04-15", { force: true });
  await expect(start).toHaveValue("15.04.2027");
});

test("IndexNow 'Verbindung testen' posts the home page to a local stub and shows its answer", async ({ browser }) => {
  const bodies: { key?: string; urlList?: string[] }[] = [];
  const stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      bodies.push(JSON.parse(body || "{}") as { key?: string; urlList?: string[] });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
  try {
    const endpoint = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/indexnow`;
    const admin = await adminPage(browser);
    await admin.goto("/admin/site-settings");
    await hydrated(admin);
    const form = admin.getByRole("form", { name: "IndexNow" });
    await form.getByLabel("IndexNow-Schlüssel").fill("e2e-schluessel-2026");
    await form.getByLabel("Endpunkt").fill(endpoint);
    await form.getByRole("button", { name: "Verbindung testen" }).click();
    const result = form.getByTestId("indexnow-test-result");
    await expect(result).toContainText("Antwort des Endpunkts: HTTP 202");
    await expect(result).toContainText("Angenommen");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.key).toBe("e2e-schluessel-2026");
    expect(new URL(bodies[0]!.urlList![0]!).pathname).toBe("/");
  } finally {
    await new Promise<void>((r) => stub.close(() => r()));
  }
});

test("at 390 px the tabs are a 'Bereich wählen' menu and /admin has no horizontal overflow", async ({ browser }) => {
  const admin = await adminPage(browser, { width: 390, height: 844 });
  await admin.goto("/admin");
  await hydrated(admin);
  await expect(admin.getByRole("navigation", { name: "Admin-Bereiche" })).toBeHidden();
  const menu = admin.getByRole("navigation", { name: "Bereich wählen" });
  await expect(menu).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await menu.getByText("Bereich wählen").click();
  const reviews = menu.getByRole("link", { name: "Bewertungen" });
  await expect(reviews).toBeVisible();
  const box = await reviews.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await reviews.click();
  await admin.waitForURL((url) => url.pathname === "/admin/reviews");
  await expect(menu.locator("summary")).toContainText("Bewertungen");
  await expect(menu.getByRole("link", { name: "Übersicht" })).toBeHidden(); // closed again after navigating
  await admin.goto("/admin");
  expect(await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(admin.getByRole("combobox", { name: "Suche im Admin-Bereich" })).toBeVisible();
});

test("the search page, the Benutzerakte and the overview pass axe at 1366 and 390 px and the Nu HTML Checker", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/suche?q=lena_gruen");
  const record = (await admin.getByRole("region", { name: "Benutzer" }).getByRole("link").first().getAttribute("href"))!;
  expect(record).toMatch(/^\/admin\/user-management\/[0-9a-f-]{36}$/);
  const pages = ["/admin", "/admin/suche?q=lena", record];
  const html: Record<string, string> = {};
  for (const path of pages) html[path] = await (await admin.request.get(path)).text();
  const htmlErrors = Object.entries(checkHtml(html)).flatMap(([p, msgs]) => msgs.map((m) => `${p}:${m.lastLine ?? "?"} ${m.message}`));
  expect(htmlErrors).toEqual([]);
  const errors: string[] = [];
  for (const width of [1366, 390]) {
    await admin.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await admin.goto(path);
      await hydrated(admin);
      const results = await new AxeBuilder({ page: admin }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      errors.push(
        ...results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map(
            (v) =>
              `${width} ${path}: ${v.id} ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(" "))
                .join(" | ")}`,
          ),
      );
    }
  }
  expect(errors).toEqual([]);
});

test("a contest's start and end are picked with the picker: the German text follows, nothing is refused", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/contests");
  await hydrated(admin);
  await admin.getByRole("button", { name: "Verlosung starten" }).click();
  const dialog = admin.getByRole("dialog", { name: "Verlosung starten" });
  for (const [label, picked, shown] of [
    ["Beginn", "2027-04-15T10:30", "15.04.2027, 10:30"],
    ["Ende", "2027-04-29T18:00", "29.04.2027, 18:00"],
  ] as const) {
    const field = dialog.getByRole("textbox", { name: label, exact: true });
    await expect(dialog.getByRole("button", { name: "Datum und Uhrzeit im Kalender wählen" }).first()).toBeVisible();
    const picker = dialog.locator(`input[type="datetime-local"][data-date-picker="${await field.getAttribute("id")}"]`);
    await expect(picker).toHaveAttribute("lang", "de");
    await picker.fill(picked, { force: true });
    await expect(field).toHaveValue(shown);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(dialog.getByText("Bitte gib ein gültiges Datum", { exact: false })).toHaveCount(0);
});
