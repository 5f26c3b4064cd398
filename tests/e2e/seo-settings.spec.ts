import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { expect, test, type Page } from "./fixtures";
import { hydrated, signIn } from "./support";

/**
 * Issue #16, the journeys that must pass: the sitemap validates; an admin edits the homepage SEO
 * and the home page's title and og tags change (for anonymous visitors too: the page cache is
 * emptied by the save); the IndexNow submission reaches a local stub server with the right
 * payload; the imprint shows the operator data an admin saved; a non-admin is refused every admin
 * action here by the server; the JSON-LD monitor appears for admins on ?debug=seo.
 */
const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
const MEMBER = { email: "clara@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };

test.describe.configure({ mode: "serial" });

/** A toast (sonner) with this text. */
const notice = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

async function loginAs(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await hydrated(page);
}

test("the sitemap validates against the sitemaps.org XSD", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const schema = { fileName: "sitemap.xsd", contents: fs.readFileSync(path.resolve("tests/schemas/sitemap.xsd"), "utf8") };
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [schema] });
  expect(result.errors).toEqual([]);
  expect(xml).toContain("/empfehlung/");
});

test("an admin edits the homepage SEO and the home page's title and og tags change", async ({ page, browser }) => {
  await loginAs(page, ADMIN);
  await page.goto("/admin/seo");
  await hydrated(page);
  const stamp = Date.now().toString(36);
  const title = `Hanfnetz E2E ${stamp}`;
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await expect(page.getByText(`${title.length}/60`)).toBeVisible();
  await page.getByRole("tab", { name: "Open Graph" }).click();
  await page.getByLabel("OG-Titel").fill(`OG ${stamp}`);
  // The live social preview follows the input.
  await expect(
    page
      .getByRole("figure")
      .filter({ hasText: `OG ${stamp}` })
      .first(),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Twitter Cards" }).click();
  await page.getByLabel("Twitter-Titel").fill(`Tw ${stamp}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(notice(page, "Homepage-SEO-Daten erfolgreich gespeichert")).toBeVisible();
  // An anonymous visitor (page cache) sees the new head at once.
  const anon = await browser.newContext();
  const visitor = await anon.newPage();
  await visitor.goto("/");
  await expect(visitor).toHaveTitle(title);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", `OG ${stamp}`);
  await expect(visitor.locator('meta[name="twitter:title"]')).toHaveAttribute("content", `Tw ${stamp}`);
  await anon.close();
});

test("the imprint shows the operator data an admin saved; the admin warning goes away", async ({ page, browser }) => {
  await loginAs(page, ADMIN);
  await page.goto("/admin/site-settings");
  await hydrated(page);
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Betreiberangaben (Impressum)" }) });
  // Unique per run: a retry of this test must change the data again (the same values answer
  // 'Keine Änderungen zu speichern').
  const stamp = Date.now().toString(36);
  const values: Record<string, string> = {
    "Name bzw. Firma": `Hanfnetz Betriebs GmbH ${stamp}`,
    "Straße und Hausnummer": "Lindenallee 5",
    "PLZ und Ort": "10117 Berlin",
    "E-Mail": "impressum@hanfnetz.example",
    Registernummer: "HRB 98765 B",
    "Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)": "Lea Beispiel",
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(notice(page, "Betreiberangaben gespeichert")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByTestId("operator-warning")).toHaveCount(0);
  const anon = await browser.newContext();
  const visitor = await anon.newPage();
  await visitor.goto("/imprint");
  for (const value of Object.values(values)) await expect(visitor.getByRole("main")).toContainText(value);
  await expect(visitor.getByRole("main")).not.toContainText("Musterstraße");
  await anon.close();
});

test("the IndexNow submission reaches a local stub server with host, key, keyLocation and urlList", async ({ page }) => {
  const received: { host: string; key: string; keyLocation: string; urlList: string[] }[] = [];
  const stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => stub.listen(0, "127.0.0.1", r));
  const endpoint = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/indexnow`;
  try {
    await loginAs(page, ADMIN);
    await page.goto("/admin/site-settings");
    await hydrated(page);
    const kv = page.locator("form", { has: page.getByRole("button", { name: "Einstellung speichern" }) });
    for (const [key, value] of [
      ["indexnow_key", "e2e-indexnow-key-77"],
      ["indexnow_endpoint", endpoint],
    ]) {
      await kv.getByLabel("Schlüssel").fill(key!);
      await kv.getByLabel("Wert").fill(value!);
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().includes("/admin/site-settings") && r.request().method() === "POST"),
        kv.getByRole("button", { name: "Einstellung speichern" }).click(),
      ]);
      expect(res.status()).toBe(200);
      await expect(notice(page, "Einstellung gespeichert")).toBeVisible();
    }
    expect(await (await page.request.get("/e2e-indexnow-key-77.txt")).text()).toBe("e2e-indexnow-key-77");
    expect((await page.request.get("/anderer-key-1234.txt")).status()).toBe(404);
    await page.goto("/admin/urls");
    await hydrated(page);
    const providers = page.getByTestId("urls-providers").getByRole("listitem");
    await expect(providers.first()).toBeVisible();
    const shown = Number(/\((\d+)\)/.exec((await page.getByRole("heading", { name: /Alle Projekt-URLs/ }).textContent()) ?? "")?.[1]);
    expect(shown).toBeGreaterThan(0);
    await page.getByRole("button", { name: "An IndexNow senden" }).click();
    // Specs running in parallel may publish providers or articles between the count on the page
    // and the submission, so the toast states what was sent and the stub must have received exactly that.
    const toast = notice(page, "URLs erfolgreich an Suchmaschinen gesendet");
    await expect(toast).toBeVisible();
    const sent = Number(/(\d+) URLs erfolgreich/.exec((await toast.textContent()) ?? "")?.[1]);
    expect(sent).toBeGreaterThan(0);
    // The background job (every 5 minutes) may also send newly published URLs to the stub meanwhile.
    const manual = received.filter((r) => r.urlList.length === sent);
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({ key: "e2e-indexnow-key-77", keyLocation: expect.stringMatching(/\/e2e-indexnow-key-77\.txt$/) });
    expect(manual[0]!.host).toBe(new URL(manual[0]!.keyLocation).host);
  } finally {
    await new Promise<void>((r) => stub.close(() => r()));
  }
});

