import fc from "fast-check";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes, dataFingerprint, signIn, startApp } from "./harness";
import { englishIn, germanAnswer, send } from "./client";
import { createFixtures, MATRIX, PASSWORD, type Body, type Fixtures, type Probe } from "./matrix";
import { rawRequest } from "./raw";

/**
 * Garbage to every action and API route, as an anonymous visitor and as a member: oversized,
 * JSON and broken multipart bodies, other methods, NUL bytes and invalid UTF-8 in every field,
 * 100,000-character fields, prototype-polluting keys and random text. Never a 5xx, always a
 * German answer (no English word in any 4xx or 5xx: `englishIn` of ./client.ts), and the data
 * unchanged. Then (issue #28) raw requests fetch cannot send (absolute-form targets, no Host,
 * malformed addresses, garbage), prototype keys in every category and label lookup, and a POST to
 * every route without action (405 with `Allow: GET, HEAD`).
 */
let app: Awaited<ReturnType<typeof startApp>>;
let fixtures: Fixtures;
let memberCookie: string;
let adminCookie: string;
let otherCookie: string;
/** Figures of the closing note of issue #28, printed after the run. */
const figures = { requests: 0, fiveHundreds: [] as string[], english: [] as string[] };

/** Counts an answer of the issue-28 battery and returns its problems (5xx, English, not German). */
async function judge(label: string, res: { status: number; type: string; body: string }, expected?: (status: number) => boolean): Promise<string[]> {
  figures.requests++;
  const problems: string[] = [];
  if (res.status >= 500 || res.status === 0) {
    figures.fiveHundreds.push(`${label}: ${res.status}`);
    problems.push(`${label}: ${res.status} ${res.body.slice(0, 160)}`);
  }
  if (res.status >= 400) {
    const english = englishIn(res.type, res.body);
    if (english) {
      figures.english.push(`${label}: ${english}`);
      problems.push(`${label}: English ${english}`);
    }
    const answer = await germanAnswer(new Response(res.body, { status: res.status, headers: { "content-type": res.type } }));
    if (!answer.ok) problems.push(`${label}: ${res.status} not a German answer: ${answer.detail}`);
  }
  if (expected && !expected(res.status)) problems.push(`${label}: unexpected status ${res.status}`);
  return problems;
}

type Attack = { name: string; expect4xx: boolean; run: (cookie: string | null) => Promise<Response> };

const BIG = "a".repeat(100_000);
const MB7 = new Uint8Array(7 * 1024 * 1024).fill(97);

function fieldNames(probe: Probe): string[] {
  return Object.keys(probe.body?.(fixtures) ?? {});
}

function urlencoded(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

function attacks(probe: Probe, document: boolean): Attack[] {
  const valid = probe.body?.(fixtures) ?? {};
  const raw = (body: BodyInit, type: string) => (cookie: string | null) =>
    send(app.url, probe, fixtures, cookie, { body, headers: { "content-type": type }, data: document });
  const list: Attack[] = [
    { name: "oversized urlencoded body", expect4xx: true, run: raw("x=" + "a".repeat(300 * 1024), "application/x-www-form-urlencoded") },
    { name: "oversized multipart body", expect4xx: true, run: raw(new Blob([MB7]), "multipart/form-data; boundary=zzz") },
    { name: "broken multipart", expect4xx: true, run: raw("--zzz\r\nContent-Disposition: form-data\r\n\r\nkaputt", "multipart/form-data; boundary=zzz") },
    { name: "PUT", expect4xx: true, run: (cookie) => send(app.url, probe, fixtures, cookie, { method: "PUT", data: document }) },
    { name: "DELETE", expect4xx: true, run: (cookie) => send(app.url, probe, fixtures, cookie, { method: "DELETE", data: document }) },
    {
      name: "prototype pollution keys",
      expect4xx: true,
      run: raw("__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&__proto__=x", "application/x-www-form-urlencoded"),
    },
  ];
  list.push(
    probe.json
      ? { name: "a form body to a JSON route", expect4xx: true, run: raw("a=1", "application/x-www-form-urlencoded") }
      : { name: "a JSON body to a form route", expect4xx: true, run: raw(JSON.stringify(valid), "application/json") },
  );
  for (const field of fieldNames(probe)) {
    const encodedValid = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, encodeURIComponent(Array.isArray(v) ? (v[0] ?? "") : v)]));
    if (probe.json) {
      list.push({ name: `NUL in JSON ${field}`, expect4xx: true, run: raw(JSON.stringify({ ...valid, [field]: "a\u0000b" }), "application/json") });
      list.push({ name: `100k characters in JSON ${field}`, expect4xx: true, run: raw(JSON.stringify({ ...valid, [field]: BIG }), "application/json") });
      continue;
    }
    const type = "application/x-www-form-urlencoded";
    list.push({ name: `NUL in ${field}`, expect4xx: true, run: raw(urlencoded({ ...encodedValid, [field]: "a%00b" }), type) });
    list.push({ name: `invalid UTF-8 in ${field}`, expect4xx: true, run: raw(urlencoded({ ...encodedValid, [field]: "%FF%FE" }), type) });
    list.push({ name: `100k characters in ${field}`, expect4xx: false, run: raw(urlencoded({ ...encodedValid, [field]: BIG }), type) });
  }
  return list;
}

