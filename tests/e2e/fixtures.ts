import { expect, test as base } from "@playwright/test";
import crypto from "node:crypto";

/**
 * Every test is a visitor from its own address: the server trusts X-Forwarded-For from the
 * loopback proxy (TRUST_PROXY=loopback), so per-address limits (e.g. 10 sign-ups per hour) apply
 * to each test, not to the whole suite coming from 127.0.0.1.
 */
export const test = base.extend({
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
