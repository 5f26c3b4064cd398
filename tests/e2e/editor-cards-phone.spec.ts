import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, ADMIN_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from "./standards";
import { followedAuthorCards, hydrated, signedInPage, toastOf } from "./support";

/**
 * Issue #26 items 9 to 11: the writer-first editor (autosave, reload, preview, tags by keyboard,
 * 'Veröffentlichen'), merchant cards with their best offer and expired codes after valid ones,
 * contest cards with 'Jetzt teilnehmen', time left and value; at 320 px dialogs fit and their
 * buttons are 44 px; toasts stay clear of the cookie banner.
 */

const LENA = { email: "lena@demo.hanfnetz.de", password: "Demo-Passwort-2026!" };

async function member(browser: Browser, viewport = { width: 1280, height: 900 }) {
  return signedInPage(browser, LENA, {
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": `10.26.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
}

test("the editor autosaves a draft (kept on reload), previews it as readers see it, takes tags by keyboard and publishes", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await member(browser);
  await page.goto("/myblog?new=1");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Artikel-Editor" });
  const title = `Autosave ${Date.now().toString(36)}`;
  await form.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await form.locator('[contenteditable="true"]').click();
  await page.keyboard.type("Dieser Satz wird automatisch gespeichert.");

  // Autosave: 'Entwurf gespeichert · HH:mm', and the address now opens the draft.
  await expect(page.getByTestId("autosave-status")).toHaveText(/^Entwurf gespeichert · \d{2}:\d{2}$/, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/myblog\?edit=[0-9a-f-]{36}$/);
  await page.reload();
  await hydrated(page);
  await expect(form.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(title);
  await expect(form.locator('[contenteditable="true"]')).toContainText("Dieser Satz wird automatisch gespeichert.");

  // Tags as chips, by keyboard only: filter, arrow, Enter; a new one with Enter; Backspace removes the last.
  const combo = form.getByRole("combobox", { name: "Tag suchen oder hinzufügen" });
  await combo.focus();
  await page.keyboard.type("eigenan");
  await expect(form.getByRole("option", { name: "Eigenanbau" })).toBeVisible();
  await page.keyboard.press("Enter");
  const chips = form.getByRole("list", { name: "Ausgewählte Tags" });
  await expect(chips.getByRole("listitem")).toHaveText(["Eigenanbau"]);
  const fresh = `E2E ${Date.now().toString(36)}`;
  await page.keyboard.type(fresh);
  await page.keyboard.press("Enter");
  await expect(toastOf(page, "Tag erstellt")).toBeVisible();
  await expect(chips.getByRole("listitem")).toHaveText(["Eigenanbau", fresh]);
  await page.keyboard.press("Backspace");
  await expect(chips.getByRole("listitem")).toHaveText(["Eigenanbau"]);
  await form.getByRole("button", { name: "Tag „Eigenanbau“ entfernen" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Noch keine Tags")).toBeVisible();
  await combo.focus();
  await page.keyboard.type("KCanG");
  await page.keyboard.press("Enter");
  await expect(chips.getByRole("listitem")).toHaveText(["KCanG"]);

  // 'Vorschau': the article as readers see it (title, text, tags), without leaving the page.
  await form.getByRole("button", { name: "Vorschau" }).click();
  const preview = form.getByRole("region", { name: "Vorschau" });
  await expect(preview.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(preview.getByTestId("article-content")).toHaveText("Dieser Satz wird automatisch gespeichert.");
  await expect(preview.getByRole("link", { name: "#KCanG" })).toBeVisible();
  await form.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(form.locator('[contenteditable="true"]')).toBeVisible();

  // One primary action: 'Veröffentlichen'.
  await form.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.waitForURL(/\/myblog\?edit=/);
  await expect(page.getByRole("form", { name: "Artikel-Editor" }).getByLabel("Status")).toHaveValue("published");
  await expect(page.getByRole("form", { name: "Artikel-Editor" }).getByRole("button", { name: "Veröffentlichen" })).toHaveCount(0);
  await page.context().close();
});

test("a merchant card shows its best offer; an expired code comes after the valid ones; 'Gutschein hinzufügen' says what it needs", async ({ page }) => {
  await page.goto("/gutscheincodes");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "GrowMarkt24" }) });
  await expect(card.getByTestId("best-offer")).toContainText("15 %");
  await expect(card.getByTestId("best-offer")).toContainText("15 % auf Growboxen");
  await expect(page.getByTestId("add-coupon-hint")).toHaveText("Du musst angemeldet sein, um Gutscheincodes hinzuzufügen.");

  await page.goto("/gutscheincode/growmarkt24");
  const titles = await page.locator("main h2, main h3").allTextContents();
  const expired = titles.findIndex((x) => x.includes("Sommeraktion 20 %"));
  const valid = titles.findIndex((x) => x.includes("15 % auf Growboxen"));
  expect(valid).toBeGreaterThanOrEqual(0);
  expect(expired).toBeGreaterThan(valid);
});

test("a contest card shows 'Jetzt teilnehmen', the time left and the prize value", async ({ page }) => {
  await page.goto("/contests");
  await hydrated(page);
  const card = page.getByTestId("contest-card").filter({ hasText: "Gewinne einen Premium-Vaporizer" });
  await expect(card.getByTestId("prize-value")).toHaveText(/^Wert: 249,00\s€$/);
  await expect(card.getByTestId("time-left")).toHaveText(/^(noch \d+ Tage|noch 1 Tag|endet heute)$/);
  const join = card.getByRole("link", { name: "Jetzt teilnehmen: Gewinne einen Premium-Vaporizer" });
  await expect(join).toBeVisible();
  await join.click();
  await expect(page.getByRole("dialog", { name: "Gewinne einen Premium-Vaporizer" })).toBeVisible();
});

/** The dialog fits the 320 px viewport, nothing scrolls sideways, and each of its visible buttons is at least 44 × 44 px. */
async function fitsPhone(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300); // the opening animation
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  // Nothing inside the dialog is wider than the dialog (the page behind is not its business).
  expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const small = await dialog.locator("button:visible, a[data-slot='button']:visible").evaluateAll((els) =>
    els
      .map((el) => ({ name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(), rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.width < 44 || rect.height < 44))
      .map(({ name, rect }) => `${name} ${Math.round(rect.width)}x${Math.round(rect.height)}`),
  );
  expect(small).toEqual([]);
}

test("at 320 px the notification panel, a contest's details and the review dialog fit, with 44 px buttons", async ({ browser }) => {
  const page = await member(browser, { width: 320, height: 700 });
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("notification-bell-mobile").click();
  const panel = page.getByRole("dialog", { name: "Nachrichten" });
  await fitsPhone(page, panel);
  await page.keyboard.press("Escape");

  await page.goto("/contests");
  await hydrated(page);
  await page.getByTestId("contest-card").filter({ hasText: "Gewinne einen Premium-Vaporizer" }).getByRole("button").first().click();
  await fitsPhone(page, page.getByRole("dialog", { name: "Gewinne einen Premium-Vaporizer" }));
  await page.keyboard.press("Escape");

  await page.goto("/");
  const provider = await page.locator('a[href^="/empfehlung/"]').first().getAttribute("href");
  await page.goto(provider!);
  await hydrated(page);
  await page
    .getByRole("button", { name: /^(Jetzt Bewerten|Bewertung bearbeiten)$/ })
    .first()
    .click();
  await fitsPhone(page, page.getByRole("dialog").first());
  await page.context().close();
});

test("at 320 px the own profile's header fits: stats and the owner's buttons stay inside the screen", async ({ browser }) => {
  const page = await member(browser, { width: 320, height: 700 });
  await page.goto("/lena-gruen");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Meine Daten" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Each stat's label fits its tile ('Bewertungen' ran out of a third of 320 px).
  const spilling = await page
    .locator("header dl dt")
    .evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > el.parentElement!.getBoundingClientRect().right)
        .map((el) => el.textContent),
    );
  expect(spilling).toEqual([]);
  await page.context().close();
});

