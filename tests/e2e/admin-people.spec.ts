import fs from "node:fs";
import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, signUpVerified, toastOf, uniqueEmail } from "./support";

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };

async function adminPage(browser: Browser): Promise<Page> {
  return signedInPage(browser, ADMIN);
}

async function newMember(browser: Browser, prefix: string) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(prefix);
  const username = `${prefix}_${Date.now().toString(36)}`;
  await signUpVerified(page, email, username);
  await hydrated(page);
  return { page, email, username };
}

/** The German action names of the audit entries found by `q`. */
async function auditActions(admin: Page, q: string): Promise<string[]> {
  await admin.goto(`/admin/improved-logs?q=${encodeURIComponent(q)}`);
  return admin.getByTestId("audit-row").locator("td:nth-child(3)").allTextContents();
}

test("an admin hides a review: the provider's rating summary changes on its page, and the audit log shows it", async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto("/admin/reviews?status=published");
  await hydrated(admin);
  const row = admin.locator("tbody tr").first();
  const reviewId = (await row.getAttribute("data-testid"))!.replace("review-row-", "");
  const providerHref = (await row.getByRole("link", { name: /in neuem Tab öffnen/ }).getAttribute("href"))!;
  expect(await row.getByRole("link", { name: /in neuem Tab öffnen/ }).getAttribute("target")).toBe("_blank");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(providerHref);
  const summary = visitor
    .locator("article[aria-labelledby='provider-name']")
    .getByText(/Bewertung/)
    .first();
  const before = await summary.textContent();
  const countBefore = Number(/\((\d+) Bewertung/.exec(before ?? "")?.[1] ?? "0");
  expect(countBefore).toBeGreaterThan(0);

  await row.getByRole("button", { name: "Verstecken" }).click();
  await expect(toastOf(admin, "Bewertung versteckt")).toBeVisible();
  await expect(admin.getByTestId(`review-row-${reviewId}`)).toHaveCount(0); // filtered to published

  await visitor.reload();
  const after = await visitor
    .locator("article[aria-labelledby='provider-name']")
    .getByText(/Bewertung/)
    .first()
    .textContent();
  expect(after).not.toBe(before);
  expect(after).toContain(countBefore - 1 === 1 ? "(1 Bewertung)" : `(${countBefore - 1} Bewertungen)`);

  expect(await auditActions(admin, reviewId)).toContain("Bewertung versteckt");
});

test("an admin grants and revokes B2B and contest permission; the member's form follows; the audit log has each step", async ({ browser }) => {
  const member = await newMember(browser, "b2b");
  const admin = await adminPage(browser);
  await admin.goto(`/admin/user-management?q=${encodeURIComponent(member.email)}`);
  await hydrated(admin);
  const row = admin.locator("tbody tr", { hasText: member.username });
  await expect(row).toHaveCount(1);
  const userId = (await row.getAttribute("data-testid"))!.replace("user-row-", "");

  const b2bOption = () => member.page.getByRole("combobox", { name: "Kategorie", exact: true }).locator('option[value="b2b_gewerbe"]');
  await member.page.goto("/add-provider");
  await expect(b2bOption()).toHaveCount(0);

  const b2b = admin.getByTestId(`switch-b2b-${userId}`);
  await b2b.click();
  await expect(toastOf(admin, "B2B-Berechtigung erteilt")).toBeVisible();
  await expect(b2b).toHaveAttribute("aria-checked", "true");
  await member.page.reload();
  await expect(b2bOption()).toHaveCount(1);

  const contest = admin.getByTestId(`switch-contest-${userId}`);
  await contest.click();
  await expect(toastOf(admin, "Contest-Berechtigung erteilt")).toBeVisible();
  await admin.reload();
  await hydrated(admin);
  await expect(admin.getByTestId(`switch-contest-${userId}`)).toHaveAttribute("aria-checked", "true");
  await admin.getByTestId(`switch-contest-${userId}`).click();
  await expect(toastOf(admin, "Contest-Berechtigung entzogen")).toBeVisible();

  await admin.getByTestId(`switch-b2b-${userId}`).click();
  await expect(toastOf(admin, "B2B-Berechtigung entzogen")).toBeVisible();
  await member.page.reload();
  await expect(b2bOption()).toHaveCount(0);

  const actions = await auditActions(admin, userId);
  expect(actions.sort()).toEqual(["B2B-Berechtigung entzogen", "B2B-Berechtigung erteilt", "Contest-Berechtigung entzogen", "Contest-Berechtigung erteilt"]);
  // The entries name the member and show the changed permission with its German label.
  const grant = admin.getByTestId("audit-row").filter({ hasText: "B2B-Berechtigung erteilt" });
  await expect(grant).toContainText(member.username);
  await expect(grant).toContainText("Darf B2B-Einträge erstellen:");
});

test("an admin exports the searched users as CSV (BOM, header, the right rows)", async ({ browser }) => {
  const member = await newMember(browser, "csv");
  const admin = await adminPage(browser);
  await admin.goto(`/admin/user-management?q=${encodeURIComponent(member.email)}&sort=name_asc`);
  await hydrated(admin);
  const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: "CSV exportieren" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^user-management-\d{4}-\d{2}-\d{2}\.csv$/);
  const body = fs.readFileSync((await download.path())!, "utf8");
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const lines = body.slice(1).trim().split("\r\n");
  expect(lines[0]).toMatch(/^ID;Benutzername;E-Mail;Registriert am/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`;${member.username};${member.email};`);
});

test("a sign-up through a member's shared provider link appears in the referral chart data and the top list", async ({ browser }) => {
  const referrer = await newMember(browser, "teiler");
  await referrer.page.goto("/");
  const first = referrer.page.getByTestId("provider-grid").locator("article").first();
  const providerId = (await first.getAttribute("data-provider-id"))!;
  await referrer.page.goto(`/empfehlung/${providerId}`);
  await hydrated(referrer.page);
  const providerName = (await referrer.page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const shareUrl = (await referrer.page.getByRole("button", { name: "Teilen" }).getAttribute("data-share-url"))!;
  expect(shareUrl).toContain("?ref=");

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(shareUrl).pathname + new URL(shareUrl).search);
  const email = uniqueEmail("geworben");
  const username = `geworben_${Date.now().toString(36)}`;
  await signUpVerified(guest, email, username);

  const admin = await adminPage(browser);
  await admin.goto("/admin/referrals");
  await hydrated(admin);
  await expect(admin.getByTestId("referral-chart")).toBeVisible();
  const top = admin.getByTestId("top-referrers").locator("tr", { hasText: referrer.username });
  await expect(top).toContainText("1");
  const latest = admin.getByTestId("latest-signups").locator("tr", { hasText: username });
  await expect(latest).toContainText(referrer.username);
  await expect(latest).toContainText(providerName);
  const today = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());
  await admin.getByText("Werte als Tabelle").click();
  const todayCount = await admin.getByTestId("referral-daily").locator("li", { hasText: today }).locator("span").nth(1).textContent();
  expect(Number(todayCount)).toBeGreaterThanOrEqual(1);
});
