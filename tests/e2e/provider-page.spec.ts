import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { hydrated } from "./support";

/**
 * Issue #26 items 5, 7 and 8: the provider page with what visitors come for: photos in a lightbox
 * operable by keyboard, opening hours with the status now, call and route buttons, a rating
 * summary, review sort and filter links (plain GET links), club facts, 'Noch keine Bewertungen',
 * and the phone action bar. Seeded data: db/seed (every third provider has photos, clubs have facts).
 */
const CLUB = "/empfehlung/gruener-kreis-berlin-e-v";

test("the gallery opens by keyboard, steps with the arrow keys, closes with Escape and gives the focus back", async ({ page }) => {
  await page.goto(CLUB);
  await hydrated(page);
  const gallery = page.getByTestId("gallery");
  const thumbs = gallery.getByRole("link");
  const total = await thumbs.count();
  expect(total).toBeGreaterThanOrEqual(2);
  // Images in responsive sizes with width and height.
  const first = gallery.locator("img").first();
  await expect(first).toHaveAttribute("srcset", /\/bild\/640\/provider-images\/demo\/\w+\.webp 640w/);
  await expect(first).toHaveAttribute("width", "640");
  const variant = await page.request.get((await first.getAttribute("src"))!);
  expect(variant.status()).toBe(200);
  expect(variant.headers()["content-type"]).toBe("image/webp");

  await thumbs.first().focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Foto 1 von \d+/)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(/^Foto 2 von \d+/)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(new RegExp(`^Foto ${total} von ${total}`))).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The focus is on the thumbnail of the photo shown last.
  await expect(thumbs.nth(total - 1)).toBeFocused();
});

test("an Escape pressed while a dialog is still opening closes it (before Radix listens)", async ({ page }) => {
  await page.goto(CLUB);
  await hydrated(page);
  // The moment the dialog is in the document (its first commit, before its effects have run), an
  // Escape goes to the focused element, as a key pressed in that frame would.
  await page.evaluate(() => {
    new MutationObserver((records, observer) => {
      if (!document.querySelector('[role="dialog"]')) return;
      observer.disconnect();
      (window as unknown as { __escapeSent: boolean }).__escapeSent = true;
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId("gallery").getByRole("link").first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __escapeSent?: boolean }).__escapeSent)).toBe(true);
  await expect(page.getByRole("dialog")).toBeHidden();
  // The page goes on: the next photo opens, and a normal Escape closes it.
  await page.getByTestId("gallery").getByRole("link").nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the lightbox's code loads when a photo is about to open; when it cannot load, the photo opens as a plain link", async ({ page }) => {
  const lightbox: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/gallery-lightbox-[\w-]+\.js$/.test(r.url())) lightbox.push(r.url());
  });
  await page.route(/\/assets\/gallery-lightbox-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto(CLUB);
  await hydrated(page);
  // Not part of the first visit.
  expect(lightbox).toEqual([]);
  const thumb = page.getByTestId("gallery").getByRole("link").first();
  const href = (await thumb.getAttribute("href"))!;
  await thumb.click();
  // Playwright reports the request after the click has returned, on a busy machine a moment later.
  await expect.poll(() => lightbox.length).toBeGreaterThan(0);
  await expect(page).toHaveURL((url) => url.pathname === href);
});

