import { and, eq, sql } from "drizzle-orm";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loginLogs, profiles, referralCodes, referralSignups, user, userRoles, verification } from "~db/schema";
import { auth, CLIENT_IP_HEADER, getViewer, storedVerificationIdentifier } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { linkIn, mailsTo } from "../../../tests/support/mail";
import {
  FORGOT_MESSAGES,
  isResetTokenValid,
  MAGIC_LINK_MESSAGES,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signOutHeaders,
  signUpWithPassword,
} from "./auth.server";
import { REFERRAL_COOKIE } from "./referral.server";
import { signUpSchema } from "./schema";

const PW = "Sehr-Sicheres-Passwort1!";
let ipCounter = 1;
function req(opts: { cookie?: string; ip?: string } = {}) {
  const headers = new Headers({ "user-agent": "vitest-agent", [CLIENT_IP_HEADER]: opts.ip ?? `10.0.0.${ipCounter++}` });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return new Request("http://localhost:3000/auth", { method: "POST", headers });
}
const outbox = () => path.resolve(env().DATA_DIR, "mail");
function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}
async function follow(link: string, cookie?: string) {
  const h = new Headers({ [CLIENT_IP_HEADER]: "10.9.9.9", "user-agent": "vitest-agent" });
  if (cookie) h.set("cookie", cookie);
  return auth().handler(new Request(link, { headers: h, redirect: "manual" }));
}

async function signUpAndVerify(email: string, username?: string) {
  const res = await signUpWithPassword(req(), { email, password: PW, username });
  expect(res.ok).toBe(true);
  const mail = mailsTo(outbox(), email).at(-1)!;
  const verify = await follow(linkIn(mail.text, "/api/auth/verify-email"));
  expect(verify.status).toBe(302);
  return verify;
}

describe("sign-up validation (spec 1 section 5)", () => {
  it("reports all three password rules and the username minimum", () => {
    const r = signUpSchema.safeParse({ email: "x@example.com", password: "kurz", username: "a" });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Passwort muss mindestens 12 Zeichen haben",
        "Passwort muss mindestens einen Großbuchstaben enthalten",
        "Passwort muss mindestens ein Sonderzeichen enthalten",
        "Benutzername muss mindestens 2 Zeichen haben",
      ]),
    );
    expect(signUpSchema.safeParse({ email: "ohne-at", password: PW }).error!.issues[0]!.message).toBe("E-Mail ist erforderlich");
  });
});