test("on a phone /blog lists its further articles as rows with a thumbnail; from 640 px as tiles with the excerpt", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/blog");
  // A card with an excerpt (another journey may just have published one without).
  const first = page
    .getByTestId("blog-grid")
    .locator("article")
    .filter({ has: page.locator("p.line-clamp-3") })
    .first();
  await first.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox())!;
  const thumb = (await first.locator("a[aria-hidden=true]").boundingBox())!;
  expect(box.height).toBeLessThan(160);
  expect(Math.round(thumb.width)).toBe(96);
  expect(thumb.x + thumb.width).toBeLessThan((await first.getByRole("heading").boundingBox())!.x);
  await expect(first.locator("p.line-clamp-3")).toBeHidden();
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(first.locator("p.line-clamp-3")).toBeVisible();
  expect((await first.boundingBox())!.height).toBeGreaterThan(300);
  await context.close();
});

test("at 320 px followed authors are rows: whole names, 'Entfolgen' a 44 px button, the name the link to the profile", async ({ browser }) => {
  const page = await member(browser, { width: 320, height: 700 });
  for (const card of await followedAuthorCards(page)) {
    const name = card.getByTestId("followed-author-name");
    await expect(name).toHaveAttribute("href", /^\/[a-z0-9-]+$/);
    expect((await card.boundingBox())!.height).toBeLessThan(110);
    const unfollow = (await card.getByRole("button", { name: /entfolgen$/ }).boundingBox())!;
    expect(Math.min(unfollow.width, unfollow.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.context().close();
});

test("a toast sits above the cookie banner", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: [] });
  await context.clearCookies();
  await context.addCookies([{ name: "hn_age", value: "1", url: new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").origin }]);
  const page = await context.newPage();
  await page.goto("/blog");
  const article = await page
    .locator('a[href^="/blog/"][href*="/"]')
    .filter({ hasNotText: /^$/ })
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")).find((h) => h && h.split("/").length === 4));
  await page.goto(article!);
  await hydrated(page);
  const banner = page.getByRole("dialog", { name: /Cookie/ });
  await expect(banner).toBeVisible();
  // 'Teilen' copies the link (or says it could not): either way a toast.
  await page.getByRole("button", { name: "Teilen" }).evaluate((el: HTMLElement) => el.click());
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  const t = (await toast.boundingBox())!;
  const b = (await banner.boundingBox())!;
  expect(t.y + t.height).toBeLessThanOrEqual(b.y);
  await context.close();
});

/** The standards journey's pages, and a few more that have their own layout (issue #26 item 11: nothing wider than 320 px). */
const NARROW_PAGES = [
  ...PUBLIC_PAGES,
  "/?kategorie=cannabis-social-clubs",
  "/auth?tab=signup",
  "/contests",
  "/empfehlung/cannabis-recht-erklaert",
  "/blog/jonas-kraut/genetik-grundlagen-indica-sativa-und-hybride",
];
const NARROW_MEMBER_PAGES = [...MEMBER_PAGES, "/myblog?new=1"];
const NARROW_ADMIN_PAGES = [
  ...ADMIN_PAGES,
  "/admin",
  "/admin/providers",
  "/admin/reviews",
  "/admin/coupons",
  "/admin/contests",
  "/admin/user-management",
  "/admin/images",
  "/admin/referrals",
  "/admin/suche?q=lena",
  "/admin/analytics",
];

/** What sticks out of the screen sideways, outside the horizontal scrollers (chip rows) and closed menus. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const clipped = (el: Element) => {
      for (let n = el.parentElement; n; n = n.parentElement) {
        if (n instanceof HTMLDetailsElement && !n.open) return true;
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(n).overflowX)) return true;
      }
      return false;
    };
    const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const parts = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el))
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? "").trim().slice(0, 40)}`);
    return { wide, parts: parts.slice(0, 5) };
  });
}

/** Each of `paths` that is wider than the screen, with what sticks out. */
async function widerThanScreen(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    const { wide, parts } = await sideways(page);
    if (wide > 0 || parts.length) problems.push(`${path}: ${wide} px wider; ${parts.join(" | ")}`);
  }
  return problems;
}

test("at 320 px no public page and no page of a member's own is wider than the screen", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await member(browser, { width: 320, height: 700 });
  expect(await widerThanScreen(page, [...NARROW_PAGES, ...NARROW_MEMBER_PAGES])).toEqual([]);
  await page.context().close();
});

// Found by it: the referral tables widened their grid (235 px), the visually hidden texts of two
// tables escaped their scrolling frames (34 and 137 px), a long value in a security list's card.
test("at 320 px no back-office page is wider than the screen", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, ADMIN, { viewport: { width: 320, height: 700 } });
  expect(await widerThanScreen(page, NARROW_ADMIN_PAGES)).toEqual([]);
  await page.context().close();
});
