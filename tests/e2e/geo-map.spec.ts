import { expect, test, type Page } from "./fixtures";
import { hydrated } from "./support";

/**
 * Issue #18 part 3 (decision 0028): near-me search by postal code, sorted by distance with the
 * distance on every card; the map loads only after consent for external content. The machine has
 * no internet: tile requests are answered with a tiny PNG.
 */

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const TILES = /tile\.openstreetmap\.org/;

/** Answers tile requests with a PNG and records them, and records requests of Leaflet's chunk. */
async function watchMapRequests(page: Page) {
  const tiles: string[] = [];
  const leaflet: string[] = [];
  await page.route(TILES, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: PNG });
  });
  page.on("request", (request) => {
    if (/leaflet/i.test(request.url()) && !TILES.test(request.url())) leaflet.push(request.url());
  });
  return { tiles, leaflet };
}

const distances = async (page: Page) =>
  (await page.getByTestId("distance").allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));

test("a visitor searches near a postal code and gets providers sorted by distance", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // 'Wo?' in the search bar; the radius in the filter panel (issue #26).
  await page.getByRole("combobox", { name: "Wo?" }).fill("10115");
  await page.getByRole("search", { name: "Anbieter suchen" }).locator("summary", { hasText: "Filter" }).click();
  await page.getByLabel("Umkreis").selectOption("25");
  await page.getByRole("button", { name: "Suchen" }).click();
  await page.waitForURL((url) => url.searchParams.get("nahe") === "10115" && url.searchParams.get("umkreis") === "25");
  await expect(page.getByRole("heading", { name: /im Umkreis von 25 km um „10115“, nach Entfernung sortiert/ })).toBeVisible();
  const grid = page.getByTestId("provider-grid");
  await expect(grid.getByTestId("distance").first()).toContainText(/\d+(,\d)? km entfernt/);
  const km = await distances(page);
  expect(km.length).toBeGreaterThan(1);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(Math.max(...km)).toBeLessThanOrEqual(25);
  // Every result is a Berlin provider (the only seeded city within 25 km).
  for (const city of await grid.locator("article").getByText("Berlin", { exact: true }).all()) await expect(city).toBeVisible();

  // Combinable with a category; an unknown place is a clear message, not an error page.
  await page.goto("/?nahe=Xyzzyhausen&umkreis=10");
  await expect(page.getByRole("heading", { name: "Ort oder Postleitzahl nicht gefunden" })).toBeVisible();
});

test("the map loads only after consent for external content", async ({ page }) => {
  const seen = await watchMapRequests(page);
  await page.goto("/?nahe=Berlin&umkreis=10");
  await hydrated(page);
  const map = page.getByTestId("consent-map");
  await expect(map).toContainText("tile.openstreetmap.org");
  const load = map.getByRole("button", { name: "Karte laden" });
  await expect(load).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.tiles, "no tile request before consent").toEqual([]);
  expect(seen.leaflet, "Leaflet is not loaded before consent").toEqual([]);
  expect(await page.locator(".leaflet-container").count()).toBe(0);

  await load.click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect.poll(() => seen.tiles.length).toBeGreaterThan(0);
  expect(seen.leaflet.length).toBeGreaterThan(0);
  await expect(page.locator(".leaflet-interactive").first()).toBeAttached();
  const consent = (await page.context().cookies()).find((c) => c.name === "hn_consent");
  expect(consent?.value).toMatch(/^v2\.0001\./);

  // A provider page: the consent is remembered, its map with one marker loads by itself.
  const first = page.getByTestId("provider-grid").locator("article a").first();
  await first.click();
  await page.waitForURL(/\/empfehlung\//);
  await expect(page.getByRole("heading", { name: "Auf der Karte" })).toBeVisible();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.locator(".leaflet-interactive")).toHaveCount(1);
});

test("a provider page shows the placeholder without consent and no tile request", async ({ page }) => {
  const seen = await watchMapRequests(page);
  await page.goto("/?nahe=10115&umkreis=5");
  const href = await page.getByTestId("provider-grid").locator("article a").first().getAttribute("href");
  await page.goto(href!);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Auf der Karte" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Karte laden" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(seen.tiles).toEqual([]);
  expect(seen.leaflet).toEqual([]);
});

test("home shows the listed providers on a map on request, loaded only after consent", async ({ page }) => {
  const seen = await watchMapRequests(page);
  await page.goto("/?kategorie=cscs_dispensarys");
  await hydrated(page);
  const cards = await page.getByTestId("provider-grid").locator("article").count();
  expect(cards).toBeGreaterThan(1);
  expect(await page.getByTestId("consent-map").count(), "no map block before the click").toBe(0);
  const toggle = page.getByRole("button", { name: "Auf der Karte zeigen" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Karte ausblenden" })).toHaveAttribute("aria-expanded", "true");
  await page.getByTestId("consent-map").getByRole("button", { name: "Karte laden" }).click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect.poll(() => seen.tiles.length).toBeGreaterThan(0);
  // One marker per listed provider with coordinates (every seeded entry has them; entries other
  // specs create at the same time may not).
  await expect.poll(() => page.locator(".leaflet-interactive").count()).toBeGreaterThan(1);
  expect(await page.locator(".leaflet-interactive").count()).toBeLessThanOrEqual(cards);
});
