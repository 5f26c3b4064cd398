import { eq } from "drizzle-orm";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { securityAuditLog, user } from "~db/schema";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from "~/lib/rate-limit.server";
import { createTestUser } from "../../../tests/support/factories";
import { linkIn, mailsTo } from "../../../tests/support/mail";
import { requestVerificationMail, signInWithPassword, signUpWithPassword, VERIFICATION_MESSAGES } from "./auth.server";

/** Issue #25 item 11: 'Bestätigungsmail erneut senden' for an account that never confirmed its address. */
const PW = "Sehr-Sicheres-Passwort1!";
let ipCounter = 1;
const req = (ip = `10.7.0.${ipCounter++}`) =>
  new Request("http://localhost:3000/auth", { method: "POST", headers: { "user-agent": "vitest-agent", [CLIENT_IP_HEADER]: ip } });
const outbox = () => path.resolve(env().DATA_DIR, "mail");
const verifyLinks = (email: string) => mailsTo(outbox(), email).filter((m) => m.text.includes("/api/auth/verify-email"));
const answer = (r: Awaited<ReturnType<typeof requestVerificationMail>>) => ({ ok: r.ok, status: r.status, message: r.message });

describe("asking for the confirmation mail again", () => {
  it("sends a new working link to an unconfirmed account, at once after the sign-up", async () => {
    expect((await signUpWithPassword(req(), { email: "spaet@example.com", password: PW })).ok).toBe(true);
    expect(verifyLinks("spaet@example.com")).toHaveLength(1);
    const signIn = await signInWithPassword(req(), { email: "spaet@example.com", password: PW });
    expect(signIn).toMatchObject({ ok: false, status: 403, message: "E-Mail-Adresse nicht bestätigt", unverified: true });

    const res = await requestVerificationMail(req(), { email: "spaet@example.com" });
    expect(answer(res)).toEqual({ ok: true, status: 200, message: VERIFICATION_MESSAGES.sent });
    const mails = verifyLinks("spaet@example.com");
    expect(mails).toHaveLength(2);
    const verified = await auth().handler(new Request(linkIn(mails.at(-1)!.text, "/api/auth/verify-email"), { redirect: "manual" }));
    expect(verified.status).toBe(302);
    const [u] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, "spaet@example.com"));
    expect(u!.emailVerified).toBe(true);
    expect((await signInWithPassword(req(), { email: "spaet@example.com", password: PW })).ok).toBe(true);
  });

  it("answers the same for an unknown and a confirmed address, and sends them nothing", async () => {
    await createTestUser({ email: "bestaetigt@example.com", password: PW });
    const known = await requestVerificationMail(req(), { email: "bestaetigt@example.com" });
    const unknown = await requestVerificationMail(req(), { email: "niemand@example.com" });
    expect(answer(known)).toEqual(answer(unknown));
    expect(answer(unknown)).toEqual({ ok: true, status: 200, message: VERIFICATION_MESSAGES.sent });
    expect(mailsTo(outbox(), "bestaetigt@example.com")).toHaveLength(0);
    expect(mailsTo(outbox(), "niemand@example.com")).toHaveLength(0);
  });

  it("refuses a second request for the same address within 60 seconds, whether or not it has an account", async () => {
    await signUpWithPassword(req(), { email: "zweimal@example.com", password: PW });
    expect((await requestVerificationMail(req(), { email: "zweimal@example.com" })).ok).toBe(true);
    await requestVerificationMail(req(), { email: "keinkonto@example.com" });
    const again = await requestVerificationMail(req(), { email: "zweimal@example.com" });
    const againUnknown = await requestVerificationMail(req(), { email: "keinkonto@example.com" });
    expect(answer(again)).toEqual({
      ok: false,
      status: 429,
      message: "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden eine Bestätigungsmail anfordern.",
    });
    expect(answer(againUnknown)).toEqual(answer(again));
    const wait = Number(again.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(verifyLinks("zweimal@example.com")).toHaveLength(2);
  });

  it("blocks a client address after 5 requests in an hour with the rate-limit message and Retry-After", async () => {
    const ip = "10.7.9.9";
    const { max } = RATE_LIMITS.verification_resend;
    for (let i = 0; i < max; i++) expect((await requestVerificationMail(req(ip), { email: `viele-${i}@example.com` })).ok).toBe(true);
    const blocked = await requestVerificationMail(req(ip), { email: "noch-eine@example.com" });
    expect(answer(blocked)).toEqual({ ok: false, status: 429, message: RATE_LIMIT_MESSAGE });
    expect(RATE_LIMIT_MESSAGE).toBe("Zu viele Versuche. Bitte versuche es später erneut.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    const logged = await db.select().from(securityAuditLog).where(eq(securityAuditLog.eventType, "rate_limit_triggered"));
    expect(logged.some((e) => e.eventDetails.action === "verification_resend")).toBe(true);
  });
});
