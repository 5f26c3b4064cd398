import { and, eq, gt, sql } from "drizzle-orm";
import { profiles, user, verification } from "~db/schema";
import { asVerificationResend, auth, clientIp, storedVerificationIdentifier } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { retryAfterHeader } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import {
  checkBlocked,
  emailRateKey,
  hitRateLimit,
  RATE_LIMIT_MESSAGE,
  recordFailure,
  resetRateLimit,
  type RateLimitAction,
  type RateLimitResult,
} from "~/lib/rate-limit.server";
import { isReservedUsername, usernameMatches, usernameRefusal } from "~/features/profiles/username";
import { authCallbackUrl } from "~/lib/return-intent";
import { logSecurityEvent } from "~/lib/security-log.server";
import { clearReferralCookieHeader, readReferralCookie, recordReferralSignup } from "./referral.server";
import { defaultUsername, MSG, RESET_MESSAGES } from "./schema";

/** Outcome of an auth flow: a German message, the HTTP status and cookies to forward. */
export type AuthResult = {
  ok: boolean;
  status: number;
  message: string;
  headers: Headers;
  fieldErrors?: Record<string, string[]>;
  /** The password was right but the address is not confirmed yet: the form offers the mail again. */
  unverified?: boolean;
};

const ok = (message: string, headers = new Headers()): AuthResult => ({ ok: true, status: 200, message, headers });
const fail = (status: number, message: string, fieldErrors?: Record<string, string[]>): AuthResult => ({
  ok: false,
  status,
  message,
  headers: new Headers(),
  fieldErrors,
});

function forwardCookies(from: Response, to = new Headers()) {
  for (const cookie of from.headers.getSetCookie()) to.append("Set-Cookie", cookie);
  return to;
}

async function errorBody(res: Response): Promise<{ code?: string; message?: string }> {
  try {
    return (await res.json()) as { code?: string; message?: string };
  } catch {
    return {};
  }
}

function ipKey(request: Request) {
  return `ip:${clientIp(request) ?? "unknown"}`;
}

/** Key of the per (client address, e-mail) limits; the address is hashed (no e-mails in rate_limits). */
function rateKey(request: Request, email: string) {
  return `${ipKey(request)}|${emailRateKey(email)}`;
}

/** The answer to a refused attempt: 503 when the check itself failed (fail closed), else 429. */
async function refused(request: Request, action: RateLimitAction, limit: RateLimitResult, message: string = RATE_LIMIT_MESSAGE) {
  // The start of a block is logged once by the rate limit itself ('rate_limit_triggered');
  // a refusal because the check failed is logged here.
  if (limit.unavailable) await logSecurityEvent({ eventType: "rate_limit_unavailable_high", request, details: { action } });
  const result = fail(limit.unavailable ? 503 : 429, message);
  // Every 429 (and 503) says when to try again (issue #28), at least 1 s.
  result.headers.set("Retry-After", retryAfterHeader(limit.retryAfterMs)["Retry-After"]);
  return result;
}

/** "3 Sekunden", "1 Minute", "15 Minuten": the wait of a sign-in delay. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 Sekunde" : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
}

export const SIGN_IN_MESSAGES = {
  success: "Erfolgreich angemeldet",
  invalid: "Ungültige Anmeldedaten",
  notVerified: "E-Mail-Adresse nicht bestätigt",
  unexpected: "Unerwarteter Fehler",
  /** The growing delay per account (rate limit login_failure_account). */
  accountDelay: (wait: string) =>
    `Zu viele fehlgeschlagene Anmeldeversuche mit dieser E-Mail-Adresse. Bitte warte ${wait} und versuche es dann erneut – oder melde dich per Magic Link an oder setze dein Passwort zurück.`,
} as const;

/**
 * Password sign-in. Before the password is checked: login_attempt per (address, e-mail) (5 per
 * 15 minutes, then 1 hour blocked), the spraying block per client address (20 failed sign-ins
 * across accounts in 15 minutes, then 1 hour) and the growing delay per account (from the 5th
 * failure from any address). All three fail closed: when the database cannot answer, the
 * attempt is refused (503). Wrong credentials count for the address and the account.
 */
