import { Readable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { DEFERRED_LOADER, DEFERRED_MODULE_TYPE, PRELOADS_PER_TASK } from "./deferred-scripts";
import { deferScripts } from "./deferred-scripts.server";

async function run(chunks: Buffer[]) {
  const out: string[] = [];
  for await (const c of Readable.from(chunks).pipe(deferScripts())) out.push(String(c));
  return out.join("");
}

const html = [
  '<html><head><meta charSet="utf-8"/><title>ä Hanf</title>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="preload" as="image" href="/a.webp"/><style>a{color:red}</style></head>',
  '<body><main>Inhalt</main>',
  '<script nonce="n1">window.__ctx = {};</script>',
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js"; import("/assets/entry.js");</script>',
  '<script nonce="n1" data-hn-preloads="" data-hn-fetch="/locales/de/common.json">loader()</script>',
  "</body></html>",
].join("");

const expected = html
  .replace(/<link rel="modulepreload"[^>]*>/g, "")
  .replace(' type="module" async=""', ` type="${DEFERRED_MODULE_TYPE}"`)
  .replace('data-hn-preloads=""', 'data-hn-preloads="/assets/entry.js /assets/framework.js"');

describe("deferScripts", () => {
  it("moves the module preloads into the loader's list (once each) and makes the module script inert", async () => {
    expect(await run([Buffer.from(html)])).toBe(expected);
  });

  it("gives the same result for every split of the document into two chunks (patterns and multi-byte characters across the cut)", async () => {
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("leaves a page without scripts unchanged", async () => {
    const plain = "<html><body><p>a < b</p><p>keine Skripte</p></body></html>";
    expect(await run([Buffer.from(plain.slice(0, 20)), Buffer.from(plain.slice(20))])).toBe(plain);
  });
});

/** The loader script run against a minimal document: what it adds to the head, task by task. */
function loaderPage(preloads: string[], fetches: string[]) {
  type El = { tag: string; rel?: string; href?: string; as?: string; crossOrigin?: string; type?: string; nonce?: string; textContent?: string };
  const head: El[] = [];
  const inert: El = { tag: "script", type: DEFERRED_MODULE_TYPE, nonce: "n1", textContent: 'import "/assets/manifest.js";' };
  const body: El[] = [inert];
  const attrs: Record<string, string> = { "data-hn-preloads": preloads.join(" "), "data-hn-fetch": fetches.join(" ") };
  let onLoad: (() => void) | undefined;
  const document = {
    readyState: "loading",
    currentScript: { getAttribute: (name: string) => attrs[name] ?? null },
    head: { appendChild: (el: El) => head.push(el) },
    createElement: (tag: string): El => ({ tag }),
    querySelectorAll: (selector: string) =>
      body
        .filter((el) => selector === `script[type="${DEFERRED_MODULE_TYPE}"]` && el.type === DEFERRED_MODULE_TYPE)
        .map((el) => ({ ...el, replaceWith: (next: El) => body.splice(body.indexOf(el), 1, next) })),
  };
  const run = new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", DEFERRED_LOADER);
  run(
    document,
    (type: string, fn: () => void) => {
      if (type === "load") onLoad = fn;
    },
    (fn: () => void) => setTimeout(fn, 16),
    setTimeout,
  );
  return { head, body, load: () => onLoad?.() };
}

describe("the loader script", () => {
  it("adds the module preloads a few per task after the load event, then the translation preloads, then runs the module script", () => {
    vi.useFakeTimers();
    try {
      const preloads = Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`);
      const page = loaderPage(preloads, ["/locales/de/common.json", "/locales/de/forms.json"]);
      vi.advanceTimersByTime(1000);
      expect(page.head).toHaveLength(0); // nothing before the page has loaded
      page.load();
      vi.advanceTimersByTime(16); // the frame after the load event
      vi.advanceTimersToNextTimer(); // the first task
      expect(page.head.map((l) => l.href)).toEqual(preloads.slice(0, PRELOADS_PER_TASK));
      vi.runAllTimers();
      expect(page.head.filter((l) => l.rel === "modulepreload").map((l) => l.href)).toEqual(preloads);
      expect(page.head.filter((l) => l.rel === "preload")).toEqual([
        { tag: "link", rel: "preload", href: "/locales/de/common.json", as: "fetch", crossOrigin: "anonymous" },
        { tag: "link", rel: "preload", href: "/locales/de/forms.json", as: "fetch", crossOrigin: "anonymous" },
      ]);
      expect(page.body).toEqual([{ tag: "script", type: "module", nonce: "n1", textContent: 'import "/assets/manifest.js";' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts at the latest after the fallback delay, and only once", () => {
    vi.useFakeTimers();
    try {
      const page = loaderPage(["/assets/a.js"], []);
      vi.runAllTimers(); // no load event: the fallback starts it
      page.load();
      vi.runAllTimers();
      expect(page.head.map((l) => l.href)).toEqual(["/assets/a.js"]);
      expect(page.body.map((el) => el.type)).toEqual(["module"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
