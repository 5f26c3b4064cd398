import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * A <details> menu of the header, made comfortable with JavaScript (without, it opens and closes
 * with its summary): Escape closes it and puts the focus back on its summary, a click outside or
 * a navigation closes it, and `focusFirst` moves the focus to its first link when it opens.
 */
export function useDisclosureMenu(ref: RefObject<HTMLDetailsElement | null>, { focusFirst = false }: { focusFirst?: boolean } = {}) {
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key, ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector("summary");
    const onToggle = () => {
      if (details.open && focusFirst) details.querySelector<HTMLElement>("[data-menu-first]")?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open || event.defaultPrevented) return;
      details.open = false;
      summary?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("toggle", onToggle);
    details.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      details.removeEventListener("toggle", onToggle);
      details.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [ref, focusFirst]);
}
