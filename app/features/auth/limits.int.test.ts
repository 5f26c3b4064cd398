import { and, eq } from "drizzle-orm";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loginLogs, rateLimits, user } from "~db/schema";
import { auth, CLIENT_IP_HEADER, getViewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { emailRateKey, RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { linkIn, mailsTo } from "../../../tests/support/mail";
import { withRateLimitsDown } from "../../../tests/support/rate-limits";
import { formatWait, requestPasswordReset, SIGN_IN_MESSAGES, signInWithPassword, signUpWithPassword } from "./auth.server";

/** Issue #7 section 2 (abuse limits) and issue #8 item 13 (login method), at their boundaries. */

const PW = "Sehr-Sicheres-Passwort1!";
const WRONG = "Falsches-Passwort-9!";
let ipCounter = 1;
const freshIp = () => `10.7.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
function req(ip = freshIp(), body?: Record<string, string>) {
  const headers = new Headers({ "user-agent": "vitest-agent", [CLIENT_IP_HEADER]: ip });
  return new Request("http://localhost:3000/auth", { method: "POST", headers, body: body ? new URLSearchParams(body) : undefined });
}
const outbox = () => path.resolve(env().DATA_DIR, "mail");
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function signUpAndVerify(email: string) {
  expect((await signUpWithPassword(req(), { email, password: PW })).ok).toBe(true);
  const link = linkIn(mailsTo(outbox(), email).at(-1)!.text, "/api/auth/verify-email");
  const res = await auth().handler(new Request(link, { headers: { [CLIENT_IP_HEADER]: freshIp() }, redirect: "manual" }));
  expect(res.status).toBe(302);
  return res;
}

describe("sign-up limits (issue #7)", () => {
  it("allows 10 sign-ups per client address and hour and refuses the 11th", async () => {
    const ip = "10.99.0.1";
    for (let i = 1; i <= 10; i++) {
      const res = await signUpWithPassword(req(ip), { email: `viele-${i}@example.com`, password: PW });
      expect(res.ok, `sign-up ${i}`).toBe(true);
    }
    const eleventh = await signUpWithPassword(req(ip), { email: "viele-11@example.com", password: PW });
    expect(eleventh).toMatchObject({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE });
    expect(await db.select().from(user).where(eq(user.email, "viele-11@example.com"))).toHaveLength(0);
    expect((await signUpWithPassword(req("10.99.0.2"), { email: "viele-11@example.com", password: PW })).ok).toBe(true);
  });

  it("sends at most one sign-up mail per address in 10 minutes; the answer stays the same", async () => {
    const email = "sieben@example.com";
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await signUpWithPassword(req(), { email, password: PW }));
    expect(answers.map((a) => [a.ok, a.status, a.message])).toEqual(Array(7).fill([true, 200, "Registrierung erfolgreich"]));
    const mails = mailsTo(outbox(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/api/auth/verify-email");

    // Ten minutes later the owner gets the 'existing account' mail, once.
    await db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(rateLimits.actionType, "signup_mail"), eq(rateLimits.key, emailRateKey(email))));
    await signUpWithPassword(req(), { email, password: PW });
    await signUpWithPassword(req(), { email, password: PW });
    const after = mailsTo(outbox(), email);
    expect(after).toHaveLength(2);
    expect(after[1]!.text).toContain("Du hast bereits ein Konto");
  });
});

describe("sign-in limits (issue #7)", () => {
  it("per account across addresses: 4 failures cost nothing, the 5th starts a growing delay; the owner gets back in", async () => {
    const email = "ziel@example.com";
    await signUpAndVerify(email);
    for (let i = 1; i <= 4; i++) {
      expect((await signInWithPassword(req(), { email, password: WRONG })).message, `failure ${i}`).toBe("Ungültige Anmeldedaten");
    }
    expect((await signInWithPassword(req(), { email, password: WRONG })).message).toBe("Ungültige Anmeldedaten");
    // Even the right password from yet another address waits now.
    const delayed = await signInWithPassword(req(), { email, password: PW });
    expect(delayed).toMatchObject({ ok: false, status: 429, message: SIGN_IN_MESSAGES.accountDelay("2 Sekunden") });
    expect(delayed.headers.get("Retry-After")).toBe("2");
    // Another account from the same addresses is not affected.
    expect((await signInWithPassword(req(), { email: "anderes@example.com", password: WRONG })).status).toBe(401);

    await db
      .update(rateLimits)
      .set({ blockedUntil: new Date(Date.now() - 1) })
      .where(and(eq(rateLimits.actionType, "login_failure_account"), eq(rateLimits.key, emailRateKey(email))));
    expect((await signInWithPassword(req(), { email, password: WRONG })).status).toBe(401);
    const longer = await signInWithPassword(req(), { email, password: PW });
    expect(longer.message).toBe(SIGN_IN_MESSAGES.accountDelay("4 Sekunden"));

    await db
      .update(rateLimits)
      .set({ blockedUntil: new Date(Date.now() - 1) })
      .where(and(eq(rateLimits.actionType, "login_failure_account"), eq(rateLimits.key, emailRateKey(email))));
    expect((await signInWithPassword(req(), { email, password: PW })).ok).toBe(true);
    // A successful sign-in clears the account's failures.
    const rows = await db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.actionType, "login_failure_account"), eq(rateLimits.key, emailRateKey(email))));
    expect(rows).toHaveLength(0);
  });

  it("per client address across accounts (spraying): 20 failed sign-ins pass, then the address is blocked", async () => {
    const email = "spray-ziel@example.com";
    await signUpAndVerify(email);
    const ip = "10.98.0.1";
    for (let i = 1; i <= 20; i++) {
      const res = await signInWithPassword(req(ip), { email: `konto-${i}@example.com`, password: WRONG });
      expect(res.status, `failure ${i}`).toBe(401);
    }
    const blocked = await signInWithPassword(req(ip), { email, password: PW });
    expect(blocked).toMatchObject({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE });
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect((await signInWithPassword(req("10.98.0.2"), { email, password: PW })).ok).toBe(true);
  });

  it("fails closed for sign-in and password reset when the rate-limit check fails; sign-up stays open", async () => {
    const email = "geschlossen@example.com";
    await signUpAndVerify(email);
    const before = mailsTo(outbox(), email).length;
    await withRateLimitsDown(async () => {
      expect(await signInWithPassword(req(), { email, password: PW })).toMatchObject({ ok: false, status: 503, message: RATE_LIMIT_MESSAGE });
      expect(await requestPasswordReset(req(), { email })).toMatchObject({ ok: false, status: 503, message: RATE_LIMIT_MESSAGE });
      expect((await signUpWithPassword(req(), { email: "offen@example.com", password: PW })).ok).toBe(true);
    });
    expect(mailsTo(outbox(), email)).toHaveLength(before);
    expect((await signInWithPassword(req(), { email, password: PW })).ok).toBe(true);
  });

  it("formats the wait in German", () => {
    expect([1_000, 2_000, 59_000, 60_000, 61_000, 900_000].map(formatWait)).toEqual([
      "1 Sekunde",
      "2 Sekunden",
      "59 Sekunden",
      "1 Minute",
      "2 Minuten",
      "15 Minuten",
    ]);
  });
});

describe("login log (issue #8 item 13)", () => {
  it("records the sign-in after an e-mail confirmation as email_verification", async () => {
    const verified = await signUpAndVerify("bestaetigt@example.com");
    const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie: cookieOf(verified.headers) } }));
    const logs = await db.select().from(loginLogs).where(eq(loginLogs.userId, viewer!.id));
    expect(logs.map((l) => l.loginMethod)).toEqual(["email_verification"]);
  });
});
