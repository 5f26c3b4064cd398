import { useEffect, type RefObject } from "react";
import { BOTTOM_OVERLAY_VAR } from "~/lib/toast";

/**
 * While `active`, the height of `ref`'s element (a bar fixed to the bottom of the viewport) is
 * kept in BOTTOM_OVERLAY_VAR on <html>, so that toasts sit above it (issue #26 item 11).
 */
export function useBottomOverlay(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el || !active) {
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
      return;
    }
    const update = () => root.style.setProperty(BOTTOM_OVERLAY_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_OVERLAY_VAR);
    };
  }, [ref, active]);
}
