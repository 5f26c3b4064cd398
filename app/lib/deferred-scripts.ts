/**
 * Hydration starts after the first paint (decision 0025): the constants shared by the HTML rewrite
 * (./deferred-scripts.server.ts) and the loader script app/root.tsx renders at the end of the body.
 */
export const DEFERRED_MODULE_TYPE = "text/hn-deferred-module";
export const PRELOADS_ATTRIBUTE = "data-hn-preloads";
export const FETCH_PRELOADS_ATTRIBUTE = "data-hn-fetch";

/** At the latest this long after the loader ran, hydration starts (a slow image, a background tab without frames). */
export const LOADER_FALLBACK_MS = 2500;

/** Module preloads added per task: starting a request costs the main thread, so a page's twenty-odd are spread over several short tasks. */
export const PRELOADS_PER_TASK = 4;

/**
 * The loader (inline, at the end of the body): once the page has loaded (the HTML, the CSS and
 * the eagerly loaded images, so the largest paint is on screen) and a frame later, it adds the
 * module preloads and the translation-file preloads, then runs the deferred module script; at the
 * latest after LOADER_FALLBACK_MS.
 */
export const DEFERRED_LOADER = `(function(){var s=document.currentScript;function list(a){return((s&&s.getAttribute(a))||"").split(" ").filter(Boolean)}var m=list("${PRELOADS_ATTRIBUTE}"),f=list("${FETCH_PRELOADS_ATTRIBUTE}");function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin="anonymous"}document.head.appendChild(l)}function go(){var steps=[];for(var i=0;i<m.length;i+=${PRELOADS_PER_TASK})steps.push(m.slice(i,i+${PRELOADS_PER_TASK}).map(function(h){return["modulepreload",h]}));steps.push(f.map(function(h){return["preload",h,"fetch"]}));steps.push(null);(function next(){var s=steps.shift();if(s===undefined)return;if(s)s.forEach(function(l){link(l[0],l[1],l[2])});else document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(o){var n=document.createElement("script");n.type="module";n.nonce=o.nonce;n.textContent=o.textContent;o.replaceWith(n)});setTimeout(next,0)})()}var done=false;function once(){if(!done){done=true;go()}}function afterPaint(){requestAnimationFrame(function(){setTimeout(once,0)})}if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint);setTimeout(once,${LOADER_FALLBACK_MS})})();`;
