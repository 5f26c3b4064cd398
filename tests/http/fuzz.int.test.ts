import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFingerprint, signIn, startApp } from "./harness";
import { germanAnswer, send } from "./client";
import { createFixtures, MATRIX, PASSWORD, type Body, type Fixtures, type Probe } from "./matrix";

/**
 * Garbage to every action and API route, as an anonymous visitor and as a member: oversized,
 * JSON and broken multipart bodies, other methods, NUL bytes and invalid UTF-8 in every field,
 * 100,000-character fields, prototype-polluting keys and random text. Never a 5xx, always a
 * German answer, and the data unchanged.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let fixtures: Fixtures;
let memberCookie: string;

beforeAll(async () => {
  fixtures = await createFixtures();
  app = await startApp();
  memberCookie = await signIn(app.url, "mira@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

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
    { name: "prototype pollution keys", expect4xx: true, run: raw("__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&__proto__=x", "application/x-www-form-urlencoded") },
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

describe("fuzzing every action and API route", () => {
  for (const { file, probe } of targets) {
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
          else if (attack.expect4xx && res.status < 400 && res.status !== 204 && !toSignIn(res)) problems.push(`${role} ${attack.name}: accepted with ${res.status}`);
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

// Random text (fast-check) after all fixed attacks: random input may be valid and change the
// fixtures (e.g. a member's username), which must not disturb the attacks above.
/** Field names of a probe's body, known before the fixtures exist (the values do not matter). */
function fieldNamesAtCollection(probe: Probe): string[] {
  const anything: unknown = new Proxy(() => "", { get: (_t, key) => (key === Symbol.toPrimitive ? () => "" : anything) });
  return Object.keys(probe.body?.(anything as Fixtures) ?? {});
}

describe("random text in every field", () => {
  for (const { file, probe } of targets) {
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
