import { sql } from "drizzle-orm";
import { db } from "./db.server";
import { HttpError, retryAfterHeader } from "./errors";
import { hashEmail, logger } from "./logger.server";
import { logSecurityEvent } from "./security-log.server";

type LimitRule = {
  max: number;
  windowMs: number;
  /** Block once exceeded (default BLOCK_MS, the spec's hour); 0 = refuse only until the window ends. */
  blockMs?: number;
  /** recordFailure: the window restarts with every failure (counts reset after windowMs without one). */
  sliding?: boolean;
  /** recordFailure: from the max-th failure on, wait 2^(failures - max + 1) seconds, at most this long. */
  growingDelayMaxMs?: number;
};

/** The limits of spec 2 section 9; once exceeded, the action is blocked for one hour. */
export const RATE_LIMITS = {
  login_attempt: { max: 5, windowMs: 15 * 60_000 },
  password_reset: { max: 5, windowMs: 15 * 60_000 },
  form_submission: { max: 10, windowMs: 15 * 60_000 },
  review_creation: { max: 5, windowMs: 30 * 60_000 },
  contest_creation: { max: 5, windowMs: 60 * 60_000 },
  /** Image uploads per member (every bucket): 30 per 15 minutes, then 1 hour blocked. */
  upload: { max: 30, windowMs: 15 * 60_000 },
  /** Article saves per member in /myblog (new and edited, admins exempt): 60 per 15 minutes, then 1 hour blocked (issue #25). */
  article_save: { max: 60, windowMs: 15 * 60_000 },
  /** New blog tags per member (admins exempt): 10 per hour, then 1 hour blocked (issue #25). */
  tag_creation: { max: 10, windowMs: 60 * 60_000 },
  /** Content reports (features/moderation): 10 per member and hour, then 1 hour blocked. */
  content_report: { max: 10, windowMs: 60 * 60_000 },
  /** 'Eintrag beanspruchen' (features/ownership, decision 0026): 5 claims per member and day. */
  provider_claim: { max: 5, windowMs: 24 * 60 * 60_000 },
  /** 'Antwort des Anbieters': the review limit (5 per 30 minutes) in a bucket of its own. */
  review_reply: { max: 5, windowMs: 30 * 60_000 },
  /** 'Eintrag bearbeiten' (features/ownership/owner-edit.server.ts, issue #26): 30 saves per owner and hour, then 1 hour blocked. */
  owner_edit: { max: 30, windowMs: 60 * 60_000 },
  /** Outdated-info reports of provider pages (features/providers/freshness/info-reports.server.ts): 5 per member and hour. */
  info_report: { max: 5, windowMs: 60 * 60_000 },
  /** One magic link / reset mail per address every 60 seconds (spec 1 section 9). */
  magic_link_throttle: { max: 1, windowMs: 60_000, blockMs: 0 },
  /** Magic-link requests per client address (issue #28): 10 per hour, then 1 hour blocked. */
  magic_link_ip: { max: 10, windowMs: 60 * 60_000 },
  /**
   * Magic-link requests per e-mail address (hashed), from any client address: 5 per hour, refused
   * only until the window ends (no block, so that nobody can lock a member out for long).
   */
  magic_link_email: { max: 5, windowMs: 60 * 60_000, blockMs: 0 },
  password_reset_throttle: { max: 1, windowMs: 60_000, blockMs: 0 },
  /** Sign-ups per client address: 10 per hour, then blocked for 1 hour (issue #7). */
  signup_ip: { max: 10, windowMs: 60 * 60_000 },
  /** Verification and 'existing account' mails: one per address (hashed) every 10 minutes; more are skipped silently. */
  signup_mail: { max: 1, windowMs: 10 * 60_000, blockMs: 0 },
  /** 'Bestätigungsmail erneut senden' per client address: 5 per hour, then 1 hour blocked. */
  verification_resend: { max: 5, windowMs: 60 * 60_000 },
  /** One repeated confirmation mail per address (hashed) every 60 seconds, like magic links and resets. */
  verification_resend_throttle: { max: 1, windowMs: 60_000, blockMs: 0 },
  /** Failed password sign-ins per client address across accounts (password spraying): 20 per 15 minutes, then 1 hour blocked. */
  login_failure_ip: { max: 20, windowMs: 15 * 60_000 },
  /**
   * Failed password sign-ins per account (e-mail, any address): from the 5th on a growing delay of
   * 2, 4, 8 … seconds, at most 15 minutes; the count resets after an hour without failures. A delay,
   * never a lock-out: the owner can still sign in by magic link or reset the password.
   */
  login_failure_account: { max: 5, windowMs: 60 * 60_000, sliding: true, growingDelayMaxMs: 15 * 60_000 },
  /** Page views per client address (decision 0019): 300 per 15 minutes, then 1 hour blocked. */
  page_view: { max: 300, windowMs: 15 * 60_000 },
  /** Events of the client security monitor per client address (decision 0019): 30 per 15 minutes, then 1 hour blocked. */
  security_event: { max: 30, windowMs: 15 * 60_000 },
  /** Map marker queries (/api/providers/nearby) per client address (decision 0028): 120 a minute, no block. */
  nearby_query: { max: 120, windowMs: 60_000, blockMs: 0 },
  /** Search suggestions (/api/suggest, issue #26) per client address: 240 a minute (debounced typing), no block. */
  suggest_query: { max: 240, windowMs: 60_000, blockMs: 0 },
  /** 'Suche im Admin-Bereich' (features/admin/search.server.ts) per admin: 120 a minute (live results as you type), no block. */
  admin_search: { max: 120, windowMs: 60_000, blockMs: 0 },
  /** IndexNow 'Verbindung testen' (features/seo/indexnow-test.server.ts) per admin: 10 a minute, no block. */
  indexnow_test: { max: 10, windowMs: 60_000, blockMs: 0 },
} as const satisfies Record<string, LimitRule>;