export async function signInWithPassword(request: Request, input: { email: string; password: string }): Promise<AuthResult> {
  const key = rateKey(request, input.email);
  const ip = clientIp(request);
  const limit = await hitRateLimit("login_attempt", key, { ip, failClosed: true });
  if (!limit.allowed) return refused(request, "login_attempt", limit);
  const spraying = await checkBlocked("login_failure_ip", ipKey(request), { failClosed: true });
  if (!spraying.allowed) return refused(request, "login_failure_ip", spraying);
  const accountKey = emailRateKey(input.email);
  const account = await checkBlocked("login_failure_account", accountKey, { failClosed: true });
  if (!account.allowed) {
    const message = account.unavailable ? RATE_LIMIT_MESSAGE : SIGN_IN_MESSAGES.accountDelay(formatWait(account.retryAfterMs));
    return refused(request, "login_failure_account", account, message);
  }
  try {
    const res = await auth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      asResponse: true,
    });
    if (res.ok) {
      await resetRateLimit("login_attempt", key);
      await resetRateLimit("login_failure_account", accountKey);
      return ok(SIGN_IN_MESSAGES.success, forwardCookies(res));
    }
    const body = await errorBody(res);
    if (body.code === "INVALID_EMAIL_OR_PASSWORD") {
      await recordFailure("login_failure_ip", ipKey(request), { ip });
      await recordFailure("login_failure_account", accountKey, { ip });
      return fail(401, SIGN_IN_MESSAGES.invalid);
    }
    if (body.code === "EMAIL_NOT_VERIFIED") return { ...fail(403, SIGN_IN_MESSAGES.notVerified), unverified: true };
    return fail(res.status >= 500 ? 500 : 400, `Fehler bei der Anmeldung: ${body.message ?? res.statusText}`);
  } catch (error) {
    logger.error({ err: error }, "sign-in failed");
    return fail(500, SIGN_IN_MESSAGES.unexpected);
  }
}

async function usernameTaken(username: string) {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(usernameMatches(username)).limit(1);
  return rows.length > 0;
}

/** A free default username from the e-mail's local part (numbered on collision), or null. */
async function freeDefaultUsername(email: string): Promise<string | null> {
  const base = defaultUsername(email).slice(0, 40);
  if (base.length < 2 || isReservedUsername(base)) return null;
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await usernameTaken(candidate))) return candidate;
  }
  return null;
}

export const SIGN_UP_MESSAGES = {
  success: "Registrierung erfolgreich",
  exists: "Benutzer bereits registriert",
  weak: "Passwort ist zu schwach",
} as const;

/**
 * E-mail sign-up (rate limit signup_ip: 10 per client address and hour, then 1 hour blocked).
 * Sends the verification mail; records a held referral once. For an address that already has an
 * account the answer is the same as for a new one (no account enumeration); the owner gets a mail
 * instead. Either mail goes out at most once per address in 10 minutes (sendSignUpMail). The
 * confirmation link leads to /auth/callback and on to `returnTo` (validated same-site there too).
 */
export async function signUpWithPassword(
  request: Request,
  input: { email: string; password: string; username?: string },
  returnTo?: string,
): Promise<AuthResult> {
  const limit = await hitRateLimit("signup_ip", ipKey(request), { ip: clientIp(request) });
  if (!limit.allowed) return refused(request, "signup_ip", limit);
  let username: string | null;
  if (input.username) {
    const refusal = usernameRefusal(input.username);
    if (refusal) return fail(400, refusal, { username: [refusal] });
    if (await usernameTaken(input.username)) return fail(409, MSG.usernameTaken, { username: [MSG.usernameTaken] });
    username = input.username;
  } else {
    username = await freeDefaultUsername(input.email);
  }
  try {
    const res = await auth().api.signUpEmail({
      body: { email: input.email, password: input.password, name: username ?? "", callbackURL: authCallbackUrl(returnTo) },
      headers: request.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const body = await errorBody(res);
      if (body.code?.startsWith("USER_ALREADY_EXISTS")) return fail(409, SIGN_UP_MESSAGES.exists);
      if (body.code === "PASSWORD_TOO_SHORT" || body.code === "PASSWORD_TOO_LONG") return fail(400, SIGN_UP_MESSAGES.weak);
      if (body.code === "INVALID_EMAIL" || body.code === "VALIDATION_ERROR") return fail(400, MSG.emailInvalid, { email: [MSG.emailInvalid] });
      return fail(res.status >= 500 ? 500 : 400, `Fehler bei der Registrierung: ${body.message ?? res.statusText}`);
    }
    const created = (await res.json()) as { user?: { id: string } };
    const headers = forwardCookies(res);
    const referral = readReferralCookie(request);
    if (referral && created.user?.id) {
      const exists = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, created.user.id)).limit(1);
      if (exists.length) await recordReferralSignup(referral, created.user.id, clientIp(request));
      headers.append("Set-Cookie", clearReferralCookieHeader);
    }
    return ok(SIGN_UP_MESSAGES.success, headers);
  } catch (error) {
    logger.error({ err: error }, "sign-up failed");
    return fail(500, "Fehler bei der Registrierung: Unerwarteter Fehler");
  }
}