/** A redirect of an anonymous visitor to the sign-in page is a refusal too. */
function toSignIn(res: Response) {
  return res.status >= 300 && res.status < 400 && (res.headers.get("location") ?? "").startsWith("/auth");
}

/** POST probes of the matrix, once per route module and body shape. */
const targets = Object.entries(MATRIX).flatMap(([file, probes]) => probes.filter((p) => p.method === "POST").map((p) => ({ file, probe: p })));

// Random text (fast-check) after all fixed attacks: random input may be valid and change the
// fixtures (e.g. a member's username), which must not disturb the attacks above.
/** Field names of a probe's body, known before the fixtures exist (the values do not matter). */
function fieldNamesAtCollection(probe: Probe): string[] {
  const anything: unknown = new Proxy(() => "", { get: (_t, key) => (key === Symbol.toPrimitive ? () => "" : anything) });
  return Object.keys(probe.body?.(anything as Fixtures) ?? {});
}

// ---------------------------------------------------------------- issue #28: requests fetch cannot send

const PROTOTYPE_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "__defineGetter__", "valueOf"];
const ok = (s: number) => s === 200;
const refused = (s: number) => s >= 400 && s < 500;

/** Route modules of app/routes.ts without an action (a text check of the module's exports). */
function hasAction(file: string): boolean {
  const source = fs.readFileSync(path.resolve("app", file), "utf8");
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/.test(source);
}

/** A concrete address of a route path: parameters filled with fixture values, a splat with a word. */
function concretePath(routePath: string): string {
  const values: Record<string, string> = {
    key: fixtures.memberProvider.slug ?? fixtures.memberProvider.id,
    userId: fixtures.member.id,
    slug: fixtures.article.slug,
    username: "mira-member",
    contestId: fixtures.contest.id,
    historyId: crypto.randomUUID(),
    tab: "gibt-es-nicht",
  };
  return routePath
    .split("/")
    .map((part) => {
      if (part === "*") return "irgendwas";
      if (!part.startsWith(":")) return part;
      if (part === ":key.txt") return "abcdef123456.txt";
      return Object.hasOwn(values, part.slice(1)) ? values[part.slice(1)]! : "x";
    })
    .join("/")
    .replace(/^\/?/, "/");
}

/**
 * Registers shard `shard` (0-based) of `shards`: every shard starts its own app on its own test
 * database and takes every `shards`-th POST probe; the raw-request and 405 batteries go to the
 * second and third shard. The shards are files of their own (fuzz-1 to fuzz-3), so Vitest's workers
 * share the load instead of one worker running the whole battery.
 */