export type RateLimitAction = keyof typeof RATE_LIMITS;
export const BLOCK_MS = 60 * 60_000;
/** The spec's message in its du-form (spec README: one voice). */
export const RATE_LIMIT_MESSAGE = "Zu viele Versuche. Bitte versuche es später erneut.";
/** How long a caller is asked to wait when the check itself failed and the limit fails closed. */
export const UNAVAILABLE_RETRY_MS = 60_000;

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  blockedUntil: Date | null;
  retryAfterMs: number;
  /** The check itself failed (database error) and the limit failed closed. */
  unavailable?: boolean;
};

export type RateLimitOptions = {
  userId?: string | null;
  ip?: string | null;
  now?: Date;
  /**
   * Refuse when the check itself fails (database error), instead of allowing as spec 2 says.
   * Used for sign-in and password reset (issue #7).
   */
  failClosed?: boolean;
};

/** A refusal with status 429 and a Retry-After header (always, at least 1 s): an HttpError like every other refusal. */
export class RateLimitError extends HttpError {
  constructor(
    public result: RateLimitResult,
    message = RATE_LIMIT_MESSAGE,
  ) {
    super(429, message, undefined, retryAfterHeader(result.retryAfterMs));
    this.name = "RateLimitError";
  }
}

/** Rate-limit key of an e-mail address: its hash, so that rate_limits holds no addresses. */
export function emailRateKey(email: string) {
  return `e:${hashEmail(email)}`;
}

function rule(action: RateLimitAction): LimitRule {
  return RATE_LIMITS[action];
}

function lookupFailed(action: RateLimitAction, error: unknown, failClosed: boolean | undefined): RateLimitResult {
  if (failClosed) {
    logger.error({ err: error, action }, "rate limit lookup failed; refusing");
    return { allowed: false, remaining: 0, blockedUntil: null, retryAfterMs: UNAVAILABLE_RETRY_MS, unavailable: true };
  }
  logger.warn({ err: error, action }, "rate limit lookup failed; allowing");
  return { allowed: true, remaining: rule(action).max, blockedUntil: null, retryAfterMs: 0 };
}

/**
 * Counts one attempt of `action` for `key` and says whether it is allowed. The window and the
 * block are computed in one atomic upsert. `now` is injectable for tests. Fails open (as the spec
 * says) if the lookup itself fails, unless `failClosed`.
 */
