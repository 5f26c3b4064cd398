import { betterAuth } from "better-auth";
import { asUnavailable } from "./errors";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import { and, eq, sql } from "drizzle-orm";
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as schema from "~db/schema";
import { db } from "./db.server";
import { oncePerRequest, scopedViewer, setCookieOnAnswer } from "./request-scope.server";
import { baseUrl, env } from "./env.server";
import { hashEmail, logger } from "./logger.server";
import { existingAccountMail, magicLinkMail, resetPasswordMail, verifyEmailMail } from "./mail-templates";
import { sendMail, type Mail } from "./mail.server";
import { emailRateKey, hitRateLimit } from "./rate-limit.server";

/** Reset links are valid for one hour (spec 1 section 9). */
export const RESET_TOKEN_TTL_S = 60 * 60;
export const MAGIC_LINK_TTL_S = 15 * 60;
/**
 * One-time tokens at rest (issue #28): better-auth stores the identifier of every verification row
 * (`reset-password:{token}`, `magic-link:{token}`) as its SHA-256 hash (base64url), never the token
 * of the mailed link (option verification.storeIdentifier "hashed"). This is that hash, for our
 * own look-ups.
 */
export function storedVerificationIdentifier(identifier: string): string {
  return crypto.createHash("sha256").update(identifier).digest("base64url");
}

/** Header set by our HTTP server with the client address (incoming values are discarded). */
export const CLIENT_IP_HEADER = "x-client-ip";

