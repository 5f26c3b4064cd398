import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { action as authAction } from "./auth";
import { action as forgotAction } from "./forgot-password";

/** The auth route actions answer malformed e-mail addresses in German (issue #7). */

const PW = "Sehr-Sicheres-Passwort1!";
let ipCounter = 1;
const freshIp = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
function req(ip = freshIp(), body?: Record<string, string>) {
  const headers = new Headers({ "user-agent": "vitest-agent", [CLIENT_IP_HEADER]: ip });
  return new Request("http://localhost:3000/auth", { method: "POST", headers, body: body ? new URLSearchParams(body) : undefined });
}

type RouteData = { data: { ok: boolean; message: string; fieldErrors?: Record<string, string[]> }; init: { status?: number } | null };
const routeArgs = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe("e-mail validation (issue #7)", () => {
  it("forgot-password refuses CR, LF and NUL with a German message (400, not 500)", async () => {
    for (const email of ["opfer@example.com\r\nBcc: alle@example.com", "opfer@example.com\n", "\topfer@example.com"]) {
      const res = (await forgotAction(routeArgs(req(freshIp(), { email })))) as unknown as RouteData;
      expect(res.init?.status).toBe(400);
      expect(res.data.fieldErrors?.email).toEqual(["Die E-Mail-Adresse enthält ungültige Zeichen (z. B. einen Zeilenumbruch)."]);
    }
    // NUL is refused for every field by the request helper already.
    const nul = (await forgotAction(routeArgs(req(freshIp(), { email: "opfer@exa\u0000mple.com" })))) as unknown as {
      data: { ok: false; error: string };
      init: { status: number };
    };
    expect(nul.init.status).toBe(400);
    expect(nul.data.error).toBe("Die Eingabe enthält ungültige Zeichen.");
    const invalid = (await forgotAction(routeArgs(req(freshIp(), { email: "a@b" })))) as unknown as RouteData;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.fieldErrors?.email).toEqual(["Bitte gib eine gültige E-Mail-Adresse ein"]);
  });

  it("sign-up answers a malformed address in German, never with better-auth's English text", async () => {
    for (const email of ["x@y", "neu@example.com\r\nBcc: a@b.de", "zwei@@example.com"]) {
      const res = (await authAction(routeArgs(req(freshIp(), { intent: "signup", email, password: PW })))) as unknown as RouteData;
      expect(res.init?.status).toBe(400);
      const text = JSON.stringify(res.data);
      expect(text).not.toMatch(/Invalid|email address|body\./);
      expect(res.data.fieldErrors?.email?.[0]).toMatch(/E-Mail-Adresse/);
    }
  });

  it("a refused sign-up keeps what was typed (e-mail, username), never the password", async () => {
    const res = (await authAction(
      routeArgs(req(freshIp(), { intent: "signup", email: "tippt@example.com", username: "tipp_fehler", password: "schwach" })),
    )) as unknown as RouteData & { data: { values?: Record<string, string> } };
    expect(res.init?.status).toBe(400);
    expect(res.data.values).toEqual({ email: "tippt@example.com", username: "tipp_fehler" });
    expect(JSON.stringify(res.data)).not.toContain("schwach");
  });
});