export async function hitRateLimit(action: RateLimitAction, key: string, opts: RateLimitOptions = {}): Promise<RateLimitResult> {
  const limit = rule(action);
  const now = opts.now ?? new Date();
  const windowStartMin = new Date(now.getTime() - limit.windowMs);
  const blockMs = limit.blockMs ?? BLOCK_MS;
  try {
    const res = await db.execute<{ attempt_count: number; window_start: string; blocked_until: string | null; prev_blocked_until: string | null }>(sql`
      with prev as (select blocked_until as prev_blocked_until from rate_limits where action_type = ${action} and key = ${key})
      insert into rate_limits (action_type, key, user_id, ip_address, attempt_count, window_start, blocked_until)
      values (${action}, ${key}, ${opts.userId ?? null}, ${opts.ip ?? null}, 1, ${now.toISOString()}::timestamptz, null)
      on conflict (action_type, key) do update set
        attempt_count = case
          when rate_limits.blocked_until is not null and rate_limits.blocked_until > ${now.toISOString()}::timestamptz
            then rate_limits.attempt_count
          when rate_limits.window_start <= ${windowStartMin.toISOString()}::timestamptz
            or (rate_limits.blocked_until is not null and rate_limits.blocked_until <= ${now.toISOString()}::timestamptz)
            then 1
          else rate_limits.attempt_count + 1 end,
        window_start = case
          when rate_limits.blocked_until is not null and rate_limits.blocked_until > ${now.toISOString()}::timestamptz
            then rate_limits.window_start
          when rate_limits.window_start <= ${windowStartMin.toISOString()}::timestamptz
            or (rate_limits.blocked_until is not null and rate_limits.blocked_until <= ${now.toISOString()}::timestamptz)
            then ${now.toISOString()}::timestamptz
          else rate_limits.window_start end,
        blocked_until = case
          when rate_limits.blocked_until is not null and rate_limits.blocked_until > ${now.toISOString()}::timestamptz
            then rate_limits.blocked_until
          when rate_limits.window_start > ${windowStartMin.toISOString()}::timestamptz
            and (rate_limits.blocked_until is null or rate_limits.blocked_until <= ${now.toISOString()}::timestamptz)
            and rate_limits.attempt_count + 1 > ${limit.max}
            then ${blockMs > 0 ? new Date(now.getTime() + blockMs).toISOString() : null}::timestamptz
          else null end,
        user_id = coalesce(excluded.user_id, rate_limits.user_id),
        ip_address = coalesce(excluded.ip_address, rate_limits.ip_address)
      returning attempt_count, window_start, blocked_until, (select prev_blocked_until from prev) as prev_blocked_until`);
    const row = res.rows[0]!;
    const blockedUntil = row.blocked_until ? new Date(row.blocked_until) : null;
    const windowEnd = new Date(row.window_start).getTime() + limit.windowMs;
    const blocked = (blockedUntil !== null && blockedUntil > now) || row.attempt_count > limit.max;
    const until = blockedUntil && blockedUntil > now ? blockedUntil.getTime() : windowEnd;
    const retryAfterMs = blocked ? Math.max(until - now.getTime(), 0) : 0;
    // The block starts with this attempt: one security event per block (not per refused attempt).
    const wasBlocked = row.prev_blocked_until !== null && new Date(row.prev_blocked_until) > now;
    if (blockMs > 0 && blockedUntil && blockedUntil > now && !wasBlocked) await logBlock(action, opts);
    return { allowed: !blocked, remaining: Math.max(limit.max - row.attempt_count, 0), blockedUntil, retryAfterMs };
  } catch (error) {
    return lookupFailed(action, error, opts.failClosed);
  }
}

/** Like hitRateLimit, but throws RateLimitError when blocked. */
export async function enforceRateLimit(action: RateLimitAction, key: string, opts: RateLimitOptions & { message?: string } = {}) {
  const result = await hitRateLimit(action, key, opts);
  if (!result.allowed) throw new RateLimitError(result, opts.message);
  return result;
}

/**
 * Whether `key` is blocked for `action` by earlier failures (recordFailure), without counting
 * anything. For limits that count failures only (sign-in spraying, per-account delay).
 */
export async function checkBlocked(action: RateLimitAction, key: string, opts: Pick<RateLimitOptions, "now" | "failClosed"> = {}): Promise<RateLimitResult> {
  const limit = rule(action);
  const now = opts.now ?? new Date();
  try {
    const res = await db.execute<{ attempt_count: number; blocked_until: string | null }>(sql`
      select attempt_count, blocked_until from rate_limits where action_type = ${action} and key = ${key}`);
    const row = res.rows[0];
    const blockedUntil = row?.blocked_until ? new Date(row.blocked_until) : null;
    const blocked = blockedUntil !== null && blockedUntil > now;
    return {
      allowed: !blocked,
      remaining: Math.max(limit.max - (row?.attempt_count ?? 0), 0),
      blockedUntil,
      retryAfterMs: blocked ? blockedUntil.getTime() - now.getTime() : 0,
    };
  } catch (error) {
    return lookupFailed(action, error, opts.failClosed);
  }
}

/**
 * What is left of `action` for `key` in the current window, without counting anything (an expired
 * window is a fresh one). For callers that must not trip a limit, such as the blog's autosave.
 */
