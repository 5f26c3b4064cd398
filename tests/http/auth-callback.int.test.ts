import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLBACK_HASH_SCRIPT } from "~/features/auth/callback";
import { createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";

/**
 * /auth/callback over real HTTP (spec 1 section 2), the path of a browser without JavaScript: the
 * query string decides. Values that come in the hash are forwarded into the query by the inline
 * script the page carries (allowed by the page's CSP); its rule is unit-tested in
 * app/features/auth/callback.test.ts and in a browser in tests/e2e/auth.spec.ts.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let member = "";
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  await createTestUser({ email: "rueckruf@example.com", password: PASSWORD });
  app = await startApp();
  member = await signIn(app.url, "rueckruf@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

async function page(path: string, cookie?: string) {
  const res = await fetch(`${app.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: res.status, csp: res.headers.get("content-security-policy") ?? "", html: await res.text() };
}
/** The "Weiter" link's target. */
const onwards = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>Weiter<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("/auth/callback reads the query string", () => {
  it("forwards a recovery link with its tokens to /reset-password, a broken one to /forgot-password", async () => {
    const ok = await page("/auth/callback?type=recovery&access_token=abc123&refresh_token=def456");
    expect(ok.status).toBe(200);
    expect(onwards(ok.html)).toBe("/reset-password?token=abc123&refresh_token=def456");
    const broken = await page("/auth/callback?type=recovery&error=otp_expired");
    expect(broken.html).toContain("Fehler beim Verarbeiten des Reset-Links.");
    expect(onwards(broken.html)).toBe("/forgot-password");
  });

  it("shows the spec's error texts and leads back to /auth", async () => {
    const invalid = await page("/auth/callback?error=INVALID_TOKEN");
    expect(invalid.html).toContain("Ungültige Anmeldedaten.");
    expect(onwards(invalid.html)).toBe("/auth");
    const expired = await page("/auth/callback?error=TOKEN_EXPIRED");
    expect(expired.html).toContain("Fehler beim Anmelden. Bitte versuche es erneut.");
    const none = await page("/auth/callback");
    expect(none.html).toContain("Fehler bei der Anmeldung.");
  });

  it("goes home with a session (verification and magic links set it before redirecting here)", async () => {
    const res = await page("/auth/callback?type=magiclink", member);
    expect(res.html).toContain("Erfolgreich angemeldet");
    expect(onwards(res.html)).toBe("/");
  });

  it("carries the hash-forwarding script, allowed by the page's CSP", async () => {
    for (const cookie of [undefined, member]) {
      const { html, csp } = await page("/auth/callback?type=signup", cookie);
      const tag = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].find((m) => m[2] === CALLBACK_HASH_SCRIPT);
      expect(tag, "inline script").toBeTruthy();
      const nonce = /nonce="([^"]+)"/.exec(tag![1]!)?.[1];
      const hash = `'sha256-${createHash("sha256").update(CALLBACK_HASH_SCRIPT).digest("base64")}'`;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc.includes(`'nonce-${nonce}'`) || scriptSrc.includes(hash), scriptSrc).toBe(true);
    }
  });
});