/** The server secret (sessions, tokens, daily visitor hashes): BETTER_AUTH_SECRET or a generated one. */
export function authSecret(): string {
  const configured = env().BETTER_AUTH_SECRET;
  if (configured) return configured;
  if (env().NODE_ENV === "test") return "test-secret-test-secret-test-secret-0123456789";
  // Zero set-up: generate a secret once and keep it in the data folder.
  const file = path.resolve(env().DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type LoginMethod = (typeof schema.LOGIN_METHODS)[number];
/** The login-log method of the better-auth endpoint that created a session. */
export function loginMethodFor(pathname: string | undefined): LoginMethod {
  if (!pathname) return "password";
  if (pathname.startsWith("/magic-link")) return "magic_link";
  if (pathname.startsWith("/verify-email")) return "email_verification";
  if (pathname.startsWith("/callback") || pathname.startsWith("/oauth")) return "oauth";
  return "password";
}

/**
 * Sends a sign-up mail (verification or 'existing account') unless the address already got one
 * in the last 10 minutes (rate limit signup_mail, keyed by the address hash). A throttled mail is
 * skipped silently: the sign-up answer stays the same either way (no account enumeration).
 */
export async function sendSignUpMail(mail: Mail): Promise<boolean> {
  const throttle = await hitRateLimit("signup_mail", emailRateKey(mail.to));
  if (!throttle.allowed) {
    logger.info({ toHash: hashEmail(mail.to), subject: mail.subject }, "sign-up mail throttled");
    return false;
  }
  await sendMail(mail);
  return true;
}

/**
 * Set while a member asks for the confirmation mail again ('Bestätigungsmail erneut senden'): that
 * request has its own limits (features/auth `requestVerificationMail`), so the mail is sent without
 * the sign-up mail's 10-minute throttle.
 */
const resending = new AsyncLocalStorage<true>();
export function asVerificationResend<T>(fn: () => Promise<T>): Promise<T> {
  return resending.run(true, fn);
}

function createAuth() {
  return betterAuth({
    appName: "Hanfnetz",
    baseURL: baseUrl(),
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [baseUrl()],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseUrl().startsWith("https://"),
    },
    // Reset and magic-link tokens are stored hashed (storedVerificationIdentifier); e-mail
    // confirmation links are signed tokens that are not stored at all.
    verification: { storeIdentifier: "hashed" },
    // Our own rate limits (app/lib/rate-limit.server.ts) guard the sign-in forms.
    rateLimit: { enabled: false },
    logger: { disabled: env().NODE_ENV === "test" },
    // The session cookie cache (issue #27): a signed copy of the session in a cookie for 5 minutes,
    // so a member's request does not ask the database for the session. viewerForUser still checks
    // in its one query that the session exists, so a revoked session ends at once.
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: true, maxAge: 5 * 60 } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await sendMail(resetPasswordMail(user.email, url));
      },
      onExistingUserSignUp: async ({ user }) => {
        await sendSignUpMail(existingAccountMail(user.email, `${baseUrl()}/forgot-password`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (resending.getStore()) await sendMail(verifyEmailMail(user.email, url));
        else await sendSignUpMail(verifyEmailMail(user.email, url));
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_S,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          await sendMail(magicLinkMail(email, url));
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            // Every account gets a profile; the sign-up form puts the username into `name`.
            const username = created.name?.trim() || null;
            const inserted = await db
              .insert(schema.profiles)
              .values({ id: created.id, username, email: created.email })
              .onConflictDoNothing()
              .returning({ id: schema.profiles.id });
            if (inserted.length === 0 && username) {
              // Username taken in a race: keep the account, let the user choose a name later.
              await db.insert(schema.profiles).values({ id: created.id, username: null, email: created.email }).onConflictDoNothing();
            }
          },
        },
      },
      session: {
        create: {
          after: async (created, ctx) => {
            try {
              await db.insert(schema.loginLogs).values({
                userId: created.userId,
                loginMethod: loginMethodFor(ctx?.path),
                ipAddress: created.ipAddress ?? null,
                userAgent: created.userAgent ?? null,
                sessionId: created.id,
              });
            } catch (error) {
              logger.warn({ err: error }, "login log failed"); // silent per spec
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;
/** The better-auth instance (created on first use, after the database is initialised). */
export function auth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** The signed-in user as every loader and server function sees it. */
export type Viewer = {
  id: string;
  email: string;
  emailVerified: boolean;
  username: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  canCreateContests: boolean;
  canCreateB2b: boolean;
  sessionId: string;
  /**
   * The stored activity score (features/activity) as read with the viewer, for display gates such
   * as 'Melden' without another query; null or absent when none is stored yet (then ask
   * `storedActivityScore`, which computes it).
   */
  activityScore?: number | null;
};

const viewerCache = new WeakMap<Request, Promise<Viewer | null>>();

/**
 * Resolves the session of a request once: per HTTP request (every loader of a page shares it,
 * app/lib/request-scope.server.ts) and per Request object outside a request scope.
 */
export function getViewer(request: Request): Promise<Viewer | null> {
  const set = scopedViewer();
  if (set) return Promise.resolve(set.viewer as Viewer | null);
  let pending = viewerCache.get(request);
  if (!pending) {
    pending = oncePerRequest(`viewer:${request.headers.get("cookie") ?? ""}`, () => loadViewer(request.headers));
    viewerCache.set(request, pending);
  }
  return pending;
}

/** better-auth's session cookie (with the __Secure- prefix on https). */
const SESSION_COOKIE_RE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export async function loadViewer(headers: Headers): Promise<Viewer | null> {
  // No session cookie, no session: anonymous requests need no database round trip.
  if (!SESSION_COOKIE_RE.test(headers.get("cookie") ?? "")) return null;
  try {
    // From the session cookie cache when it is fresh; a refreshed cache cookie goes on the answer.
    const { headers: answer, response: result } = await auth().api.getSession({ headers, returnHeaders: true });
    const refreshed = answer?.getSetCookie() ?? [];
    if (refreshed.length) setCookieOnAnswer(...refreshed);
    if (!result) return null;
    return await viewerForUser(result.user.id, result.session.id, { sessionMustExist: true });
  } catch (error) {
    // No free database connection or no database: 503 with Retry-After instead of a 500 (app/lib/errors.ts).
    throw asUnavailable(error) ?? error;
  }
}

/**
 * The viewer of a user in one query. With `sessionMustExist` (a request's session, possibly from
 * the cookie cache) only while that session exists and has not expired.
 */
export async function viewerForUser(userId: string, sessionId = "", opts: { sessionMustExist?: boolean } = {}): Promise<Viewer | null> {
  const sessionValid = opts.sessionMustExist
    ? sql`exists (select 1 from ${schema.session} where ${schema.session.id} = ${sessionId} and ${schema.session.userId} = ${schema.user.id} and ${schema.session.expiresAt} > now())`
    : sql`true`;
  const rows = await db
    .select({
      id: schema.user.id,
      email: schema.user.email,
      emailVerified: schema.user.emailVerified,
      username: schema.profiles.username,
      avatarUrl: schema.profiles.avatarUrl,
      canCreateContests: schema.profiles.canCreateContests,
      canCreateB2b: schema.profiles.canCreateB2b,
      role: schema.userRoles.role,
      activityScore: schema.userActivities.totalActivityScore,
    })
    .from(schema.user)
    .leftJoin(schema.profiles, eq(schema.profiles.id, schema.user.id))
    .leftJoin(schema.userRoles, eq(schema.userRoles.userId, schema.user.id))
    .leftJoin(schema.userActivities, eq(schema.userActivities.userId, schema.user.id))
    .where(and(eq(schema.user.id, userId), sessionValid));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    email: first.email,
    emailVerified: first.emailVerified,
    username: first.username ?? null,
    avatarUrl: first.avatarUrl ?? null,
    isAdmin: rows.some((r) => r.role === "admin"),
    canCreateContests: first.canCreateContests ?? false,
    canCreateB2b: first.canCreateB2b ?? false,
    sessionId,
    activityScore: first.activityScore ?? null,
  };
}

export function clientIp(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER);
}
