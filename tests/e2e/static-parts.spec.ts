import { expect, test } from "./fixtures";
import { hydrated } from "./support";

/**
 * Parts the browser takes over as the server wrote them, without hydrating them (decision 0050):
 * home's result cards and the footer. Their links still navigate on the client, a card's click is
 * still tracked, the footer's button still works, and a card whose data changes renders anew.
 */
const marker = (page: import("@playwright/test").Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
/** The bodies of the provider events the page sends (a card's 'detail_click'), as they are sent. */
function trackedEvents(page: import("@playwright/test").Page) {
  const events: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/providers/events")) events.push(r.postData() ?? "");
  });
  return events;
}
const setMarker = (page: import("@playwright/test").Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

test("home's cards and the footer: client-side navigation, click tracking, feeds as documents", async ({ page }) => {
  const events = trackedEvents(page);
  await page.goto("/");
  await hydrated(page);
  await setMarker(page);

  // A card: its name's link navigates on the client and the click is tracked.
  const card = page.locator("#treffer-1 article");
  const providerId = await card.getAttribute("data-provider-id");
  const name = (await card.getByRole("link").textContent())!.trim();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/empfehlung\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await marker(page)).toBe(1);
  await expect.poll(() => events.some((e) => e.includes('"detail_click"') && e.includes(providerId!))).toBe(true);

  // Back on home (rendered by the client now), the cards are there and work the same.
  await page.goBack();
  await expect(page.locator("#treffer-1 article")).toHaveAttribute("data-provider-id", providerId!);
  expect(await marker(page)).toBe(1);

  // The footer: an app link navigates on the client, a feed stays a document link.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "RSS-Feed" })).not.toHaveAttribute("data-discover", /.*/);
  await footer.getByRole("link", { name: "So sortieren wir" }).click();
  await expect(page).toHaveURL(/\/so-sortieren-wir$/);
  expect(await marker(page)).toBe(1);
});

test("a new search renders the cards anew; 'Mehr laden' adds cards to the adopted ones", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await setMarker(page);
  const firstIds = await page.locator("#treffer-1 article, #treffer-2 article").evaluateAll((els) => els.map((e) => e.getAttribute("data-provider-id")));
  await page.getByRole("link", { name: "Mehr laden" }).click();
  await expect(page.locator("#treffer-25")).toBeVisible();
  // The first cards are still the server's (same elements, same providers), the new ones work.
  expect(await page.locator("#treffer-1 article, #treffer-2 article").evaluateAll((els) => els.map((e) => e.getAttribute("data-provider-id")))).toEqual(
    firstIds,
  );
  await page.locator("#treffer-25 article").getByRole("link").click();
  await expect(page).toHaveURL(/\/empfehlung\//);
  expect(await marker(page)).toBe(1);
  // A category: other providers, rendered by the client.
  await page.goto("/?sortierung=neueste");
  await hydrated(page);
  await setMarker(page);
  const before = await page.locator("#treffer-1 article").getAttribute("data-provider-id");
  await page.getByLabel("Sortieren nach").selectOption({ label: "Beste Bewertung" });
  await expect(page).toHaveURL(/sortierung=beste-bewertung/);
  await expect(page.locator("#treffer-1 article")).not.toHaveAttribute("data-provider-id", before!);
  expect(await marker(page)).toBe(1);
});

test("a provider page's similar providers navigate on the client and track the click", async ({ page }) => {
  const events = trackedEvents(page);
  await page.goto("/empfehlung/samenbank-alpenland");
  await hydrated(page);
  await setMarker(page);
  const similar = page.getByRole("region", { name: "Ähnliche Anbieter" }).locator("article").first();
  const providerId = await similar.getAttribute("data-provider-id");
  await similar.getByRole("link").click();
  await expect(page).not.toHaveURL(/samenbank-alpenland/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await marker(page)).toBe(1);
  await expect.poll(() => events.some((e) => e.includes('"detail_click"') && e.includes(providerId!))).toBe(true);
});

test("the header's bar of the other width stays as the server wrote it until the width shows it, then works", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await hydrated(page);
  await setMarker(page);
  const desktop = page.getByTestId("desktop-header");
  const mobile = page.getByTestId("mobile-header");

  // The phone's bar is hydrated: its menu opens with the focus on its first link, and a link in it
  // navigates on the client.
  await mobile.locator("summary", { hasText: "Menü" }).click();
  await expect(mobile.getByRole("link", { name: "Anbieter", exact: true })).toBeFocused();
  await mobile.getByRole("link", { name: "Gutscheine" }).click();
  await expect(page).toHaveURL(/\/gutscheincodes$/);
  expect(await marker(page)).toBe(1);
  // (The menu closes after the navigation.)
  await expect(mobile.getByRole("link", { name: "Gutscheine", includeHidden: true })).toHaveAttribute("aria-current", "page");
  // The hidden desktop bar was not rendered by the client: it still marks the first page.
  await expect(desktop.getByRole("link", { name: "Blog", includeHidden: true })).toHaveAttribute("aria-current", "page");

  // Wider: the desktop bar renders anew, with the current page and working suggestions.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(desktop.getByRole("link", { name: "Gutscheine" })).toHaveAttribute("aria-current", "page");
  await expect(desktop.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current", "page");
  const quick = desktop.getByRole("search", { name: "Schnellsuche" }).getByRole("combobox");
  await quick.pressSequentially("Hanfgemein", { delay: 30 });
  await expect(
    page
      .locator(`#${await quick.getAttribute("aria-controls")}`)
      .getByRole("option")
      .first(),
  ).toBeVisible();
  await expect(quick).toHaveAttribute("aria-expanded", "true");
  expect(await marker(page)).toBe(1);
});

