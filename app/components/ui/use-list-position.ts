import { useEffect, useLayoutEffect, type RefObject } from "react";
import { useLocation, useNavigationType } from "react-router";

type Position = { index: number; top: number };

/** Per history entry and address (the first entry of a tab has the key "default" on every load). */
const storageKey = (location: { key: string; pathname: string; search: string }) => `hn:list-position:${location.key}:${location.pathname}${location.search}`;

/** The kept position, used once (leaving the list again keeps a new one). */
function take(key: string): Position | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? "null") as Position | null;
    sessionStorage.removeItem(key);
    return value && Number.isInteger(value.index) && Number.isFinite(value.top) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Back to the same place in a long list (issue #25). React Router's ScrollRestoration brings back
 * the pixel offset, but cards that skip layout while off-screen (render-lazy: estimated heights)
 * can sit elsewhere after the list is rendered anew. When the list is left, the first item still
 * in view and its distance from the top of the window are kept per history entry (sessionStorage);
 * on Back/Forward to that entry the window is scrolled so that this item is where it was.
 * `list` is the element whose children are the items.
 */
export function useListPosition(list: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const key = storageKey(location);
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== "POP") return;
    const saved = take(key);
    if (!saved) return;
    // After ScrollRestoration (a layout effect) has restored the offset.
    const frame = requestAnimationFrame(() => {
      const item = list.current?.children[saved.index];
      if (item) window.scrollBy(0, item.getBoundingClientRect().top - saved.top);
    });
    return () => cancelAnimationFrame(frame);
  }, [key, navigationType, list]);

  useLayoutEffect(() => {
    const element = list.current;
    // Runs when the entry is left, while the list is still in the document at its old place.
    return () => {
      if (!element?.isConnected) return;
      const items = [...element.children];
      const index = items.findIndex((item) => item.getBoundingClientRect().bottom > 0);
      if (index < 0) return;
      try {
        sessionStorage.setItem(key, JSON.stringify({ index, top: Math.round(items[index]!.getBoundingClientRect().top) }));
      } catch {
        /* storage full or blocked: the pixel offset still comes back */
      }
    };
  }, [key, list]);
}