export function registerFuzz(shard: number, shards: number) {
  const shardTargets = targets.filter((_, i) => i % shards === shard);
  beforeAll(async () => {
    fixtures = await createFixtures();
    app = await startApp();
    memberCookie = await signIn(app.url, "mira@example.com", PASSWORD);
    adminCookie = await signIn(app.url, "ada@example.com", PASSWORD);
    otherCookie = await signIn(app.url, "otto@example.com", PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    console.log(
      `issue #28 figures: ${figures.requests} requests of the issue-28 battery, ${figures.fiveHundreds.length} answered 5xx, ${figures.english.length} English` +
        (figures.fiveHundreds.length + figures.english.length ? `: ${[...figures.fiveHundreds, ...figures.english].join("; ")}` : ""),
    );
  });

  describe("fuzzing every action and API route", () => {
    for (const { file, probe } of shardTargets) {
      it(`${file}: ${probe.label}`, async () => {
        const problems: string[] = [];
        for (const [role, cookie] of [
          ["anon", null],
          ["member", memberCookie],
        ] as const) {
          const before = await dataFingerprint();
          for (const attack of attacks(probe, file.endsWith(".tsx"))) {
            const res = await attack.run(cookie);
            const answer = await germanAnswer(res);
            if (res.status >= 500) problems.push(`${role} ${attack.name}: ${res.status} ${answer.detail}`);
            else if (attack.expect4xx && res.status < 400 && res.status !== 204 && !toSignIn(res))
              problems.push(`${role} ${attack.name}: accepted with ${res.status}`);
            else if (!answer.ok) problems.push(`${role} ${attack.name}: ${res.status} not a German answer: ${answer.detail}`);
          }
          const after = await dataFingerprint();
          const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
          if (changed.length) problems.push(`${role}: data changed in ${changed.join(", ")}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });

  describe("random text in every field", () => {
    for (const { file, probe } of shardTargets) {
      const fields = fieldNamesAtCollection(probe);
      if (fields.length === 0 || probe.json) continue;
      it(`${file}: ${probe.label}`, async () => {
        for (const cookie of [null, memberCookie]) {
          await fc.assert(
            fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), fc.string({ unit: "binary", maxLength: 200 }), { minKeys: 1 }), async (values: Body) => {
              const res = await send(app.url, probe, fixtures, cookie, {
                fields: { ...(probe.body?.(fixtures) ?? {}), ...values, intent: "fuzz-unknown-intent" },
                data: file.endsWith(".tsx"),
              });
              await res.arrayBuffer();
              return res.status < 500;
            }),
            { numRuns: 8 },
          );
        }
      });
    }
  });

  if (shard === 1 % shards) {
    describe("raw requests (issue #28 items 3 and 5)", () => {
      it("absolute-form targets, no Host, malformed addresses and garbage get German answers, never a 5xx", async () => {
        const host = new URL(app.url).host;
        const cases: { label: string; head: string; body?: string; expect: (status: number) => boolean }[] = [
          { label: "absolute-form target of another host", head: "GET http://other.example/ HTTP/1.1\r\nHost: other.example\r\n\r\n", expect: ok },
          {
            label: "absolute-form target with a path and query",
            head: `GET http://other.example/blog?sortierung=neu HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: ok,
          },
          {
            label: "absolute-form target https with port",
            head: `GET https://other.example:8443/gutscheincodes HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: ok,
          },
          {
            label: "absolute-form POST",
            head: `POST http://other.example/api/favorites HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n\r\n`,
            body: "a=1",
            expect: refused,
          },
          { label: "HTTP/1.0 without Host", head: "GET / HTTP/1.0\r\n\r\n", expect: ok },
          { label: "HTTP/1.0 page without Host", head: "GET /blog HTTP/1.0\r\n\r\n", expect: ok },
          { label: "HTTP/1.1 without Host", head: "GET / HTTP/1.1\r\n\r\n", expect: (s) => s === 400 },
          { label: "empty Host", head: "GET / HTTP/1.1\r\nHost:\r\n\r\n", expect: (s) => s === 200 || s === 400 },
          { label: "Host with a path", head: "GET / HTTP/1.1\r\nHost: evil.example/x?y#z\r\n\r\n", expect: ok },
          { label: "malformed percent-encoding", head: `GET /%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n\r\n`, expect: (s) => s === 400 },
          {
            label: "invalid UTF-8 in a provider address",
            head: `GET /empfehlung/%FF%FE HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n\r\n`,
            expect: (s) => s === 400,
          },
          { label: "malformed address of a static file", head: `GET /assets/%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 400 },
          { label: "malformed address of a locale file", head: `GET /locales/de/%FF.json HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 400 },
          { label: "malformed address, data request", head: `GET /empfehlung/%FF%FE.data HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 400 },
          { label: "malformed query", head: `GET /?q=%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 400 },
          { label: "asterisk-form target", head: `GET * HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 400 },
          { label: "OPTIONS *", head: `OPTIONS * HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 204 || s === 400 },
          { label: "garbage request line", head: "HALLO WELT\r\n\r\n", expect: (s) => s === 400 },
          { label: "binary garbage", head: "\u0000\u0001\u0002\u00ff\r\n\r\n", expect: (s) => s === 400 },
          { label: "unknown method", head: `BREW / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: refused },
          { label: "TRACE", head: `TRACE / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 405 },
          {
            label: "header of 20 KB",
            head: `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Gross: ${"a".repeat(20_000)}\r\n\r\n`,
            expect: (s) => s === 431 || s === 200,
          },
          { label: "headers of 100 KB", head: `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Riesig: ${"a".repeat(100_000)}\r\n\r\n`, expect: (s) => s === 431 },
          {
            label: "two Content-Length headers",
            head: `POST /api/favorites HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n`,
            body: "a=1",
            expect: (s) => s === 400,
          },
          {
            label: "a bad chunked body",
            head: `POST /api/favorites HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
            body: "zz\r\nkaputt\r\n",
            expect: refused,
          },
          { label: "data request of a resource route", head: `GET /api/favorites.data HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: refused },
          {
            label: "data request with unknown routes",
            head: `GET /blog.data?_routes=routes%2Fgibt-es-nicht HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: (s) => s < 500,
          },
          { label: "root data request", head: `GET /_root.data HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: ok },
          {
            label: "better-auth: foreign callbackURL",
            head: `GET /api/auth/verify-email?token=abc&callbackURL=http%3A%2F%2Fevil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: refused,
          },
          {
            label: "better-auth: foreign callbackURL of a magic link",
            head: `GET /api/auth/magic-link/verify?token=abc&callbackURL=%2F%2Fevil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: refused,
          },
          {
            label: "better-auth: reset link with a foreign callbackURL",
            head: `GET /api/auth/reset-password/abc?callbackURL=http%3A%2F%2Fevil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: refused,
          },
          {
            label: "better-auth: foreign callbackURL with a session cookie",
            head: `GET /api/auth/verify-email?token=abc&callbackURL=https%3A%2F%2Fevil.example HTTP/1.1\r\nHost: ${host}\r\nCookie: ${memberCookie}\r\n\r\n`,
            expect: refused,
          },
          {
            label: "better-auth: foreign errorCallbackURL",
            head: `GET /api/auth/magic-link/verify?token=abc&callbackURL=%2Fauth%2Fcallback&errorCallbackURL=https%3A%2F%2Fevil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: refused,
          },
          {
            label: "better-auth: backslash callbackURL",
            head: `GET /api/auth/verify-email?token=abc&callbackURL=%2F%5Cevil.example HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: refused,
          },
          { label: "better-auth: verification without token", head: `GET /api/auth/verify-email HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: refused },
          {
            label: "better-auth: a bad verification token",
            head: `GET /api/auth/verify-email?token=abc HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
            expect: (s) => s < 500,
          },
          { label: "media file that does not exist", head: `GET /media/avatars/gibt-es-nicht.png HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: (s) => s === 404 },
          { label: "media path traversal", head: `GET /media/..%2F..%2Fauth-secret HTTP/1.1\r\nHost: ${host}\r\n\r\n`, expect: refused },
        ];
        const problems: string[] = [];
        for (const c of cases) {
          const res = await rawRequest(app.url, c.head, { body: c.body, waitMs: 5_000 });
          problems.push(...(await judge(c.label, { status: res.status, type: res.headers["content-type"] ?? "", body: res.body }, c.expect)));
        }
        expect(problems).toEqual([]);
      });

      it("prototype keys in every category, label and place lookup: a German answer, never a 5xx", async () => {
        const problems: string[] = [];
        const get = async (label: string, url: string, expected: (s: number) => boolean, cookie?: string) => {
          const res = await fetch(`${app.url}${url}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
          problems.push(...(await judge(label, { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() }, expected)));
        };
        for (const key of PROTOTYPE_KEYS) {
          const k = encodeURIComponent(key);
          await get(`home ?kategorie=${key}`, `/?kategorie=${k}`, ok);
          await get(`home data ?kategorie=${key}`, `/_root.data?kategorie=${k}`, ok);
          await get(`home ?nahe=${key}`, `/?nahe=${k}`, ok);
          await get(`home ?land=${key}`, `/?land=${k}&stadt=${k}`, ok);
          await get(`map markers kategorie=${key}`, `/api/providers/nearby?lat=52.52&lng=13.4&radius=25&kategorie=${k}`, (s) => s === 400);
          await get(`suggestions q=${key}`, `/api/suggest?q=${k}&feld=wo`, ok);
          await get(`suggestions feld=${key}`, `/api/suggest?q=${k}&feld=${k}`, (s) => s === 400);
          await get(`home ?sortierung=${key}`, `/?sortierung=${k}&aufnahme=${k}`, ok);
          await get(`auth callback ?error=${key}`, `/auth/callback?error=${k}`, ok);
          await get(`auth callback ?type=${key}`, `/auth/callback?type=${k}&error=${k}`, ok);
          await get(`blog ?sortierung=${key}`, `/blog?sortierung=${k}&kategorie=${k}`, ok);
          await get(`coupons ?kategorie=${key}`, `/gutscheincodes?kategorie=${k}&sortierung=${k}`, ok);
          await get(`contests ?filter=${key}`, `/contests?filter=${k}`, ok);
          await get(`admin providers ?kategorie=${key}`, `/admin/providers?status=${k}&sortierung=${k}&kategorie=${k}`, ok, adminCookie);
          await get(`admin tab ${key}`, `/admin/${k}`, (s) => s === 404, adminCookie);
          await get(`admin ?tab=${key}`, `/admin?tab=${k}`, (s) => s < 400, adminCookie);
          await get(`admin contests ?ansicht=${key}`, `/admin/contests?ansicht=${k}&status=${k}`, ok, adminCookie);
          await get(`admin ads ?tab=${key}`, `/admin/ads?tab=${k}&tage=${k}`, ok, adminCookie);
          await get(`admin analytics ?tab=${key}`, `/admin/analytics?zeitraum=${k}&tab=${k}`, ok, adminCookie);
          await get(`admin users ?filter=${key}`, `/admin/user-management?filter=${k}&sortierung=${k}`, ok, adminCookie);
          await get(`admin search ?q=${key}`, `/admin/suche?q=${k}`, ok, adminCookie);
          await get(`Benutzerakte ${key}`, `/admin/user-management/${k}`, (s) => s === 404, adminCookie);
        }
        await get(
          "admin search with a term of 3,000 characters and LIKE wildcards",
          `/admin/suche?q=${encodeURIComponent("%_\\".repeat(1000))}`,
          ok,
          adminCookie,
        );
        const base = {
          name: "Prototyp Laden",
          description: "Ein Laden mit einer Beschreibung, die lang genug ist. ".repeat(6),
          countryCode: "DE",
          city: "Berlin",
          address: "Hauptstraße 1",
        };
        for (const key of PROTOTYPE_KEYS) {
          // The other member: the member's submissions of the battery above used up its form limit.
          const res = await send(app.url, { method: "POST", path: () => "/add-provider", body: () => ({ ...base, category: key }) }, fixtures, otherCookie, {
            data: true,
          });
          problems.push(
            ...(await judge(
              `add provider category=${key}`,
              { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() },
              (s) => s === 400,
            )),
          );
          const create = await send(
            app.url,
            { method: "POST", path: () => "/admin/providers", body: () => ({ intent: "create", ...base, category: key }) },
            fixtures,
            adminCookie,
            { data: true },
          );
          problems.push(
            ...(await judge(
              `admin create category=${key}`,
              { status: create.status, type: create.headers.get("content-type") ?? "", body: await create.text() },
              (s) => s === 400,
            )),
          );
          const edit = await send(
            app.url,
            {
              method: "POST",
              json: true,
              path: (f) => `/api/providers/${f.otherProvider.id}`,
              body: () => ({ ...base, category: key, categories: [key], status: "approved", imageUrls: [] }),
            },
            fixtures,
            adminCookie,
          );
          problems.push(
            ...(await judge(
              `admin edit categories=[${key}]`,
              { status: edit.status, type: edit.headers.get("content-type") ?? "", body: await edit.text() },
              (s) => s === 400,
            )),
          );
        }
        expect(problems).toEqual([]);
      });
    });
  }

  if (shard === 2 % shards) {
    describe("writes to routes without action (issue #28 item 5)", () => {
      it("answer 405 with Allow: GET, HEAD and a German text (page, data request; POST, PUT, PATCH, DELETE)", async () => {
        const routes = allRoutes().filter((r) => r.path !== undefined && r.file !== "root.tsx" && !hasAction(r.file));
        expect(routes.length).toBeGreaterThan(20);
        const problems: string[] = [];
        for (const route of routes) {
          const url = concretePath(route.path!).replace(/\[([^\]]+)\]/g, "$1");
          const targets = route.file.endsWith(".tsx") ? [url, `${url === "/" ? "/_root" : url.replace(/\/$/, "")}.data`] : [url];
          for (const target of targets) {
            for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
              if (method !== "POST" && target.endsWith(".data")) continue;
              const res = await fetch(`${app.url}${target}`, {
                method,
                headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
                body: "a=1",
                redirect: "manual",
              });
              const label = `${method} ${target} (${route.file})`;
              problems.push(
                ...(await judge(label, { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() }, (s) => s === 405)),
              );
              if (res.status === 405 && res.headers.get("allow") !== "GET, HEAD") problems.push(`${label}: Allow ${res.headers.get("allow")}`);
            }
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
