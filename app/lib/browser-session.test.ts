import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serializeConsent } from "./consent";

/** A browser with a cookie jar and a sessionStorage, for the module under test. */
function fakeBrowser(cookie: string) {
  const store = new Map<string, string>();
  vi.stubGlobal("document", { cookie });
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
  });
  return store;
}

async function freshModule() {
  vi.resetModules();
  return import("./browser-session");
}

describe("browserSessionId (decision 0018)", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("stores nothing on the device without consent to statistics or marketing, but keeps one id per page load", async () => {
    const store = fakeBrowser(`hn_age=1; hn_consent=${serializeConsent({ analytics: false, marketing: false, preferences: true }, new Date())}`);
    const { browserSessionId } = await freshModule();
    const id = browserSessionId("session_id");
    expect(id).toMatch(/\S{8,}/);
    expect(browserSessionId("session_id")).toBe(id);
    expect(store.size).toBe(0);
  });

  it("stores nothing before any choice was made", async () => {
    const store = fakeBrowser("hn_age=1");
    const { browserSessionId } = await freshModule();
    browserSessionId("popup_session_id");
    expect(store.size).toBe(0);
  });

  it("keeps the id in sessionStorage with analytics or marketing consent", async () => {
    for (const choice of [{ analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      const store = fakeBrowser(`hn_consent=${serializeConsent({ ...choice, preferences: false }, new Date())}`);
      const { browserSessionId } = await freshModule();
      const id = browserSessionId("session_id");
      expect(store.get("session_id")).toBe(id);
      expect((await freshModule()).browserSessionId("session_id")).toBe(id);
    }
  });
});
