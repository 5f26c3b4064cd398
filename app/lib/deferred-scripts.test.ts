import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE } from "./deferred-scripts";
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
