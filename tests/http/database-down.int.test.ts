import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, setDatabase } from "~/lib/db.server";
import { UNAVAILABLE_ERROR } from "~/lib/errors";
import type { Database } from "~db/types";
import { createTestProvider, createTestUser } from "../support/factories";
import { germanAnswer } from "./client";
import { signIn, startApp } from "./harness";

/**
 * The database goes away (issue #28 item 2), on the embedded database: what applies there is a
 * closed PGlite ('PGlite is closed', e.g. during a shutdown). Pages, API routes, data requests and
 * actions answer 503 with Retry-After and a German text, never a 500, and the site answers again
 * as soon as the database is back. The PostgreSQL variant (refused connections, statement timeout)
 * is tests/multi/database-down.int.test.ts.
 */
const PASSWORD = "Test-Passwort-2026!";
let app: Awaited<ReturnType<typeof startApp>>;
let cookie: string;
let providerId: string;

beforeAll(async () => {
  await createTestUser({ username: "dora_down", email: "dora@example.com", password: PASSWORD });
  providerId = (await createTestProvider({ name: "Ausfall Club", slug: "ausfall-club" })).id;
  app = await startApp();
  cookie = await signIn(app.url, "dora@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

/** The database this file's tests run on (the process-wide holder of app/lib/db.server.ts). */
function currentDatabase(): { db: Database; close?: () => Promise<void> } {
  const holder = (globalThis as { __hanfnetzDb?: { current?: Database; close?: () => Promise<void> } }).__hanfnetzDb!;
  return { db: holder.current!, close: holder.close };
}

describe("the database is gone (PGlite closed)", () => {
  it("answers 503 with Retry-After and a German answer everywhere, then recovers on its own", async () => {
    const working = currentDatabase();
    const closed = await openPglite();
    await closed.close();
    const requests: { name: string; run: () => Promise<Response> }[] = [
      { name: "a page", run: () => fetch(`${app.url}/empfehlung/ausfall-club`, { headers: { accept: "text/html" } }) },
      { name: "the home page", run: () => fetch(`${app.url}/?q=ausfall`, { headers: { accept: "text/html" } }) },
      { name: "a page's data (client navigation)", run: () => fetch(`${app.url}/blog.data`) },
      { name: "an API route", run: () => fetch(`${app.url}/api/providers/nearby?lat=52.52&lng=13.4&radius=25`) },
      { name: "a signed-in page", run: () => fetch(`${app.url}/favorites`, { headers: { cookie, accept: "text/html" } }) },
      {
        name: "an action",
        run: () =>
          fetch(`${app.url}/api/favorites`, {
            method: "POST",
            headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ providerId, favorite: "1" }).toString(),
          }),
      },
    ];
    const problems: string[] = [];
    setDatabase(closed.db, async () => {});
    try {
      for (const r of requests) {
        const res = await r.run();
        const text = await res.clone().text();
        const answer = await germanAnswer(res);
        if (res.status !== 503) problems.push(`${r.name}: ${res.status} ${text.slice(0, 120)}`);
        if (!/^\d+$/.test(res.headers.get("retry-after") ?? "")) problems.push(`${r.name}: no Retry-After`);
        if (!answer.ok) problems.push(`${r.name}: not a German answer: ${answer.detail}`);
        if ((res.headers.get("content-type") ?? "").includes("json") && !text.includes(UNAVAILABLE_ERROR)) problems.push(`${r.name}: ${text.slice(0, 120)}`);
      }
    } finally {
      setDatabase(working.db, working.close);
    }
    expect(problems).toEqual([]);
    // Back: the same requests are answered again, without a restart.
    expect((await fetch(`${app.url}/empfehlung/ausfall-club`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/providers/nearby?lat=52.52&lng=13.4&radius=25`)).status).toBe(200);
  });
});
