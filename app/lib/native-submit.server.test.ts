import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { answerSubmission, backTarget, isNativeSubmission, outcomeFlash } from "./native-submit.server";

const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://hanfnetz.test${path}`, { method: "POST", headers: { host: "hanfnetz.test", ...headers } });
const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };

describe("isNativeSubmission", () => {
  it("is a navigation of the browser, not a fetch", () => {
    expect(isNativeSubmission(post("/api/favorites", navigate))).toBe(true);
    expect(isNativeSubmission(post("/api/favorites", { "sec-fetch-mode": "cors", accept: "text/html" }))).toBe(false);
    expect(isNativeSubmission(post("/api/favorites.data", navigate))).toBe(false);
    expect(isNativeSubmission(new Request("http://hanfnetz.test/", { headers: navigate }))).toBe(false);
  });

  it("falls back to the Accept header when the browser sends no fetch metadata", () => {
    expect(isNativeSubmission(post("/api/follows", { accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isNativeSubmission(post("/api/follows", { accept: "*/*" }))).toBe(false);
  });
});

describe("backTarget", () => {
  it("takes the form's own page, else the Referer of this host, else the fallback", () => {
    expect(backTarget(post("/x", { referer: "http://hanfnetz.test/a?b=1#c" }), "/form")).toBe("/form");
    expect(backTarget(post("/x", { referer: "http://hanfnetz.test/a?b=1#c" }))).toBe("/a?b=1#c");
    expect(backTarget(post("/x"), null, "/blog")).toBe("/blog");
  });

  it("never leads elsewhere: foreign hosts, protocol-relative paths, the API", () => {
    expect(backTarget(post("/x", { referer: "https://evil.example/a" }))).toBe("/");
    expect(backTarget(post("/x"), "//evil.example/")).toBe("/");
    expect(backTarget(post("/x"), "https://evil.example/")).toBe("/");
    expect(backTarget(post("/x", { referer: "http://hanfnetz.test/api/favorites" }))).toBe("/");
    expect(backTarget(post("/x", { referer: "javascript:alert(1)" }))).toBe("/");
  });
});

describe("outcomeFlash and answerSubmission", () => {
  it("turns an action's answer into the flash message", () => {
    expect(outcomeFlash(data({ ok: true, message: "Autor erfolgreich gefolgt" }))).toEqual({ type: "success", message: "Autor erfolgreich gefolgt" });
    expect(outcomeFlash(data({ ok: true }), "Zu Favoriten hinzugefügt")).toEqual({ type: "success", message: "Zu Favoriten hinzugefügt" });
    expect(outcomeFlash(data({ ok: false, error: "Du musst angemeldet sein" }, { status: 401 }))).toEqual({
      type: "error",
      message: "Du musst angemeldet sein",
    });
    expect(outcomeFlash(null).type).toBe("error");
  });

  it("redirects a native submission with 303 and the flash cookie; a fetch gets the answer as it is", () => {
    const answer = data({ ok: true, message: "Gespeichert" });
    const res = answerSubmission(post("/api/x", { ...navigate, referer: "http://hanfnetz.test/seite" }), answer) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/seite");
    expect(res.headers.get("set-cookie")).toContain("hn_flash=");
    expect(answerSubmission(post("/api/x", { "sec-fetch-mode": "cors" }), answer)).toBe(answer);
  });
});