test("on a desktop the phone's bar comes alive when the window narrows", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/blog");
  await hydrated(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const mobile = page.getByTestId("mobile-header");
  await mobile.locator("summary", { hasText: "Menü" }).click();
  // useDisclosureMenu's focus on the first link: the bar's own code runs.
  await expect(mobile.getByRole("link", { name: "Anbieter", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobile.locator("summary", { hasText: "Menü" })).toBeFocused();
  await expect(mobile.locator("details")).not.toHaveAttribute("open", "");
});

test("a provider page's phone action bar, hidden on a desktop, works once the window narrows", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/empfehlung/samenbank-alpenland");
  await hydrated(page);
  await setMarker(page);
  const bar = page.getByRole("navigation", { name: "Schnellaktionen" });
  await expect(bar).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar).toBeVisible();
  // The heart's own handler runs (its notice), and its link navigates on the client.
  await bar.getByRole("link", { name: "Merken" }).click();
  await expect(page.getByText("Bitte melde dich an, um Favoriten zu verwalten")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  expect(await marker(page)).toBe(1);
});

test("a review's author, stars and text are taken over unhydrated: the author's link navigates on the client, 'Hilfreich' beside them stays live", async ({
  page,
}) => {
  await page.goto("/empfehlung/samenbank-alpenland");
  await hydrated(page);
  await setMarker(page);
  const review = page
    .locator("#bewertungen li[id^='review-']")
    .filter({ has: page.locator("header a") })
    .first();
  // 'Hilfreich' is hydrated: a visitor gets the notice instead of the plain form's page.
  await review.getByRole("button", { name: /Hilfreich/ }).click();
  await expect(page.getByText("Du musst dich anmelden, um Bewertungen als hilfreich zu markieren.")).toBeVisible();
  expect(await marker(page)).toBe(1);
  const author = review.locator("header a").first();
  const name = (await author.textContent())!.trim();
  await author.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await marker(page)).toBe(1);
});

test("home's filter panel and category chips are taken over unhydrated and still work on the client", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/");
  await hydrated(page);
  await setMarker(page);

  // The panel: opens (a <details>), 'Filter schließen' closes it, 'Anwenden' searches on the client.
  const summary = page.locator("#suche summary");
  await summary.click();
  const panel = page.getByRole("group", { name: "Filter" });
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Filter schließen" }).click();
  await expect(panel).toBeHidden();
  await summary.click();
  await panel.getByLabel("Mindestbewertung").selectOption({ label: "ab 4 Sternen" });
  await panel.getByRole("button", { name: "Anwenden" }).click();
  await expect(page).toHaveURL(/[?&]bewertung=4/);
  await expect(page.locator("#results-heading")).toBeFocused();
  expect(await marker(page)).toBe(1);
  // Rendered by the client after that search, the panel keeps the filter and still resets it.
  await summary.click();
  await expect(panel.getByLabel("Mindestbewertung")).toHaveValue("4");
  await panel.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await marker(page)).toBe(1);

  // The chips, taken over as the server wrote them: a chip filters on the client, without
  // scrolling the page back to the top, and marks itself; a chip rendered by the client does too.
  await page.goto("/");
  await hydrated(page);
  await setMarker(page);
  const chips = page.getByRole("navigation", { name: "Kategorien" });
  await page.evaluate(() => window.scrollTo(0, 120));
  const chip = chips.getByRole("link").nth(1);
  const category = new URL((await chip.getAttribute("href"))!, "http://x").searchParams.get("kategorie");
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`kategorie=${category}`));
  await expect(chips.getByRole("link").nth(1)).toHaveAttribute("aria-current", "page");
  await expect(page.locator("#results-heading")).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await chips.getByRole("link").first().click();
  await expect(page).not.toHaveURL(/kategorie=/);
  await expect(chips.getByRole("link").first()).toHaveAttribute("aria-current", "page");
  expect(await marker(page)).toBe(1);
});

test("a provider page's name, rating, description and facts are taken over unhydrated: contact links are still counted, and rendered anew on the client", async ({
  page,
  context,
}) => {
  await context.route(/\.example\//, (route) => route.fulfill({ body: "Website", contentType: "text/plain" }));
  const events = trackedEvents(page);
  await page.goto("/empfehlung/samenbank-alpenland");
  await hydrated(page);
  await setMarker(page);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) });
  // The website link in the facts (the server's HTML): a click is counted as a website click.
  const website = card.locator('dd a[data-track="website"]');
  const popup = page.waitForEvent("popup");
  await website.click();
  await (await popup).close();
  await expect.poll(() => events.filter((e) => e.includes('"detail_click"') && e.includes('"website"')).length).toBe(1);

  // Another provider, rendered by the client: its name and facts are its own, and counted the same.
  await page.getByRole("region", { name: "Ähnliche Anbieter" }).locator("article").first().getByRole("link").click();
  await expect(page).not.toHaveURL(/samenbank-alpenland/);
  const name = page.getByRole("heading", { level: 1 });
  await expect(name).not.toHaveText(/Samenbank Alpenland/);
  expect(await marker(page)).toBe(1);
  const phone = page.getByRole("article").filter({ has: name }).locator('dd a[data-track="phone"]');
  await phone.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
  await phone.click();
  await expect.poll(() => events.filter((e) => e.includes('"detail_click"') && e.includes('"phone"')).length).toBe(1);
});