test("a member is refused every admin action here by the server", async ({ page }) => {
  await loginAs(page, MEMBER);
  for (const [url, form] of [
    ["/admin/seo.data", { intent: "save", title: "Gekapert" }],
    ["/admin/site-settings.data", { intent: "setting", key: "site_title", value: "Gekapert" }],
    ["/admin/site-settings.data", { intent: "operator", name: "X" }],
    ["/admin/urls.data", { intent: "indexnow" }],
  ] as const) {
    const res = await page.request.post(url, { form });
    expect(res.status(), url).toBe(403);
  }
  await page.goto("/admin/seo");
  await expect(page.getByText("Du hast keine Berechtigung für diese Seite.")).toBeVisible();
  await page.goto("/test-seo");
  await expect(page.getByRole("heading", { name: "SEO-Test" })).toHaveCount(0);
});

test("the JSON-LD monitor appears for admins on ?debug=seo and lists the page's structured data", async ({ page }) => {
  await loginAs(page, ADMIN);
  await page.goto("/test-seo");
  await page.getByRole("link", { name: "Mit JSON-LD-Monitor öffnen" }).click();
  const monitor = page.getByTestId("seo-monitor");
  await expect(monitor).toBeVisible();
  await expect(monitor).toContainText("JSON-LD-Monitor");
  await expect(monitor.locator("summary").first()).toBeVisible();
});