export const MAGIC_LINK_MESSAGES = {
  sent: "Magic Link gesendet! Bitte prüfe dein E-Mail-Postfach.",
  throttled: "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden einen Magic Link anfordern. Bitte warte einen Moment.",
} as const;

/**
 * Sends a one-time sign-in link, but only to a registered address (issue #28). The answer is the
 * same either way (status, message, headers) and comes before anything depends on the address:
 * the look-up and the mail run after it (`delivery`, which the route does not wait for), so the
 * timing tells nothing either. Limits: 10 requests per client address and hour (then 1 hour
 * blocked), 5 per e-mail address and hour from any client address, and one per address every
 * 60 s; each refusal is a 429 with Retry-After. The link leads back to `returnTo`.
 */
export async function requestMagicLink(request: Request, input: { email: string }, returnTo?: string): Promise<AuthResult & { delivery?: Promise<void> }> {
  const ip = clientIp(request);
  const byClient = await hitRateLimit("magic_link_ip", ipKey(request), { ip });
  if (!byClient.allowed) return refused(request, "magic_link_ip", byClient);
  const byAddress = await hitRateLimit("magic_link_email", emailRateKey(input.email), { ip });
  if (!byAddress.allowed) return refused(request, "magic_link_email", byAddress);
  const throttle = await hitRateLimit("magic_link_throttle", emailRateKey(input.email));
  if (!throttle.allowed) return refused(request, "magic_link_throttle", throttle, MAGIC_LINK_MESSAGES.throttled);
  // Started on the next turn of the event loop: the answer is on its way before the look-up runs.
  const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliverMagicLink(request, input.email, returnTo));
  return { ...ok(MAGIC_LINK_MESSAGES.sent), delivery };
}

/** The work behind a magic-link answer: nothing for an unknown address, else the link mail. Never rejects. */
async function deliverMagicLink(request: Request, email: string, returnTo?: string): Promise<void> {
  try {
    const [known] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
    if (!known) return;
    await auth().api.signInMagicLink({
      body: { email, callbackURL: authCallbackUrl(returnTo), errorCallbackURL: authCallbackUrl(returnTo) },
      headers: request.headers,
    });
  } catch (error) {
    logger.error({ err: error }, "magic link failed");
  }
}

export const VERIFICATION_MESSAGES = {
  sent: "Falls zu dieser E-Mail-Adresse ein noch nicht bestätigtes Konto gehört, haben wir dir eine neue Bestätigungsmail gesendet.",
  throttled: "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden eine Bestätigungsmail anfordern.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.",
} as const;

/**
 * 'Bestätigungsmail erneut senden' for an account that never confirmed its address. The answer is
 * the same whether the address has an account, an unconfirmed one or none (better-auth sends only
 * for an unconfirmed account and pads its answer to the same time). Limits, both failing closed:
 * verification_resend per client address (5 per hour, then 1 hour blocked) and one mail per
 * address every 60 seconds (verification_resend_throttle), keyed by the address whether or not it
 * has an account.
 */