export async function peekRateLimit(action: RateLimitAction, key: string, opts: Pick<RateLimitOptions, "now"> = {}): Promise<RateLimitResult> {
  const limit = rule(action);
  const now = opts.now ?? new Date();
  try {
    const res = await db.execute<{ attempt_count: number; window_start: string; blocked_until: string | null }>(sql`
      select attempt_count, window_start, blocked_until from rate_limits where action_type = ${action} and key = ${key}`);
    const row = res.rows[0];
    const blockedUntil = row?.blocked_until ? new Date(row.blocked_until) : null;
    const blocked = blockedUntil !== null && blockedUntil > now;
    const expired = !row || new Date(row.window_start).getTime() <= now.getTime() - limit.windowMs || (blockedUntil !== null && !blocked);
    const used = expired ? 0 : Number(row.attempt_count);
    return { allowed: !blocked, remaining: Math.max(limit.max - used, 0), blockedUntil, retryAfterMs: blocked ? blockedUntil.getTime() - now.getTime() : 0 };
  } catch (error) {
    return lookupFailed(action, error, true);
  }
}

/** The wait after the n-th failure of a growing-delay limit: 2^(n - max + 1) seconds, capped. */
export function growingDelayMs(action: RateLimitAction, failures: number): number {
  const limit = rule(action);
  if (failures < limit.max) return 0;
  const cap = limit.growingDelayMaxMs ?? BLOCK_MS;
  return Math.min(2 ** Math.min(failures - limit.max + 1, 30) * 1000, cap);
}

/**
 * Counts one failure of `action` for `key` (one atomic upsert). From the `max`-th failure in the
 * window the key is blocked: for the limit's block (default one hour), or for the growing delay
 * of `growingDelayMaxMs` limits. Returns the number of failures in the window. A database error
 * is logged and ignored (the refusal happens in checkBlocked, which may fail closed).
 */
export async function recordFailure(action: RateLimitAction, key: string, opts: Omit<RateLimitOptions, "failClosed"> = {}): Promise<number> {
  const limit = rule(action);
  const now = opts.now ?? new Date();
  const nowIso = now.toISOString();
  const expired = sql`rate_limits.window_start <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const count = sql`(case when ${expired} then 1 else rate_limits.attempt_count + 1 end)`;
  const blockFor = (n: typeof count) =>
    limit.growingDelayMaxMs
      ? sql`${nowIso}::timestamptz + least(power(2, least(${n} - ${limit.max}::int + 1, 30)) * 1000, ${limit.growingDelayMaxMs}::double precision) * interval '1 millisecond'`
      : sql`${nowIso}::timestamptz + ${limit.blockMs ?? BLOCK_MS}::double precision * interval '1 millisecond'`;
  const firstBlock = 1 >= limit.max ? new Date(now.getTime() + (limit.growingDelayMaxMs ? growingDelayMs(action, 1) : (limit.blockMs ?? BLOCK_MS))) : null;
  try {
    const res = await db.execute<{ attempt_count: number }>(sql`
      insert into rate_limits (action_type, key, user_id, ip_address, attempt_count, window_start, blocked_until)
      values (${action}, ${key}, ${opts.userId ?? null}, ${opts.ip ?? null}, 1, ${nowIso}::timestamptz, ${firstBlock?.toISOString() ?? null}::timestamptz)
      on conflict (action_type, key) do update set
        attempt_count = ${count},
        window_start = case when ${expired} then ${nowIso}::timestamptz else ${limit.sliding ? sql`${nowIso}::timestamptz` : sql`rate_limits.window_start`} end,
        blocked_until = case when ${count} >= ${limit.max}::int then ${blockFor(count)} else null end,
        user_id = coalesce(excluded.user_id, rate_limits.user_id),
        ip_address = coalesce(excluded.ip_address, rate_limits.ip_address)
      returning attempt_count`);
    const failures = Number(res.rows[0]!.attempt_count);
    if (failures === limit.max) await logBlock(action, opts);
    return failures;
  } catch (error) {
    logger.warn({ err: error, action }, "rate limit failure count failed");
    return 0;
  }
}

/** The security event of a block that starts now ('rate_limit_triggered', spec 2 section 7). */
async function logBlock(action: RateLimitAction, opts: RateLimitOptions) {
  await logSecurityEvent({ eventType: "rate_limit_triggered", severity: "warning", userId: opts.userId ?? null, ip: opts.ip ?? null, details: { action } });
}

/** Forget the counter (e.g. after a successful sign-in). */
export async function resetRateLimit(action: RateLimitAction, key: string) {
  try {
    await db.execute(sql`delete from rate_limits where action_type = ${action} and key = ${key}`);
  } catch (error) {
    logger.warn({ err: error, action }, "rate limit reset failed");
  }
}