test("opening hours with today and the status, call and route buttons, club facts and the JSON-LD", async ({ page }) => {
  await page.goto(CLUB);
  await hydrated(page);
  const hours = page.getByTestId("opening-hours");
  await expect(hours.getByRole("heading", { name: "Öffnungszeiten" })).toBeVisible();
  await expect(hours.getByTestId("opening-status")).toHaveText(
    /^(Jetzt geöffnet · bis \d\d:\d\d|Geschlossen · öffnet (heute|morgen|Mo|Di|Mi|Do|Fr|Sa|So) \d\d:\d\d)/,
  );
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  // The same status under the name, in the first screen; it leads to the week's hours.
  const summary = page.getByTestId("opening-status-summary");
  await expect(summary).toHaveText((await hours.getByTestId("opening-status").textContent())!.split(" · oder")[0]!);
  await expect(summary).toBeInViewport();
  await expect(summary).toHaveAttribute("href", "#hours-heading");
  await expect(hours.getByRole("cell", { name: "Geschlossen" }).first()).toBeVisible();

  const buttons = page.getByTestId("contact-buttons");
  await expect(buttons.getByRole("link", { name: "Anrufen" })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(buttons.getByRole("link", { name: "Route planen" })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/directions\?to=/);
  await expect(buttons.getByRole("link", { name: "Website" })).toBeVisible();
  await expect(buttons.getByRole("link", { name: "E-Mail" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByTestId("provider-logo")).toBeVisible();

  const club = page.getByTestId("club-facts");
  await expect(club.getByText("Mitgliederaufnahme")).toBeVisible();
  await expect(club.getByText(/^\d+,\d\d\s€( – \d+,\d\d\s€)? pro Monat$/)).toBeVisible();
  await expect(club.getByText("Erlaubnis nach KCanG")).toBeVisible();
  await expect(club.getByText(/^Stand: \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  // At 1280 px (the journeys' default), hours and club facts side by side, the map in the row below across both.
  expect(page.viewportSize()?.width).toBeGreaterThanOrEqual(768);
  const [h, c, m] = await Promise.all([hours.boundingBox(), club.boundingBox(), page.locator('section[aria-labelledby="map-heading"]').boundingBox()]);
  expect(Math.abs(h!.y - c!.y)).toBeLessThan(2);
  expect(c!.x).toBeGreaterThan(h!.x + h!.width);
  expect(m!.y).toBeGreaterThan(h!.y + h!.height);
  expect(Math.abs(m!.x + m!.width - (c!.x + c!.width))).toBeLessThan(2);

  const ld = (await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>)
      .find((x) => x["@type"] === "LocalBusiness"),
  )) as { openingHoursSpecification?: { opens: string }[] };
  expect(ld.openingHoursSpecification?.length).toBeGreaterThan(0);
  // Neither the category chips nor a second 'Zurück' on the page.
  await expect(page.getByRole("navigation", { name: "Kategorien" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zurück", exact: true })).toHaveCount(0);
});

test("reviews: rating bars, sort and filter links that the server answers", async ({ page }) => {
  // The provider with the most reviews.
  await page.goto("/?seite=3");
  const href = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>("article[data-rank-reviews]")];
    cards.sort((a, b) => Number(b.dataset.rankReviews) - Number(a.dataset.rankReviews));
    return cards[0]!.querySelector("a")!.getAttribute("href")!;
  });
  await page.goto(href);
  await hydrated(page);
  const breakdown = page.getByTestId("rating-breakdown");
  // A bar per star; the stars with reviews link to them.
  await expect(breakdown.getByRole("listitem")).toHaveCount(5);
  const counts = await breakdown.getByRole("listitem").evaluateAll((items) => items.map((li) => Number(li.textContent?.match(/(\d+)\D*$/)?.[1])));
  await expect(breakdown.getByRole("link")).toHaveCount(counts.filter((n) => n > 0).length);
  // Each bar's name starts with its visible text (WCAG 2.5.3): "5 Sterne 4 Bewertungen", not "5 Sterne: 4 …".
  for (const link of await breakdown.getByRole("link").all()) {
    const seen = await link.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
      return [...copy.children].map((child) => child.textContent?.trim() ?? "").filter(Boolean);
    });
    expect(seen).toHaveLength(2);
    await expect(link).toHaveAccessibleName(new RegExp(`^${seen.join("\\s*")}\\s*Bewertung(en)?$`));
  }
  const toolbar = page.getByTestId("reviews-toolbar");
  await toolbar.getByRole("link", { name: "Kritischste" }).click();
  await expect(page).toHaveURL(/bewertungen=kritischste/);
  await expect(toolbar.getByRole("link", { name: "Kritischste" })).toHaveAttribute("aria-current", "true");
  // The stars of the listed reviews, read in one go (the list re-renders after each link).
  const ratings = () =>
    page
      .locator("#bewertungen li[id^=review-] header [role=img]")
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("aria-label")?.match(/\d/)?.[0])));
  const ascending = (list: number[]) => list.length > 1 && list.every((r, i) => i === 0 || list[i - 1]! <= r);
  await expect.poll(async () => ascending(await ratings())).toBe(true);

  await toolbar.getByRole("link", { name: "Beste" }).click();
  await expect(page).toHaveURL(/bewertungen=beste/);
  await expect.poll(async () => ascending((await ratings()).reverse())).toBe(true);
  const best = await ratings();

  // A star filter (a plain GET link, the same answer without JavaScript).
  const top = best[0]!;
  await toolbar.getByRole("link", { name: top === 1 ? "1 Stern" : `${top} Sterne` }).click();
  await expect(page).toHaveURL(new RegExp(`sterne=${top}`));
  await expect.poll(async () => (await ratings()).every((r) => r === top)).toBe(true);
  const plain = await page.request.get(`${href}?bewertungen=kritischste&fotos=1`);
  expect(plain.status()).toBe(200);
  await page.goto(`${href}?sterne=9&bewertungen=%3Cb%3E`);
  await expect(page.getByRole("heading", { name: /^Bewertungen \(\d+\)$/ })).toBeVisible();
});

