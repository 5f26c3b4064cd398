import { describe, expect, it } from "vitest";
import {
  authCallbackUrl,
  readReturnIntent,
  redirectTarget,
  returnPath,
  signInHref,
  signInPromptHref,
  SIGN_IN_PROMPTS,
  withoutReturnIntent,
  type SignInPrompt,
} from "./return-intent";
import { safeRedirect } from "./safe-redirect";

const provider = { pathname: "/empfehlung/gruener-club", search: "" };
const back = (href: string) => new URL(href, "http://x").searchParams.get("redirectTo");

describe("sign-in prompts (issue #25: back to where you were)", () => {
  const cases: [SignInPrompt, { pathname: string; search: string }, string | undefined, string][] = [
    ["review", provider, undefined, "/empfehlung/gruener-club?oeffnen=bewerten"],
    ["favorite", { pathname: "/empfehlung/gruener-club", search: "?ref=abc" }, undefined, "/empfehlung/gruener-club?ref=abc&oeffnen=favorit"],
    ["follow", { pathname: "/blog/lisa/hanf-im-garten", search: "" }, undefined, "/blog/lisa/hanf-im-garten?oeffnen=folgen"],
    [
      "contest",
      { pathname: "/contests", search: "?filter=active" },
      "8b1c2d3e-0000-4000-8000-000000000001",
      "/contests?filter=active&oeffnen=teilnehmen%3A8b1c2d3e-0000-4000-8000-000000000001",
    ],
    ["coupon", { pathname: "/gutschein/hinzufuegen", search: "" }, undefined, "/gutschein/hinzufuegen"],
    ["claim", provider, undefined, "/empfehlung/gruener-club?oeffnen=beanspruchen"],
    ["report", provider, undefined, "/empfehlung/gruener-club?oeffnen=melden"],
  ];

  it("covers all seven prompts", () => {
    expect(Object.keys(SIGN_IN_PROMPTS).sort()).toEqual(cases.map((c) => c[0]).sort());
  });

  it.each(cases)("%s: a link to /auth that leads back to the page with its intent", (prompt, here, target, expected) => {
    const path = returnPath(prompt, here, target);
    expect(path).toBe(expected);
    const href = signInPromptHref(prompt, here, target);
    expect(href.startsWith("/auth?redirectTo=")).toBe(true);
    expect(back(href)).toBe(expected);
    // The page reads the intent back (and only its own).
    const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
    if (SIGN_IN_PROMPTS[prompt]) expect(readReturnIntent(query, prompt)).toEqual({ target: target ?? null });
    for (const other of Object.keys(SIGN_IN_PROMPTS) as SignInPrompt[]) {
      if (other !== prompt) expect(readReturnIntent(query, other)).toBeNull();
    }
    // The sign-in page and the mails accept it as same-site.
    expect(redirectTarget(new URL(href, "http://x").searchParams)).toBe(expected);
    expect(new URL(authCallbackUrl(expected), "http://x").searchParams.get("redirectTo")).toBe(expected);
  });

  it("replaces an older intent and keeps the rest of the query", () => {
    expect(returnPath("review", { pathname: "/empfehlung/x", search: "?oeffnen=melden&a=1" })).toBe("/empfehlung/x?a=1&oeffnen=bewerten");
    expect(withoutReturnIntent("?a=1&oeffnen=bewerten")).toBe("?a=1");
    expect(withoutReturnIntent("?oeffnen=bewerten")).toBe("");
  });

  it("ignores malformed intents and targets", () => {
    expect(readReturnIntent("?oeffnen=bewertenx", "review")).toBeNull();
    expect(readReturnIntent("?oeffnen=teilnehmen:<script>", "contest")).toBeNull();
    expect(readReturnIntent("?oeffnen=teilnehmen:", "contest")).toBeNull();
    expect(readReturnIntent("", "review")).toBeNull();
    expect(returnPath("contest", { pathname: "/contests", search: "" }, "../../x")).toBe("/contests?oeffnen=teilnehmen");
  });

  it("never builds a link off the site", () => {
    expect(signInHref("//evil.example/")).toBe("/auth");
    expect(signInHref("/")).toBe("/auth");
    expect(signInPromptHref("review", { pathname: "//evil.example", search: "" })).toBe("/auth");
    expect(authCallbackUrl("https://evil.example/")).toBe("/auth/callback");
    expect(authCallbackUrl(null)).toBe("/auth/callback");
    expect(redirectTarget(new URLSearchParams("redirectTo=https%3A%2F%2Fevil.example"))).toBe("/");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths with query and hash", () => {
    for (const ok of ["/", "/profile", "/empfehlung/a?oeffnen=bewerten", "/blog?page=2#x", "/authors", "/apix", "/suche%0a"]) expect(safeRedirect(ok)).toBe(ok);
  });

  it("refuses other sites, tricks browsers resolve to other sites, loops and oversized paths", () => {
    for (const bad of [
      "",
      "profile",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /evil.example",
      "/auth",
      "/auth/callback?x=1",
      "/api/favorites",
      "/api",
      `/${"a".repeat(1001)}`,
    ]) {
      expect(safeRedirect(bad, "FALLBACK"), bad).toBe("FALLBACK");
    }
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/x")).toBe("/x");
  });
});
