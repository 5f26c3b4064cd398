import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes, signIn, startApp } from "./harness";
import { send, type Sessions } from "./client";
import { createFixtures, MATRIX, PASSWORD, ROLES, type Fixtures, type Role } from "./matrix";

let app: Awaited<ReturnType<typeof startApp>>;
let fixtures: Fixtures;
const sessions: Sessions = { anon: null, member: null, other: null, admin: null };

beforeAll(async () => {
  fixtures = await createFixtures();
  app = await startApp();
  sessions.member = await signIn(app.url, "mira@example.com", PASSWORD);
  sessions.other = await signIn(app.url, "otto@example.com", PASSWORD);
  sessions.admin = await signIn(app.url, "ada@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

const allowed = (expected: number | number[]) => (Array.isArray(expected) ? expected : [expected]);
const succeeds = (expected: number | number[]) => allowed(expected).some((s) => s < 400);

describe("authorisation matrix", () => {
  it("knows every route module of app/routes.ts (add new routes to tests/http/matrix.ts)", () => {
    const files = [...new Set(allRoutes().map((r) => r.file))].filter((f) => f !== "root.tsx");
    const unknown = files.filter((f) => !(f in MATRIX));
    const stale = Object.keys(MATRIX).filter((f) => !files.includes(f));
    expect(unknown, "routes without rows in the matrix").toEqual([]);
    expect(stale, "matrix rows of routes that no longer exist").toEqual([]);
  });

  for (const [file, probes] of Object.entries(MATRIX)) {
    for (const probe of probes) {
      it(`${file}: ${probe.label}`, async () => {
        // Refused roles first, so a successful change (e.g. a deletion) comes last.
        const order: Role[] = (probe.only ?? ROLES).slice().sort((a, b) => Number(succeeds(probe.expect[a])) - Number(succeeds(probe.expect[b])));
        const results: string[] = [];
        for (const role of order) {
          // Actions of document routes are called as the browser does (single fetch), so the
          // answer is the action's own verdict and not a loader's redirect.
          const res = await send(app.url, probe, fixtures, sessions[role], { data: probe.method === "POST" && file.endsWith(".tsx") });
          if (probe.stream && res.ok) await res.body?.cancel();
          else await res.arrayBuffer();
          const ok = allowed(probe.expect[role]).includes(res.status);
          if (!ok) results.push(`${role}: got ${res.status}, expected ${allowed(probe.expect[role]).join("/")}`);
        }
        expect(results).toEqual([]);
      });
    }
  }
});
