import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";
import { DEFERRED_MODULE_TYPE, PRELOADS_ATTRIBUTE } from "./deferred-scripts";

/**
 * Hydration starts after the first paint (decision 0025). Pages paint from the HTML and the
 * inlined CSS alone; the scripts only make them interactive. So the HTML React Router streams is
 * rewritten on its way out:
 * - its `<link rel="modulepreload">` elements (React hoists them into the head) are taken out and
 *   their addresses handed to the loader script of app/root.tsx (`data-hn-preloads`), which adds
 *   them after the first paint (at hydration React finds them, or adds them itself);
 * - its inline module script (the one that imports the entry) becomes inert
 *   (`type="text/hn-deferred-module"`) until the loader swaps in an executable copy, with the
 *   same nonce and text (so the page cache's script hashes still match).
 * A streaming rewrite: text that could be the start of a split pattern is held back.
 */

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?href="([^"]*)"[^>]*>/g;
const MODULE_SCRIPT = ' type="module" async=""';
const PLACEHOLDER = `${PRELOADS_ATTRIBUTE}=""`;
/** Longest unfinished tag held back. */
const HOLD = 1024;

export function deferScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";

  const rewrite = (text: string) =>
    text
      .replace(PRELOAD_LINK, (_, href: string) => {
        preloads.push(href);
        return "";
      })
      .replaceAll(MODULE_SCRIPT, ` type="${DEFERRED_MODULE_TYPE}"`)
      .replace(PLACEHOLDER, () => `${PRELOADS_ATTRIBUTE}="${[...new Set(preloads)].join(" ")}"`);

  /**
   * Where to cut: every pattern lies inside one tag, so everything up to an unfinished tag at the
   * end can go out (a tag longer than HOLD is none of ours).
   */
  const safeEnd = (text: string) => {
    const tag = text.lastIndexOf("<");
    if (tag !== -1 && text.indexOf(">", tag) === -1 && text.length - tag <= HOLD) return tag;
    return text.length;
  };

  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const cut = safeEnd(text);
      pending = text.slice(cut);
      const out = rewrite(text.slice(0, cut));
      if (out) this.push(out);
      done();
    },
    flush(done: TransformCallback) {
      const out = rewrite(pending + decoder.end());
      pending = "";
      if (out) this.push(out);
      done();
    },
  });
}