describe("accounts and sign-in", () => {
  beforeAll(async () => {
    await db.select().from(user).limit(1);
  });

  it("creates a profile with the e-mail's local part as default username and mails a verification link", async () => {
    const res = await signUpWithPassword(req(), { email: "lisa.m@example.com", password: PW });
    expect(res).toMatchObject({ ok: true, message: "Registrierung erfolgreich" });
    const [u] = await db.select().from(user).where(eq(user.email, "lisa.m@example.com"));
    const [p] = await db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(p).toMatchObject({ username: "lisa.m", email: "lisa.m@example.com" });
    expect(mailsTo(outbox(), "lisa.m@example.com")).toHaveLength(1);
  });

  it("numbers the default username when it is taken and refuses reserved or taken chosen names", async () => {
    await signUpWithPassword(req(), { email: "lisa.m@other.example", password: PW });
    const [u] = await db.select().from(user).where(eq(user.email, "lisa.m@other.example"));
    const [p] = await db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(p!.username).toBe("lisa.m2");
    const reserved = await signUpWithPassword(req(), { email: "r@example.com", password: PW, username: "Admin" });
    expect(reserved).toMatchObject({ ok: false, status: 400, message: "Dieser Benutzername ist nicht verfügbar" });
    const imitating = await signUpWithPassword(req(), { email: "team@example.com", password: PW, username: "Hanfnetz-Team" });
    expect(imitating).toMatchObject({ ok: false, status: 400, message: expect.stringContaining("nach Hanfnetz oder seinem Team") });
    const taken = await signUpWithPassword(req(), { email: "t@example.com", password: PW, username: "LISA.M" });
    expect(taken).toMatchObject({ ok: false, status: 409, message: "Dieser Benutzername ist bereits vergeben" });
    expect(await db.select().from(user).where(eq(user.email, "r@example.com"))).toHaveLength(0);
  });

  it("refuses sign-in before the e-mail is confirmed, then signs in after the link", async () => {
    await signUpWithPassword(req(), { email: "anna@example.com", password: PW, username: "anna_k" });
    const before = await signInWithPassword(req(), { email: "anna@example.com", password: PW });
    expect(before).toMatchObject({ ok: false, status: 403, message: "E-Mail-Adresse nicht bestätigt" });

    const link = linkIn(mailsTo(outbox(), "anna@example.com").at(-1)!.text, "/api/auth/verify-email");
    const verified = await follow(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toContain("/auth/callback");

    const wrong = await signInWithPassword(req(), { email: "anna@example.com", password: "Falsches-Passwort1!" });
    expect(wrong).toMatchObject({ ok: false, status: 401, message: "Ungültige Anmeldedaten" });

    const ok = await signInWithPassword(req({ ip: "10.1.1.1" }), { email: "anna@example.com", password: PW });
    expect(ok).toMatchObject({ ok: true, message: "Erfolgreich angemeldet" });
    const cookie = cookieHeader(ok.headers);
    const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie } }));
    expect(viewer).toMatchObject({ email: "anna@example.com", username: "anna_k", isAdmin: false });

    const logs = await db.select().from(loginLogs).where(eq(loginLogs.userId, viewer!.id));
    expect(logs.map((l) => l.loginMethod).sort()).toEqual(["email_verification", "password"]);
    const pw = logs.find((l) => l.loginMethod === "password")!;
    expect(pw).toMatchObject({ ipAddress: "10.1.1.1", userAgent: "vitest-agent" });
    expect(pw.sessionId).toBeTruthy();
  });

  it("blocks the sixth attempt in a row with the rate-limit message, even with the right password", async () => {
    await signUpAndVerify("bruteforce@example.com");
    const ip = "10.2.2.2";
    for (let i = 0; i < 5; i++) {
      const r = await signInWithPassword(req({ ip }), { email: "bruteforce@example.com", password: "Falsch-Falsch-1!" });
      expect(r.message).toBe("Ungültige Anmeldedaten");
    }
    const sixth = await signInWithPassword(req({ ip }), { email: "bruteforce@example.com", password: PW });
    expect(sixth).toMatchObject({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE });
  });

  it("signs out everywhere", async () => {
    await signUpAndVerify("everywhere@example.com");
    const a = await signInWithPassword(req(), { email: "everywhere@example.com", password: PW });
    const b = await signInWithPassword(req(), { email: "everywhere@example.com", password: PW });
    const cookieA = cookieHeader(a.headers);
    const cookieB = cookieHeader(b.headers);
    const out = await signOutHeaders(new Request("http://localhost:3000/logout", { method: "POST", headers: { cookie: cookieA } }));
    expect(out.getSetCookie().some((c) => c.startsWith("better-auth.session_token=;") || /Max-Age=0/.test(c))).toBe(true);
    expect(await getViewer(new Request("http://localhost:3000/", { headers: { cookie: cookieB } }))).toBeNull();
  });

  it("signs in with a magic link and throttles a second request within 60 s", async () => {
    await signUpAndVerify("magic@example.com");
    const first = await requestMagicLink(req(), { email: "magic@example.com" });
    expect(first).toMatchObject({ ok: true, message: MAGIC_LINK_MESSAGES.sent });
    await first.delivery;
    const second = await requestMagicLink(req(), { email: "magic@example.com" });
    expect(second).toMatchObject({ ok: false, status: 429, message: MAGIC_LINK_MESSAGES.throttled });
    expect(Number(second.headers.get("Retry-After"))).toBeGreaterThan(0);

    const link = linkIn(mailsTo(outbox(), "magic@example.com").at(-1)!.text, "/api/auth/magic-link/verify");
    const res = await follow(link);
    expect(res.status).toBe(302);
    const cookie = cookieHeader(res.headers);
    const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie } }));
    expect(viewer?.email).toBe("magic@example.com");
    const again = await follow(link);
    expect(again.headers.get("location")).toContain("error=");
  });

  it("resets a password with a one-hour link and throttles the request", async () => {
    await signUpAndVerify("reset@example.com");
    const asked = await requestPasswordReset(req(), { email: "reset@example.com" });
    expect(asked).toMatchObject({ ok: true, message: FORGOT_MESSAGES.sent });
    expect(await requestPasswordReset(req(), { email: "reset@example.com" })).toMatchObject({
      ok: false,
      message: FORGOT_MESSAGES.throttled,
    });
    // Unknown addresses get the same answer.
    expect(await requestPasswordReset(req(), { email: "niemand@example.com" })).toMatchObject({ ok: true });

    const link = linkIn(mailsTo(outbox(), "reset@example.com").at(-1)!.text, "/api/auth/reset-password/");
    const redirect = await follow(link);
    const location = new URL(redirect.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;
    expect(await isResetTokenValid(token)).toBe(true);

    const [v] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, storedVerificationIdentifier(`reset-password:${token}`)));
    const ttl = v!.expiresAt.getTime() - v!.createdAt.getTime();
    expect(Math.round(ttl / 60_000)).toBe(60);

    const done = await resetPassword(req(), { token, password: "Neues-Passwort-2026!" });
    expect(done).toMatchObject({ ok: true, message: "Dein Passwort wurde erfolgreich geändert!" });
    expect(await isResetTokenValid(token)).toBe(false);
    expect((await signInWithPassword(req(), { email: "reset@example.com", password: PW })).message).toBe("Ungültige Anmeldedaten");
    expect((await signInWithPassword(req(), { email: "reset@example.com", password: "Neues-Passwort-2026!" })).ok).toBe(true);
    expect((await resetPassword(req(), { token, password: "Noch-Ein-Passwort-1!" })).message).toBe("Der Reset-Link ist ungültig oder abgelaufen.");
  });

  it("treats an expired reset link as invalid", async () => {
    await signUpAndVerify("expired@example.com");
    await requestPasswordReset(req(), { email: "expired@example.com" });
    const link = linkIn(mailsTo(outbox(), "expired@example.com").at(-1)!.text, "/api/auth/reset-password/");
    const token = link.split("/reset-password/")[1]!.split("?")[0]!;
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, storedVerificationIdentifier(`reset-password:${token}`)));
    expect(await isResetTokenValid(token)).toBe(false);
    const res = await resetPassword(req(), { token, password: "Neues-Passwort-2026!" });
    expect(res.message).toBe("Der Reset-Link ist ungültig oder abgelaufen.");
  });

  it("records a held referral once after sign-up and clears it", async () => {
    const [referrer] = await db.select().from(user).where(eq(user.email, "anna@example.com"));
    await db.insert(referralCodes).values({ userId: referrer!.id, shareId: "share-anna-1" });
    const res = await signUpWithPassword(req({ cookie: `${REFERRAL_COOKIE}=share-anna-1%7C` }), {
      email: "referred@example.com",
      password: PW,
    });
    expect(res.ok).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${REFERRAL_COOKIE}=;`))).toBe(true);
    const [u] = await db.select().from(user).where(eq(user.email, "referred@example.com"));
    const rows = await db.select().from(referralSignups).where(eq(referralSignups.referredUserId, u!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ shareId: "share-anna-1", referrerUserId: referrer!.id });
  });

  it("reads roles from the user roles table", async () => {
    const [u] = await db.select().from(user).where(eq(user.email, "anna@example.com"));
    await db.insert(userRoles).values({ userId: u!.id, role: "admin" });
    const ok = await signInWithPassword(req(), { email: "anna@example.com", password: PW });
    const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie: cookieHeader(ok.headers) } }));
    expect(viewer?.isAdmin).toBe(true);
    await db.delete(userRoles).where(and(eq(userRoles.userId, u!.id), eq(userRoles.role, "admin")));
  });
});

describe("magic links and one-time tokens (issue #28)", () => {
  it("mails a link only to a registered address and answers exactly the same for an unknown one", async () => {
    await signUpAndVerify("bekannt@example.com");
    const known = await requestMagicLink(req(), { email: "bekannt@example.com" });
    // The answer does not wait for the look-up or the mail: nothing is in the outbox yet.
    expect(mailsTo(outbox(), "bekannt@example.com").filter((m) => m.text.includes("/api/auth/magic-link/verify"))).toHaveLength(0);
    const unknown = await requestMagicLink(req(), { email: "unbekannt@example.com" });
    const shape = (r: Awaited<ReturnType<typeof requestMagicLink>>) => ({
      ok: r.ok,
      status: r.status,
      message: r.message,
      headers: [...r.headers],
      fieldErrors: r.fieldErrors,
    });
    expect(shape(unknown)).toEqual(shape(known));
    await Promise.all([known.delivery, unknown.delivery]);
    expect(mailsTo(outbox(), "bekannt@example.com").filter((m) => m.text.includes("/api/auth/magic-link/verify"))).toHaveLength(1);
    expect(mailsTo(outbox(), "unbekannt@example.com")).toHaveLength(0);
    const rows = await db.select({ value: verification.value }).from(verification);
    expect(rows.some((r) => r.value.includes("unbekannt@example.com"))).toBe(false);
  });

  it("limits magic links per client address and per e-mail address with a 429 and Retry-After", async () => {
    const ip = "10.77.0.1";
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await requestMagicLink(req({ ip }), { email: `flut${i}@example.com` }));
    await Promise.all(answers.map((a) => a.delivery));
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    const refused = answers.at(-1)!;
    expect(refused).toMatchObject({ ok: false, status: 429, message: "Zu viele Versuche. Bitte versuche es später erneut." });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    // One address from many client addresses: 5 per hour (the 60-s throttle aside).
    const email = "opfer@example.com";
    const perAddress = [];
    for (let i = 0; i < 7; i++) {
      await db.execute(sql`delete from rate_limits where action_type = 'magic_link_throttle'`);
      perAddress.push(await requestMagicLink(req({ ip: `10.78.0.${i + 1}` }), { email }));
    }
    expect(perAddress.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(perAddress[5]!.message).toBe("Zu viele Versuche. Bitte versuche es später erneut.");
    expect(Number(perAddress[5]!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("stores reset and magic-link tokens only as hashes, and the mailed links still work", async () => {
    await signUpAndVerify("tresor@example.com");
    const asked = await requestPasswordReset(req(), { email: "tresor@example.com" });
    expect(asked.ok).toBe(true);
    const resetLink = linkIn(mailsTo(outbox(), "tresor@example.com").at(-1)!.text, "/api/auth/reset-password/");
    const resetToken = new URL(resetLink).pathname.split("/").at(-1)!;
    const magic = await requestMagicLink(req(), { email: "tresor@example.com" });
    await magic.delivery;
    const magicLink = linkIn(mailsTo(outbox(), "tresor@example.com").at(-1)!.text, "/api/auth/magic-link/verify");
    const magicToken = new URL(magicLink).searchParams.get("token")!;
    expect(resetToken.length).toBeGreaterThan(10);
    expect(magicToken.length).toBeGreaterThan(10);

    const rows = (await db.execute<Record<string, unknown>>(sql`select * from verification`)).rows;
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(resetToken);
    expect(dump).not.toContain(magicToken);
    expect(rows.some((r) => r.identifier === storedVerificationIdentifier(`reset-password:${resetToken}`))).toBe(true);

    // Both links still work: the magic link signs in, the reset link sets a new password.
    const signedIn = await follow(magicLink);
    expect(signedIn.status).toBe(302);
    const viewer = await getViewer(new Request("http://localhost:3000/", { headers: { cookie: cookieHeader(signedIn.headers) } }));
    expect(viewer?.email).toBe("tresor@example.com");
    const redirect = await follow(resetLink);
    const token = new URL(redirect.headers.get("location")!, "http://localhost:3000").searchParams.get("token")!;
    expect(await isResetTokenValid(token)).toBe(true);
    expect((await resetPassword(req(), { token, password: "Neues-Passwort-2026!" })).ok).toBe(true);
    expect((await signInWithPassword(req(), { email: "tresor@example.com", password: "Neues-Passwort-2026!" })).ok).toBe(true);
  });
});
