import { sql } from "drizzle-orm";
import { db } from "./db.server";
import { logger } from "./logger.server";

/** The limits of spec 2 section 9; once exceeded, the action is blocked for one hour. */
export const RATE_LIMITS = {
  login_attempt: { max: 5, windowMs: 15 * 60_000 },
  password_reset: { max: 5, windowMs: 15 * 60_000 },
  form_submission: { max: 10, windowMs: 15 * 60_000 },
  review_creation: { max: 5, windowMs: 30 * 60_000 },
  contest_creation: { max: 5, windowMs: 60 * 60_000 },
  /** One magic link / reset mail per address every 60 seconds (spec 1 section 9). */
  magic_link_throttle: { max: 1, windowMs: 60_000, blockMs: 0 },
  password_reset_throttle: { max: 1, windowMs: 60_000, blockMs: 0 },
} as const satisfies Record<string, { max: number; windowMs: number; blockMs?: number }>;

export type RateLimitAction = keyof typeof RATE_LIMITS;
export const BLOCK_MS = 60 * 60_000;
export const RATE_LIMIT_MESSAGE = "Zu viele Versuche. Bitte versuchen Sie es später erneut.";

export type RateLimitResult = { allowed: boolean; remaining: number; blockedUntil: Date | null; retryAfterMs: number };

export class RateLimitError extends Error {
  status = 429;
  constructor(
    public result: RateLimitResult,
    message = RATE_LIMIT_MESSAGE,
  ) {
    super(message);
  }
}

/**
 * Counts one attempt of `action` for `key` and says whether it is allowed. The window and the
 * block are computed in one atomic upsert. `now` is injectable for tests. Fails open (as the spec
 * says) if the lookup itself fails.
 */
export async function hitRateLimit(
  action: RateLimitAction,
  key: string,
  opts: { userId?: string | null; ip?: string | null; now?: Date } = {},
): Promise<RateLimitResult> {
  const limit = RATE_LIMITS[action];
  const now = opts.now ?? new Date();
  const windowStartMin = new Date(now.getTime() - limit.windowMs);
  const blockMs = "blockMs" in limit ? limit.blockMs : BLOCK_MS;
  try {
    const res = await db.execute<{ attempt_count: number; window_start: string; blocked_until: string | null }>(sql`
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
      returning attempt_count, window_start, blocked_until`);
    const row = res.rows[0]!;
    const blockedUntil = row.blocked_until ? new Date(row.blocked_until) : null;
    const windowEnd = new Date(row.window_start).getTime() + limit.windowMs;
    const blocked = (blockedUntil !== null && blockedUntil > now) || row.attempt_count > limit.max;
    const until = blockedUntil && blockedUntil > now ? blockedUntil.getTime() : windowEnd;
    const retryAfterMs = blocked ? Math.max(until - now.getTime(), 0) : 0;
    return { allowed: !blocked, remaining: Math.max(limit.max - row.attempt_count, 0), blockedUntil, retryAfterMs };
  } catch (error) {
    logger.warn({ err: error, action }, "rate limit lookup failed; allowing");
    return { allowed: true, remaining: limit.max, blockedUntil: null, retryAfterMs: 0 };
  }
}

/** Like hitRateLimit, but throws RateLimitError when blocked. */
export async function enforceRateLimit(
  action: RateLimitAction,
  key: string,
  opts: { userId?: string | null; ip?: string | null; now?: Date; message?: string } = {},
) {
  const result = await hitRateLimit(action, key, opts);
  if (!result.allowed) throw new RateLimitError(result, opts.message);
  return result;
}

/** Forget the counter (e.g. after a successful sign-in). */
export async function resetRateLimit(action: RateLimitAction, key: string) {
  try {
    await db.execute(sql`delete from rate_limits where action_type = ${action} and key = ${key}`);
  } catch (error) {
    logger.warn({ err: error, action }, "rate limit reset failed");
  }
}