test("a provider without reviews says 'Noch keine Bewertungen' on its card and its page", async ({ page }) => {
  await page.goto("/?seite=3");
  const card = page.locator('article[data-rank-reviews="0"]').first();
  await expect(card).toBeVisible();
  await expect(card.getByText("Noch keine Bewertungen")).toBeVisible();
  await expect(card.getByText("0,0")).toHaveCount(0);
  await card.getByRole("link").first().click();
  await page.waitForURL(/\/empfehlung\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("0,0 Sterne")).toHaveCount(0);
  await expect(page.getByTestId("no-reviews").first()).toHaveText("Noch keine Bewertungen");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("results are list rows with a small thumbnail, and the provider page has a sticky action bar with 44 px targets", async ({ page }) => {
    await page.goto("/");
    const thumb = page.locator("[data-testid=provider-grid] article").first().locator(".card-thumb");
    const box = (await thumb.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(72);
    expect(box.width).toBeLessThanOrEqual(96);

    await page.goto(CLUB);
    await hydrated(page);
    const bar = page.getByRole("navigation", { name: "Schnellaktionen" });
    await expect(bar).toBeVisible();
    for (const name of ["Anrufen", "Route", "Bewerten", "Merken"]) {
      const target = bar.getByRole("link", { name, exact: true });
      const b = (await target.boundingBox())!;
      expect(b.height, name).toBeGreaterThanOrEqual(44);
      expect(b.width, name).toBeGreaterThanOrEqual(44);
    }
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
    // The page is not wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // 'Bewerten' leads to the reviews.
    await bar.getByRole("link", { name: "Bewerten" }).click();
    await expect(page).toHaveURL(/#bewertungen$/);
  });

  test("the reviews' sort and filter chips are one line each that scrolls sideways, and the last sort is reachable", async ({ page }) => {
    await page.goto(CLUB);
    await hydrated(page);
    const toolbar = page.getByTestId("reviews-toolbar");
    for (const name of ["Bewertungen sortieren", "Bewertungen filtern"]) {
      const row = toolbar.getByRole("navigation", { name });
      const chips = await row.getByRole("link").evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      // Every chip on the first chip's line, at least 44 px high; the row scrolls, the page does not.
      expect(new Set(chips.map((c) => Math.round(c.top))).size, name).toBe(1);
      for (const c of chips) expect(c.height, name).toBeGreaterThanOrEqual(44);
    }
    // The four sorts do not fit a phone's width: that row scrolls inside itself.
    expect(await toolbar.getByRole("navigation", { name: "Bewertungen sortieren" }).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The last sort, beyond the screen's edge, is scrolled to and followed.
    await toolbar.getByRole("link", { name: "Kritischste" }).click();
    await expect(page).toHaveURL(/bewertungen=kritischste/);
    await expect(toolbar.getByRole("link", { name: "Kritischste" })).toHaveAttribute("aria-current", "true");
  });

  test("the action bar is not on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(CLUB);
    await expect(page.getByRole("navigation", { name: "Schnellaktionen" })).toBeHidden();
  });
});

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    test(`the provider page with photos, hours, club facts, filtered reviews and the open lightbox has no serious violations at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(`${CLUB}?bewertungen=beste&sterne=4`);
      await hydrated(page);
      const errors = (await axeViolations(page)).map((v) => `page: ${v}`);
      await page.getByTestId("gallery").getByRole("link").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      errors.push(...(await axeViolations(page)).map((v) => `lightbox: ${v}`));
      expect(errors).toEqual([]);
    });
  });
}
