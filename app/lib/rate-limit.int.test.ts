import { describe, expect, it } from "vitest";
import { withRateLimitsDown } from "../../tests/support/rate-limits";
import {
  checkBlocked,
  emailRateKey,
  enforceRateLimit,
  growingDelayMs,
  hitRateLimit,
  RATE_LIMITS,
  RateLimitError,
  recordFailure,
  resetRateLimit,
} from "./rate-limit.server";

const T0 = new Date("2026-11-22T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

describe("server rate limits (spec 2 section 9)", () => {
  it("has the documented limits", () => {
    expect(RATE_LIMITS.login_attempt).toMatchObject({ max: 5, windowMs: 15 * MIN });
    expect(RATE_LIMITS.password_reset).toMatchObject({ max: 5, windowMs: 15 * MIN });
    expect(RATE_LIMITS.form_submission).toMatchObject({ max: 10, windowMs: 15 * MIN });
    expect(RATE_LIMITS.review_creation).toMatchObject({ max: 5, windowMs: 30 * MIN });
    expect(RATE_LIMITS.contest_creation).toMatchObject({ max: 5, windowMs: 60 * MIN });
  });

  it("allows 5 login attempts in 15 minutes, blocks the 6th for one hour", async () => {
    const key = "1.2.3.4|a@example.com";
    for (let i = 0; i < 5; i++) {
      const r = await hitRateLimit("login_attempt", key, { now: at(i * MIN) });
      expect(r.allowed, `attempt ${i + 1}`).toBe(true);
    }
    const sixth = await hitRateLimit("login_attempt", key, { now: at(5 * MIN) });
    expect(sixth.allowed).toBe(false);
    expect(sixth.blockedUntil?.toISOString()).toBe(at(5 * MIN + 60 * MIN).toISOString());
    // Still blocked one millisecond before the hour is over, even though the window has passed.
    expect((await hitRateLimit("login_attempt", key, { now: at(65 * MIN - 1) })).allowed).toBe(false);
    // Free again after the hour, with a fresh window.
    const after = await hitRateLimit("login_attempt", key, { now: at(65 * MIN) });
    expect(after.allowed).toBe(true);
    expect(after.remaining).toBe(4);
  });

  it("starts a new window after 15 minutes", async () => {
    const key = "1.2.3.4|window@example.com";
    for (let i = 0; i < 5; i++) await hitRateLimit("login_attempt", key, { now: at(i * 1000) });
    const fresh = await hitRateLimit("login_attempt", key, { now: at(15 * MIN) });
    expect(fresh.allowed).toBe(true);
    expect(fresh.remaining).toBe(4);
  });

  it("counts keys and actions separately", async () => {
    for (let i = 0; i < 5; i++) await hitRateLimit("login_attempt", "k1", { now: T0 });
    expect((await hitRateLimit("login_attempt", "k1", { now: T0 })).allowed).toBe(false);
    expect((await hitRateLimit("login_attempt", "k2", { now: T0 })).allowed).toBe(true);
    expect((await hitRateLimit("password_reset", "k1", { now: T0 })).allowed).toBe(true);
  });

  it("allows 10 form submissions and 5 reviews and 5 contests per window", async () => {
    for (const [action, max] of [
      ["form_submission", 10],
      ["review_creation", 5],
      ["contest_creation", 5],
    ] as const) {
      for (let i = 0; i < max; i++) expect((await hitRateLimit(action, "user-1", { now: T0 })).allowed).toBe(true);
      expect((await hitRateLimit(action, "user-1", { now: T0 })).allowed).toBe(false);
    }
    // review_creation: still blocked 59 minutes later (1-hour block), not just for the 30-minute window
    expect((await hitRateLimit("review_creation", "user-1", { now: at(59 * MIN) })).allowed).toBe(false);
  });

  it("throttles magic links to one per address and 60 seconds, without an hour block", async () => {
    expect((await hitRateLimit("magic_link_throttle", "m@example.com", { now: T0 })).allowed).toBe(true);
    const second = await hitRateLimit("magic_link_throttle", "m@example.com", { now: at(59_000) });
    expect(second.allowed).toBe(false);
    expect(second.retryAfterMs).toBe(1000);
    expect((await hitRateLimit("magic_link_throttle", "m@example.com", { now: at(60_000) })).allowed).toBe(true);
  });

  it("reset forgets the counter", async () => {
    for (let i = 0; i < 5; i++) await hitRateLimit("login_attempt", "r", { now: T0 });
    await resetRateLimit("login_attempt", "r");
    expect((await hitRateLimit("login_attempt", "r", { now: T0 })).remaining).toBe(4);
  });

  it("fails open by default and closed when asked, when the database cannot answer", async () => {
    await withRateLimitsDown(async () => {
      expect(await hitRateLimit("form_submission", "db-down", { now: T0 })).toMatchObject({ allowed: true });
      const closed = await hitRateLimit("login_attempt", "db-down", { now: T0, failClosed: true });
      expect(closed).toMatchObject({ allowed: false, unavailable: true });
      expect(closed.retryAfterMs).toBeGreaterThan(0);
      await expect(enforceRateLimit("password_reset", "db-down", { failClosed: true })).rejects.toBeInstanceOf(RateLimitError);
      expect(await checkBlocked("login_failure_ip", "db-down", { failClosed: true })).toMatchObject({ allowed: false, unavailable: true });
      expect(await checkBlocked("login_failure_ip", "db-down")).toMatchObject({ allowed: true });
      expect(await recordFailure("login_failure_ip", "db-down")).toBe(0);
    });
  });

  it("password spraying: 20 failures per address in 15 minutes are allowed, then 1 hour blocked", async () => {
    const key = "ip:10.20.30.40";
    for (let i = 1; i <= 19; i++) {
      expect(await recordFailure("login_failure_ip", key, { now: at(i * 1000) })).toBe(i);
      expect((await checkBlocked("login_failure_ip", key, { now: at(i * 1000) })).allowed, `after ${i} failures`).toBe(true);
    }
    expect(await recordFailure("login_failure_ip", key, { now: at(20_000) })).toBe(20);
    const blocked = await checkBlocked("login_failure_ip", key, { now: at(20_000) });
    expect(blocked).toMatchObject({ allowed: false });
    expect(blocked.blockedUntil?.toISOString()).toBe(at(20_000 + 60 * MIN).toISOString());
    expect((await checkBlocked("login_failure_ip", key, { now: at(20_000 + 60 * MIN - 1) })).allowed).toBe(false);
    expect((await checkBlocked("login_failure_ip", key, { now: at(20_000 + 60 * MIN) })).allowed).toBe(true);
    // After the block a new window starts with the next failure.
    expect(await recordFailure("login_failure_ip", key, { now: at(20_000 + 60 * MIN) })).toBe(1);
  });

  it("password spraying: failures spread over more than 15 minutes start a new window", async () => {
    const key = "ip:10.20.30.41";
    for (let i = 0; i < 19; i++) await recordFailure("login_failure_ip", key, { now: at(i * 1000) });
    expect(await recordFailure("login_failure_ip", key, { now: at(15 * MIN) })).toBe(1);
    expect((await checkBlocked("login_failure_ip", key, { now: at(15 * MIN) })).allowed).toBe(true);
  });

  it("per account: 4 failures cost nothing, from the 5th a growing delay of 2, 4, 8 … seconds up to 15 minutes", async () => {
    expect([4, 5, 6, 7, 14, 15, 40].map((n) => growingDelayMs("login_failure_account", n))).toEqual([0, 2_000, 4_000, 8_000, 900_000, 900_000, 900_000]);
    const key = emailRateKey("Opfer@Example.com");
    expect(key).toBe(emailRateKey(" opfer@example.com"));
    expect(key).not.toContain("opfer");
    for (let i = 1; i <= 4; i++) {
      await recordFailure("login_failure_account", key, { now: at(i) });
      expect((await checkBlocked("login_failure_account", key, { now: at(i) })).allowed).toBe(true);
    }
    await recordFailure("login_failure_account", key, { now: at(10) });
    const fifth = await checkBlocked("login_failure_account", key, { now: at(10) });
    expect(fifth).toMatchObject({ allowed: false, retryAfterMs: 2_000 });
    expect((await checkBlocked("login_failure_account", key, { now: at(10 + 2_000) })).allowed).toBe(true);
    await recordFailure("login_failure_account", key, { now: at(10 + 2_000) });
    expect((await checkBlocked("login_failure_account", key, { now: at(10 + 2_000) })).retryAfterMs).toBe(4_000);
  });

  it("per account: the count resets after an hour without failures (sliding window)", async () => {
    const key = emailRateKey("ruhig@example.com");
    for (let i = 0; i < 4; i++) await recordFailure("login_failure_account", key, { now: at(i * 20 * MIN) });
    // 4 failures over 60 minutes, each within an hour of the previous one: the 5th still counts.
    expect(await recordFailure("login_failure_account", key, { now: at(61 * MIN) })).toBe(5);
    expect(await recordFailure("login_failure_account", key, { now: at(61 * MIN + 60 * MIN) })).toBe(1);
  });

  it("allows 10 sign-ups per address and hour, blocks the 11th for an hour", async () => {
    expect(RATE_LIMITS.signup_ip).toMatchObject({ max: 10, windowMs: 60 * MIN });
    for (let i = 0; i < 10; i++) expect((await hitRateLimit("signup_ip", "ip:1.1.1.1", { now: at(i) })).allowed).toBe(true);
    const eleventh = await hitRateLimit("signup_ip", "ip:1.1.1.1", { now: at(10) });
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.retryAfterMs).toBe(60 * MIN);
  });

  it("sends one sign-up mail per address in 10 minutes, without an hour block", async () => {
    const key = emailRateKey("neu@example.com");
    expect((await hitRateLimit("signup_mail", key, { now: T0 })).allowed).toBe(true);
    expect((await hitRateLimit("signup_mail", key, { now: at(10 * MIN - 1) })).allowed).toBe(false);
    expect((await hitRateLimit("signup_mail", key, { now: at(10 * MIN) })).allowed).toBe(true);
  });
});
