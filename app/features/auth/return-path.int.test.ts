import path from "node:path";
import { describe, expect, it } from "vitest";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { linkIn, mailsTo } from "../../../tests/support/mail";
import { requestMagicLink, signUpWithPassword } from "./auth.server";

/**
 * Back to where you were (issue #25): the confirmation mail of a sign-up and the magic link lead
 * through /auth/callback back to the page the sign-in was asked for; a foreign return path is
 * dropped before it reaches a mail.
 */

const PW = "Sehr-Sicheres-Passwort1!";
let ip = 1;
const req = () =>
  new Request("http://localhost:3000/auth", { method: "POST", headers: new Headers({ "user-agent": "vitest-agent", [CLIENT_IP_HEADER]: `10.25.0.${ip++}` }) });
const outbox = () => path.resolve(env().DATA_DIR, "mail");
const follow = (link: string) =>
  auth().handler(new Request(link, { headers: new Headers({ [CLIENT_IP_HEADER]: "10.25.9.9", "user-agent": "vitest-agent" }), redirect: "manual" }));

const BACK = "/empfehlung/gruener-club?oeffnen=bewerten";

describe("return path in the mails", () => {
  it("leads the confirmation link of a sign-up back to the page, with the dialog's intent", async () => {
    const res = await signUpWithPassword(req(), { email: "zurueck@example.com", password: PW }, BACK);
    expect(res.ok).toBe(true);
    const verified = await follow(linkIn(mailsTo(outbox(), "zurueck@example.com").at(-1)!.text, "/api/auth/verify-email"));
    expect(verified.status).toBe(302);
    const location = new URL(verified.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("redirectTo")).toBe(BACK);
  });

  it("leads a magic link back to the page", async () => {
    await signUpWithPassword(req(), { email: "magisch-zurueck@example.com", password: PW });
    await follow(linkIn(mailsTo(outbox(), "magisch-zurueck@example.com").at(-1)!.text, "/api/auth/verify-email"));
    const sent = await requestMagicLink(req(), { email: "magisch-zurueck@example.com" }, "/contests?oeffnen=teilnehmen:abc");
    expect(sent.ok).toBe(true);
    // The mail goes out after the answer (the same answer for every address, issue #28).
    await sent.delivery;
    const link = new URL(linkIn(mailsTo(outbox(), "magisch-zurueck@example.com").at(-1)!.text, "/api/auth/magic-link/verify"));
    const callback = new URL(link.searchParams.get("callbackURL")!, "http://localhost:3000");
    expect(callback.pathname).toBe("/auth/callback");
    expect(callback.searchParams.get("redirectTo")).toBe("/contests?oeffnen=teilnehmen:abc");
    const verified = await follow(link.toString());
    expect(new URL(verified.headers.get("location")!, "http://localhost:3000").searchParams.get("redirectTo")).toBe("/contests?oeffnen=teilnehmen:abc");
  });

  it("drops a foreign or looping return path (the mail leads to /auth/callback only)", async () => {
    for (const [i, bad] of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "/auth?redirectTo=/",
      "/api/auth/sign-out",
    ].entries()) {
      const email = `fremd-${i}@example.com`;
      expect((await signUpWithPassword(req(), { email, password: PW }, bad)).ok).toBe(true);
      const link = new URL(linkIn(mailsTo(outbox(), email).at(-1)!.text, "/api/auth/verify-email"));
      expect(link.searchParams.get("callbackURL")).toBe("/auth/callback");
    }
  });
});
