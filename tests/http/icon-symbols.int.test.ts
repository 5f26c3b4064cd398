import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "./harness";

/**
 * A page carries the symbols of its icons inline (decision 0049): every icon points at a symbol of
 * the page's hidden sprite, each symbol is there once and is used, and no page load asks for the
 * external sprite (which Chromium parses as an SVG document of its own).
 */
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

function iconsOf(html: string) {
  const hrefs = [...html.matchAll(/<use href="([^"]*)"/g)].map((m) => m[1]!);
  const sprites = [...html.matchAll(/<svg class="hidden" aria-hidden="true">([\s\S]*?)<\/svg>/g)];
  const symbols = [...(sprites[0]?.[1] ?? "").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!);
  return { hrefs, sprites: sprites.length, symbols };
}

describe("icons draw from the page's own symbols", () => {
  for (const path of ["/", "/blog", "/gutscheine", "/auth", "/gibt-es-nicht"]) {
    it(`${path}: every icon's symbol is inline, once, and used`, async () => {
      const res = await fetch(`${app.url}${path}`, { headers: { Cookie: "hn_age=1" } });
      const html = await res.text();
      const { hrefs, sprites, symbols } = iconsOf(html);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(sprites).toBe(1);
      expect(html).not.toMatch(/\/assets\/icons-[^"]*\.svg/);
      for (const href of hrefs) expect(href).toMatch(/^#i-[a-z0-9-]+$/);
      const used = new Set(hrefs.map((h) => h.slice(1)));
      expect(new Set(symbols).size).toBe(symbols.length);
      expect([...used].sort()).toEqual([...symbols].sort());
    });
  }
});
