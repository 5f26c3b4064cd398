import { describe, expect, it } from "vitest";
import { stripScripts } from "./no-scripts-proxy";

describe("stripScripts (the floor rows of scripts/lighthouse.ts)", () => {
  it("removes every script element, module preload and translation preload, and keeps structured data and the rest of the document", () => {
    const html = [
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/de/common.json?v=1" data-i18n-ns="common"/>',
      '<script>window.__x = "</div>";</script><style>p{color:red}</style></head>',
      '<body><p>Hallo</p><script type="module" nonce="n">import "/assets/a.js";</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
    ].join("");
    expect(stripScripts(html)).toBe(
      '<html><head><link rel="stylesheet" href="/s.css"><style>p{color:red}</style></head><body><p>Hallo</p>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
    );
  });
});
