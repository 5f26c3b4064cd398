import { expect, test, type Browser, type Page } from "./fixtures";
import { hydrated, signedInPage, toastOf } from "./support";

/** Issue #18 part 2: outdated-info reports through the back-office, and the published ranking. */

const ADMIN = { email: "admin@hanfnetz.de", password: "Hanfnetz-Admin-2026!" };
/** Reporter and the owner of 'Cannabis Social Club München Süd' (db/seed/providers-data.ts: owner 0 = lena). */
const REPORTER = { email: "sophie@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const OWNER = { email: "lena@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };
const PROVIDER = "Cannabis Social Club München Süd";

async function login(browser: Browser, who: { email: string; password: string }) {
  return signedInPage(browser, who, {
    extraHTTPHeaders: { "X-Forwarded-For": `10.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

type InboxMessage = { title: string; content: string; messageType: string };
async function inbox(page: Page): Promise<InboxMessage[]> {
  const res = await page.request.get("/api/notifications");
  const body = (await res.json()) as { items?: InboxMessage[]; messages?: InboxMessage[] };
  return body.items ?? body.messages ?? [];
}

test("a member reports outdated info, the admin closes the report with 'Erledigt', the owner is told", async ({ browser }) => {
  const reporter = await login(browser, REPORTER);
  await reporter.goto(`/?q=${encodeURIComponent(PROVIDER)}`);
  await reporter.getByRole("link", { name: PROVIDER }).first().click();
  await reporter.waitForURL(/\/empfehlung\//);
  await hydrated(reporter);
  const providerUrl = new URL(reporter.url()).pathname;
  await expect(reporter.getByTestId("data-updated")).toHaveText(/^Zuletzt aktualisiert am \d{2}\.\d{2}\.\d{4}$/);

  await reporter.getByRole("button", { name: "Veraltete Info melden" }).click();
  const dialog = reporter.getByRole("dialog", { name: "Veraltete Info melden" });
  await dialog.getByLabel("Was stimmt nicht mehr?").selectOption({ label: "Öffnungszeiten" });
  await dialog.getByLabel("Notiz (optional)").fill("Sonntags ist inzwischen geschlossen.");
  await dialog.getByRole("button", { name: "Meldung senden" }).click();
  await expect(toastOf(reporter, "Danke! Wir prüfen die Angaben")).toBeVisible();
  await expect(dialog).toBeHidden();

  const owner = await login(browser, OWNER);
  await expect.poll(async () => (await inbox(owner)).filter((m) => m.messageType === "outdated_info_report" && m.title.includes(PROVIDER)).length).toBe(1);

  const admin = await login(browser, ADMIN);
  await admin.goto("/admin");
  await hydrated(admin);
  const row = admin.getByTestId("info-report").filter({ hasText: "Sonntags ist inzwischen geschlossen." });
  await expect(row).toContainText(PROVIDER);
  await expect(row).toContainText("Öffnungszeiten");
  await row.getByRole("button", { name: "Erledigt" }).click();
  await expect(toastOf(admin, "Meldung als erledigt markiert")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await inbox(owner)).filter((m) => m.messageType === "outdated_info_report" && m.title.includes("erledigt")).length).toBe(1);

  // An entry whose data is over 12 months old shows the gentle hint (db/seed/ranking.ts).
  const visitor = await browser.newPage();
  await visitor.goto(`/?q=${encodeURIComponent("Zur Grünen Traube")}`);
  await visitor.getByRole("link", { name: "Zur Grünen Traube" }).first().click();
  await expect(visitor.getByTestId("stale-hint")).toContainText("seit über 12 Monaten nicht aktualisiert");
  // Visitors without an account are sent to the sign-in page.
  await visitor.goto(providerUrl);
  await hydrated(visitor);
  await visitor.getByRole("link", { name: "Veraltete Info melden" }).click();
  await visitor.waitForURL(/\/auth/);
  for (const p of [reporter, owner, admin, visitor]) await p.context().close();
});

type Constants = { m: number; c: number; bonus: number; full: number; zero: number; computedAt: string };

async function rankingConstants(page: Page): Promise<Constants> {
  await page.goto("/so-sortieren-wir");
  const box = page.getByTestId("ranking-constants");
  const attr = async (sel: string, name: string) => (await box.locator(sel).getAttribute(name)) ?? "";
  return {
    m: Number(await attr("[data-ranking-m]", "data-ranking-m")),
    c: Number(await attr("[data-ranking-c]", "data-ranking-c")),
    bonus: Number(await attr("[data-ranking-bonus]", "data-ranking-bonus")),
    full: Number(await attr("[data-ranking-bonus]", "data-ranking-full-days")),
    zero: Number(await attr("[data-ranking-bonus]", "data-ranking-zero-days")),
    computedAt: await attr("[data-ranking-computed-at]", "data-ranking-computed-at"),
  };
}

test("the directory's default order is the formula explained on 'So sortieren wir'", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "So sortieren wir" }).first().click();
  await page.waitForURL(/\/so-sortieren-wir$/);
  await expect(page.getByRole("heading", { level: 1, name: "So sortieren wir" })).toBeVisible();
  await expect(page.getByTestId("ranking-formula")).toContainText("(C × m + Summe der Sterne) ÷ (C + Anzahl der Bewertungen) + Aktualitätsbonus");

  // Read the constants and the list and check the order. The daily job runs 20 s after the start
  // and the result pages may be up to 15 s old (search.server.ts): poll until both agree.
  type Card = { name: string; rating: number; reviews: number; updated: string };
  const violations = async () => {
    const k = await rankingConstants(page);
    expect(k.c).toBe(5);
    expect(k.m).toBeGreaterThan(0);
    expect(k.computedAt).not.toBe("");
    await page.goto("/");
    const list = page.locator("#anbieter article[data-provider-id]");
    await expect(list.first()).toBeVisible();
    const cards: Card[] = await list.evaluateAll((els) =>
      els.map((el) => ({
        name: el.querySelector("h2, h3")?.textContent?.trim() ?? "",
        rating: Number(el.getAttribute("data-rank-rating")),
        reviews: Number(el.getAttribute("data-rank-reviews")),
        updated: el.getAttribute("data-rank-updated") ?? "",
      })),
    );
    expect(cards.length).toBeGreaterThan(5);
    const at = new Date(k.computedAt).getTime();
    const score = (p: Card) => {
      const ageDays = (at - new Date(p.updated).getTime()) / 86_400_000;
      const fresh = ageDays <= k.full ? k.bonus : ageDays >= k.zero ? 0 : (k.bonus * (k.zero - ageDays)) / (k.zero - k.full);
      return (k.c * k.m + p.rating * p.reviews) / (k.c + p.reviews) + fresh;
    };
    const wrong: string[] = [];
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1]!, cards[i]!];
      const [sa, sb] = [score(a), score(b)];
      // Same score: by name (the database's collation: byte order or German order). A tiny
      // tolerance for entries rescored between daily runs (new reviews).
      const nameAfter = a.name > b.name && a.name.localeCompare(b.name, "de") > 0;
      if (sa < sb - 0.005 || (Math.abs(sa - sb) < 1e-9 && nameAfter)) wrong.push(`${a.name} (${sa}) before ${b.name} (${sb})`);
    }
    return wrong;
  };
  await expect.poll(violations, { timeout: 60_000, intervals: [3_000] }).toEqual([]);
  // 'Featured' entries are labelled.
  const featured = page.locator("#anbieter article[data-provider-id]").filter({ hasText: "Featured" });
  if ((await featured.count()) > 0) await expect(featured.first()).toContainText("Featured");
});
