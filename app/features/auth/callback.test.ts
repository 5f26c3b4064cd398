import { describe, expect, it } from "vitest";
import { CALLBACK_HASH_SCRIPT, CALLBACK_MESSAGES, callbackOutcome, callbackParams, forwardHashUrl } from "./callback";

/** Runs the inline script against a fake `location`; returns the address it replaced, or null. */
function runScript(pathname: string, search: string, hash: string): string | null {
  let replaced: string | null = null;
  const location = { pathname, search, hash, replace: (to: string) => void (replaced = to) };
  new Function("location", CALLBACK_HASH_SCRIPT)(location);
  return replaced;
}

const CASES: [search: string, hash: string, expected: string | null][] = [
  ["", "", null],
  ["", "#", null],
  ["", "#access_token=abc&refresh_token=def&type=recovery", "/auth/callback?access_token=abc&refresh_token=def&type=recovery"],
  ["", "#error=INVALID_TOKEN", "/auth/callback?error=INVALID_TOKEN"],
  ["?type=signup", "#error=otp_expired&error_description=Link+abgelaufen", "/auth/callback?type=signup&error=otp_expired"],
  // query values win; nothing new in the hash: no forwarding (no loop after the forward)
  ["?type=recovery&access_token=q", "#access_token=h&type=recovery", null],
  ["?access_token=abc&refresh_token=def&type=recovery", "", null],
  ["", "#section-2", null],
  ["", "#access_token=a%2Bb%3D%3D", "/auth/callback?access_token=a%2Bb%3D%3D"],
];

describe("/auth/callback reads the hash as well as the query (spec 1 section 2)", () => {
  it("forwards hash values the query lacks into the query, without the hash", () => {
    for (const [search, hash, expected] of CASES) expect(forwardHashUrl("/auth/callback", search, hash), `${search} ${hash}`).toBe(expected);
  });

  it("the inline script does exactly the same before any script loads", () => {
    for (const [search, hash, expected] of CASES) expect(runScript("/auth/callback", search, hash), `${search} ${hash}`).toBe(expected);
  });

  it("a forwarded address carries the same values as the hash did", () => {
    const to = forwardHashUrl("/auth/callback", "", "#access_token=a%2Bb&refresh_token=r&type=recovery&error=x")!;
    expect(callbackParams(new URL(to, "http://x").searchParams)).toEqual({ type: "recovery", error: "x", token: "a+b", refreshToken: "r" });
  });
});

describe("callback outcome (spec 1 sections 2, 8 and 9)", () => {
  const p = (q: string) => callbackParams(new URLSearchParams(q));

  it("a recovery link goes to /reset-password with its tokens, a broken one to /forgot-password", () => {
    expect(callbackOutcome(p("type=recovery&access_token=abc&refresh_token=def"), false)).toEqual({
      state: "recovery",
      type: "recovery",
      message: "",
      to: "/reset-password?token=abc&refresh_token=def",
    });
    expect(callbackOutcome(p("type=recovery&token=abc"), false).to).toBe("/reset-password?token=abc");
    expect(callbackOutcome(p("type=recovery"), false)).toMatchObject({ state: "error", message: CALLBACK_MESSAGES.recovery, to: "/forgot-password" });
    expect(callbackOutcome(p("type=recovery&access_token=abc&error=otp_expired"), true)).toMatchObject({ state: "error", to: "/forgot-password" });
  });

  it("an error goes to /auth with the spec's text; a session goes home", () => {
    expect(callbackOutcome(p("error=INVALID_TOKEN"), true)).toMatchObject({ state: "error", message: "Ungültige Anmeldedaten.", to: "/auth" });
    expect(callbackOutcome(p("error=TOKEN_EXPIRED"), false).message).toBe("Fehler beim Anmelden. Bitte versuche es erneut.");
    expect(callbackOutcome(p("error=something"), false).message).toBe("Fehler bei der Anmeldung.");
    expect(callbackOutcome(p("type=signup"), false)).toMatchObject({ state: "error", message: "Fehler bei der Anmeldung.", to: "/auth" });
    expect(callbackOutcome(p("type=signup"), true)).toMatchObject({ state: "success", message: "Erfolgreich angemeldet", to: "/" });
  });
});
