import { describe, expect, it } from "vitest";
import { hitRateLimit, RATE_LIMITS, resetRateLimit } from "./rate-limit.server";

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
});
