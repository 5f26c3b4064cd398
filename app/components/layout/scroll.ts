import { useEffect, useRef, useState } from "react";

/** Scroll distance in px before the mobile header changes direction (spec 2 section 9). */
export const SCROLL_THRESHOLD = 10;

/**
 * Whether the mobile header is visible after the page scrolled from prevY to y:
 * it hides when scrolling down and shows when scrolling up, once the move exceeds the threshold.
 * Near the top of the page it is always visible.
 */
export function nextHeaderVisibility(prevY: number, y: number, visible: boolean, threshold = SCROLL_THRESHOLD): boolean {
  if (y <= threshold) return true;
  const delta = y - prevY;
  if (Math.abs(delta) <= threshold) return visible;
  return delta < 0;
}

/**
 * Tracks the scroll position (throttled to animation frames) and returns the header visibility.
 * The reference position moves only when a change exceeds the threshold, so slow scrolling
 * in small steps still toggles the header.
 */
export function useHeaderVisibility(threshold = SCROLL_THRESHOLD): [boolean, (visible: boolean) => void] {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  const visibleRef = useRef(true);

  useEffect(() => {
    lastY.current = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const next = nextHeaderVisibility(lastY.current, y, visibleRef.current, threshold);
      if (Math.abs(y - lastY.current) > threshold || y <= threshold) lastY.current = y;
      if (next !== visibleRef.current) {
        visibleRef.current = next;
        setVisible(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const force = (v: boolean) => {
    visibleRef.current = v;
    setVisible(v);
  };
  return [visible, force];
}
