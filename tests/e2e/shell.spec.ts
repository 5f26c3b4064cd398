import { expect, test } from "./fixtures";
import { hydrated } from "./support";

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/diese-seite-gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("/diese-seite-gibt-es-nicht/wirklich")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex,\s*follow/);
  // The spec's popular links (contests exist since issue #15).
  for (const href of ["/blog", "/add-provider", "/contests"]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});

test("pages carry the security headers and a nonce on inline scripts", async ({ page }) => {
  const response = await page.goto("/privacy");
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"]!)![1];
  // Every inline script of the server-rendered document carries the nonce (checked in the raw HTML).
  const html = await (await page.request.get("/privacy")).text();
  const htmlNonce = /<script[^>]*nonce="([^"]+)"/.exec(html)?.[1];
  expect(htmlNonce).toBeTruthy();
  const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${htmlNonce}"`);
  expect(nonce).toBeTruthy();
});

test("the header on a 390 px viewport shows the mobile layout", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  await expect(page.getByTestId("mobile-header")).toBeVisible();
  await expect(page.getByTestId("desktop-header")).toBeHidden();
  await page.getByTestId("mobile-header").locator("summary", { hasText: "Menü" }).click();
  await expect(page.getByTestId("mobile-header").getByRole("link", { name: "Registrieren" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("desktop-header")).toBeVisible();
  await expect(page.getByTestId("mobile-header")).toBeHidden();
});

test("healthz checks the database", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
});

test("a tap on a link whose page answers slowly shows a progress bar along the top until the page is there", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // The next page's data comes late, as on a slow phone connection.
  await page.route(/\/empfehlung\/[^/?]+\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Seite wird geladen" });
  await expect(bar).toHaveCount(0);
  await page.locator("[data-testid=provider-grid] article").first().getByRole("heading").getByRole("link").click();
  // The tap is acknowledged while the old page is still shown.
  await expect(bar).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.width).toBe(page.viewportSize()!.width);
  await page.waitForURL(/\/empfehlung\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("the site can be put on a phone's home screen: Chromium reads the manifest without errors and finds nothing missing", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  // A test browser is always private ('in-incognito'); nothing else may keep the site from being installed.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
});
