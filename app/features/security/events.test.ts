import { describe, expect, it } from "vitest";
import { CLIENT_SECURITY_EVENTS, isDevtoolsShortcut, MALICIOUS_PASTE } from "./events";
import { severityOfEventType } from "~/lib/security-log.server";

const key = (k: string, mods: { ctrl?: boolean; shift?: boolean; meta?: boolean } = {}) => ({
  key: k,
  ctrlKey: !!mods.ctrl,
  shiftKey: !!mods.shift,
  metaKey: !!mods.meta,
});

describe("client monitor rules (spec 2 sections 5 and 6)", () => {
  it("knows the developer-tool shortcuts", () => {
    expect(isDevtoolsShortcut(key("F12"))).toBe(true);
    expect(isDevtoolsShortcut(key("I", { ctrl: true, shift: true }))).toBe(true);
    expect(isDevtoolsShortcut(key("C", { ctrl: true, shift: true }))).toBe(true);
    expect(isDevtoolsShortcut(key("u", { ctrl: true }))).toBe(true);
    expect(isDevtoolsShortcut(key("c", { ctrl: true }))).toBe(false);
    expect(isDevtoolsShortcut(key("i", { shift: true }))).toBe(false);
    expect(isDevtoolsShortcut(key("U", { ctrl: true, shift: true }))).toBe(false);
  });

  it("the paste guard matches the spec's patterns, case-insensitively", () => {
    for (const text of [
      "<SCRIPT>x</script>",
      "javascript:alert(1)",
      "data:text/html,x",
      "eval(atob(x))",
      "document.cookie",
      "localStorage.x",
      "SessionStorage",
    ])
      expect(MALICIOUS_PASTE.test(text), text).toBe(true);
    expect(MALICIOUS_PASTE.test("Mein Lieblingsladen in Hamburg")).toBe(false);
  });

  it("every client event type carries its severity in the suffix", () => {
    expect(Object.fromEntries(Object.entries(CLIENT_SECURITY_EVENTS).map(([k, v]) => [k, severityOfEventType(v)]))).toEqual({
      devtools_shortcut: "warning",
      context_menu: "info",
      malicious_paste: "high",
      suspicious_navigation: "warning",
      automated_behavior: "critical",
      brute_force: "high",
      session_timeout: "warning",
    });
  });
});
