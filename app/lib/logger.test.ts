import { describe, expect, it } from "vitest";
import { captureLog as capture } from "../../tests/support/log";
import { hashEmail, scrubUrl } from "./logger.server";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5kZSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ";

describe("no secrets in log lines (issue #7 section 4)", () => {
  it("scrubs tokens of verification, magic-link and reset URLs, and e-mail addresses", () => {
    expect(scrubUrl(`/api/auth/verify-email?token=${JWT}&callbackURL=%2Fauth%2Fcallback`)).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fcallback",
    );
    expect(scrubUrl("/api/auth/magic-link/verify?token=AbCdEf123&callbackURL=/auth/callback")).toBe(
      "/api/auth/magic-link/verify?token=[redacted]&callbackURL=/auth/callback",
    );
    expect(scrubUrl("/api/auth/reset-password/Xy12Zz99?callbackURL=%2Freset-password")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password",
    );
    expect(scrubUrl("/reset-password?token=Xy12Zz99")).toBe("/reset-password?token=[redacted]");
    expect(scrubUrl("/auth/callback?access_token=abc&type=recovery#frag")).toBe("/auth/callback?access_token=[redacted]&type=recovery");
    expect(scrubUrl("/forgot-password?email=a%40b.de&x=1")).toBe("/forgot-password?email=[redacted]&x=1");
    expect(scrubUrl("/blog?page=2&sort=popular")).toBe("/blog?page=2&sort=popular");
    expect(scrubUrl("/empfehlung/club-berlin")).toBe("/empfehlung/club-berlin");
  });

  it("a captured access-log style line with a token in the URL shows no token", () => {
    const { log, raw } = capture();
    log.info({ url: scrubUrl(`/api/auth/verify-email?token=${JWT}`), status: 302 }, "request");
    log.info({ url: scrubUrl("/api/auth/reset-password/geheimer-reset-token") }, "request");
    const text = raw.join("\n");
    expect(text).toContain("/api/auth/verify-email?token=[redacted]");
    expect(text).not.toContain(JWT);
    expect(text).not.toContain("geheimer-reset-token");
  });

  it("redacts secret fields by name", () => {
    const { log, lines, raw } = capture();
    log.info({ link: "http://x/api/auth/magic-link/verify?token=t0ken", password: "Geheim-123!", user: { token: "abc", name: "lena" } }, "x");
    log.info({ headers: { cookie: "better-auth.session_token=s3ss10n", accept: "text/html" } }, "y");
    expect(raw.join("\n")).not.toMatch(/t0ken|Geheim-123|"abc"|s3ss10n/);
    expect(lines[0]).toMatchObject({ link: "[redacted]", password: "[redacted]", user: { token: "[redacted]", name: "lena" } });
    expect(lines[1]).toMatchObject({ headers: { cookie: "[redacted]", accept: "text/html" } });
  });

  it("logs failed queries without their parameters (message, stack, params, PostgreSQL detail, causes)", () => {
    const { log, raw } = capture();
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(opfer@example.com) already exists.",
      params: ["opfer@example.com"],
    });
    const failed = Object.assign(new Error('Failed query: insert into "user" ("email") values ($1)\nparams: opfer@example.com,geheim'), {
      query: 'insert into "user" ("email") values ($1)',
      params: ["opfer@example.com", "geheim"],
      cause,
    });
    log.error({ err: failed }, "action failed");
    const text = raw.join("\n");
    expect(text).toContain("Failed query: insert into");
    expect(text).toContain("23505");
    expect(text).not.toContain("opfer@example.com");
    expect(text).not.toContain("geheim");
  });

  it("hashes e-mail addresses stably and case-insensitively", () => {
    expect(hashEmail("Lena@Example.com ")).toBe(hashEmail("lena@example.com"));
    expect(hashEmail("lena@example.com")).toMatch(/^[0-9a-f]{16}$/);
    expect(hashEmail("lena@example.com")).not.toBe(hashEmail("max@example.com"));
  });
});
