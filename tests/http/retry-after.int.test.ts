import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../support/factories";
import { startApp } from "./harness";

/**
 * Every 429 says when to come back (issue #28 item 7): `Retry-After` in whole seconds on the
 * sign-in, magic-link and password-reset limits (the pages' forms and their data requests) and on
 * the limits of the API routes (the map markers'). The unit tests of app/lib/errors.ts and rate-limit.server.ts
 * cover the header of every other 429 (RateLimitError, the upload quota).
 */
const PASSWORD = "Test-Passwort-2026!";
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  await createTestUser({ username: "rita_retry", email: "rita@example.com", password: PASSWORD });
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The seconds of Retry-After (NaN when missing). */
function retryAfter(res: Response): number {
  const value = res.headers.get("retry-after");
  return value && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

describe("Retry-After on every 429", () => {
  it("sign-in: the sixth attempt for one address is refused with Retry-After (form and data request)", async () => {
    const attempt = (path: string) => post(path, { intent: "signin", email: "rita@example.com", password: "Falsches-Passwort-1!" });
    for (let i = 0; i < 5; i++) await (await attempt("/auth.data")).arrayBuffer();
    const data = await attempt("/auth.data");
    await data.arrayBuffer();
    const page = await attempt("/auth");
    await page.arrayBuffer();
    expect([data.status, page.status]).toEqual([429, 429]);
    expect(retryAfter(data)).toBeGreaterThan(0);
    expect(retryAfter(page)).toBeGreaterThan(0);
  });

  it("magic link: the second request within a minute is refused with the time left", async () => {
    const first = await post("/auth.data", { intent: "magiclink", email: "rita@example.com" }, { "x-forwarded-for": "10.0.0.2" });
    await first.arrayBuffer();
    // Another client address than the sign-in test's (whose attempts block that address and e-mail for an hour).
    const second = await post("/auth.data", { intent: "magiclink", email: "rita@example.com" }, { "x-forwarded-for": "10.0.0.2" });
    await second.arrayBuffer();
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(0);
    expect(retryAfter(second)).toBeLessThanOrEqual(60);
  });

  it("password reset: the second request within a minute is refused with the time left", async () => {
    const first = await post("/forgot-password.data", { email: "rita@example.com" });
    await first.arrayBuffer();
    const second = await post("/forgot-password.data", { email: "rita@example.com" });
    await second.arrayBuffer();
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(0);
    expect(retryAfter(second)).toBeLessThanOrEqual(60);
  });

  it("an API limit (map markers: 120 a minute per client address)", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 121; i++) {
      last = await fetch(`${app.url}/api/providers/nearby?lat=52.52&lng=13.4&radius=25`, { headers: { "x-forwarded-for": "10.0.0.3" } });
      await last.arrayBuffer();
    }
    expect(last!.status).toBe(429);
    expect(retryAfter(last!)).toBeGreaterThan(0);
    expect(retryAfter(last!)).toBeLessThanOrEqual(60);
  });
});
