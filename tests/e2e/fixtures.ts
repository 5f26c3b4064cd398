import { expect, test as base, type Browser, type BrowserContext } from "@playwright/test";
import crypto from "node:crypto";

/**
 * The cookies of a returning visitor who confirmed the age gate and chose 'only necessary' in the
 * cookie banner (app/lib/consent.ts). Every browser context of the e2e tests starts with them, so
 * that the gate and the banner do not cover the pages; tests of the gate and the banner
 * (consent-security.spec.ts) clear them with `context.clearCookies()`.
 */
export async function presetVisitorCookies(context: BrowserContext, baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000") {
  const url = new URL(baseURL).origin;
  await context.addCookies([
    { name: "hn_age", value: "1", url },
    { name: "hn_consent", value: `v1.000.${new Date().toISOString().slice(0, 10)}`, url },
  ]);
}

/** The cookie banner answered with 'analytics' (the ads and popup session ids then last the browser session). */
export async function giveAnalyticsConsent(context: BrowserContext, baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000") {
  await context.addCookies([{ name: "hn_consent", value: `v1.100.${new Date().toISOString().slice(0, 10)}`, url: new URL(baseURL).origin }]);
}

/**
 * The global popup (issue #13) covers the page while one is active. tests/e2e/ads-popup.spec.ts
 * activates one for a moment, so every other test's browser answers GET /api/popup with "none";
 * a test that wants the popup calls `showGlobalPopup(context)`.
 */
const POPUP_API = "**/api/popup";
async function hideGlobalPopup(context: BrowserContext) {
  await context.route(POPUP_API, (route) => (route.request().method() === "GET" ? route.fulfill({ json: { popup: null } }) : route.fallback()));
}
export async function showGlobalPopup(context: BrowserContext) {
  await context.unroute(POPUP_API);
}

/**
 * Every test is a visitor from its own address: the server trusts X-Forwarded-For from the
 * loopback proxy (TRUST_PROXY=loopback), so per-address limits (e.g. 10 sign-ups per hour) apply
 * to each test, not to the whole suite coming from 127.0.0.1.
 */
export const test = base.extend<object, { browser: Browser }>({
  // Every context (the test's own and those of browser.newContext / newPage) gets the visitor
  // cookies, and answers GET /api/popup with "none".
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await presetVisitorCookies(context, options?.baseURL);
        await hideGlobalPopup(context);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, provide) => {
    await hideGlobalPopup(context);
    await provide(context);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const b = crypto.randomBytes(3);
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]! || 1}` });
  },
  // No page may break our Content-Security-Policy (a blocked script, an eval probe, a foreign
  // image): every violation of the test's page fails the test.
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        console.warn(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    page.on("console", (message) => {
      if (message.text().startsWith("CSP violation: ")) violations.push(`${page.url()}: ${message.text()}`);
    });
    await provide(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});

export { expect };
export type { Browser, Page } from "@playwright/test";
