import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { createTestUser } from "../support/factories";
import { startApp } from "./harness";

/**
 * better-auth's session cookie cache (issue #27): a member's request takes the session from the
 * signed cache cookie instead of the database, but a revoked or expired session ends at once,
 * because the viewer's one query checks that the session still exists.
 */
let app: Awaited<ReturnType<typeof startApp>>;
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  await createTestUser({ email: "cache@example.com", password: PASSWORD, username: "cache_mitglied" });
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

/** Signs in through the form and keeps every cookie it sets (the session token and its cache). */
async function signInWithCache(): Promise<string> {
  const res = await fetch(`${app.url}/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email: "cache@example.com", password: PASSWORD }).toString(),
    redirect: "manual",
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  expect(cookies.some((c) => c.startsWith("better-auth.session_data="))).toBe(true);
  return cookies.join("; ");
}

const signedIn = async (cookie: string) => (await (await fetch(`${app.url}/favorites`, { headers: { cookie }, redirect: "manual" })).status) === 200;

describe("the session cookie cache", () => {
  it("serves a member from the cache cookie and ends a revoked session at once", async () => {
    const cookie = await signInWithCache();
    expect(await signedIn(cookie)).toBe(true);
    // Revoked elsewhere (e.g. 'Überall abmelden' or an admin): the cache cookie is still fresh.
    await db.execute(sql`delete from session where user_id = (select id from "user" where email = 'cache@example.com')`);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ends an expired session although its cache cookie is fresh", async () => {
    const cookie = await signInWithCache();
    expect(await signedIn(cookie)).toBe(true);
    await db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = (select id from "user" where email = 'cache@example.com')`,
    );
    expect(await signedIn(cookie)).toBe(false);
  });
});