export async function requestVerificationMail(request: Request, input: { email: string }): Promise<AuthResult> {
  const limit = await hitRateLimit("verification_resend", ipKey(request), { ip: clientIp(request), failClosed: true });
  if (!limit.allowed) return refused(request, "verification_resend", limit);
  const throttle = await hitRateLimit("verification_resend_throttle", emailRateKey(input.email), { failClosed: true });
  if (throttle.unavailable) return refused(request, "verification_resend_throttle", throttle);
  if (!throttle.allowed) return refused(request, "verification_resend_throttle", throttle, VERIFICATION_MESSAGES.throttled);
  try {
    // No request headers: a session cookie would make better-auth answer for that session's address.
    await asVerificationResend(() => auth().api.sendVerificationEmail({ body: { email: input.email, callbackURL: "/auth/callback" } }));
    return ok(VERIFICATION_MESSAGES.sent);
  } catch (error) {
    logger.error({ err: error }, "verification mail request failed");
    return fail(500, VERIFICATION_MESSAGES.unexpected);
  }
}

export const FORGOT_MESSAGES = {
  sent: "Falls ein Konto mit dieser E-Mail-Adresse existiert, hast du eine E-Mail mit einem Link zum Zurücksetzen deines Passworts erhalten.",
  throttled: "Aus Sicherheitsgründen kannst du nur alle 60 Sekunden eine Passwort-Zurücksetzung anfordern.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.",
} as const;

/**
 * Password-reset mail: password_reset rate limit (5 per 15 min) and one request per 60 s. Both
 * fail closed: when the database cannot answer, no mail goes out (503).
 */
export async function requestPasswordReset(request: Request, input: { email: string }): Promise<AuthResult> {
  const limit = await hitRateLimit("password_reset", rateKey(request, input.email), { ip: clientIp(request), failClosed: true });
  if (!limit.allowed) return refused(request, "password_reset", limit);
  const throttle = await hitRateLimit("password_reset_throttle", emailRateKey(input.email), { failClosed: true });
  if (throttle.unavailable) return refused(request, "password_reset_throttle", throttle);
  if (!throttle.allowed) return refused(request, "password_reset_throttle", throttle, FORGOT_MESSAGES.throttled);
  try {
    await auth().api.requestPasswordReset({ body: { email: input.email, redirectTo: "/reset-password" }, headers: request.headers });
    return ok(FORGOT_MESSAGES.sent);
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
    return fail(500, FORGOT_MESSAGES.unexpected);
  }
}

export { RESET_MESSAGES };

/** Whether a reset token is known and not expired (valid 1 hour). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  const rows = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, storedVerificationIdentifier(`reset-password:${token}`)), gt(verification.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Sets the new password; every session of the account is revoked and this browser signed out. */
export async function resetPassword(request: Request, input: { token: string; password: string }): Promise<AuthResult> {
  try {
    const res = await auth().api.resetPassword({
      body: { newPassword: input.password, token: input.token },
      headers: request.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const body = await errorBody(res);
      if (body.code === "INVALID_TOKEN") return fail(400, RESET_MESSAGES.invalid);
      if (body.code?.startsWith("PASSWORD_TOO")) return fail(400, RESET_MESSAGES.weak);
      return fail(400, RESET_MESSAGES.other);
    }
    const headers = new Headers();
    await signOutHeaders(request, headers);
    return ok(RESET_MESSAGES.success, headers);
  } catch (error) {
    logger.error({ err: error }, "password reset failed");
    return fail(500, RESET_MESSAGES.other);
  }
}

/** Global sign-out: revokes every session of the user and clears the cookies of this browser. */
export async function signOutHeaders(request: Request, headers = new Headers()): Promise<Headers> {
  try {
    await auth().api.revokeSessions({ headers: request.headers });
  } catch {
    /* no session */
  }
  try {
    const res = await auth().api.signOut({ headers: request.headers, asResponse: true });
    forwardCookies(res, headers);
  } catch {
    /* no session */
  }
  if (headers.getSetCookie().length === 0) {
    for (const name of ["better-auth.session_token", "better-auth.session_data", "better-auth.dont_remember"]) {
      headers.append("Set-Cookie", `${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    }
  }
  return headers;
}
