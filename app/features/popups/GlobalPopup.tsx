import { useEffect, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useLocation } from "react-router";
import { sessionGet, sessionSet } from "~/lib/browser-session";
import { AGE_CONFIRMED_EVENT } from "~/lib/consent";
import type { PublicPopup } from "./schema";

const PopupDialog = lazyPart(() => import("./PopupDialog"));

/** sessionStorage key (spec 2 section 7): the popup id and version last shown in this session. */
const SHOWN_KEY = "current_page_popup_shown";

/** True once the age gate is answered (at once when it was answered before: no class on <html>). */
function useAgeConfirmed(): boolean {
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!document.documentElement.classList.contains("age-gate")) {
      setConfirmed(true);
      return;
    }
    const onConfirm = () => setConfirmed(true);
    window.addEventListener(AGE_CONFIRMED_EVENT, onConfirm, { once: true });
    return () => window.removeEventListener(AGE_CONFIRMED_EVENT, onConfirm);
  }, []);
  return confirmed;
}

/**
 * The global popup (spec 2 sections 2 and 4). After hydration the browser asks /api/popup for the
 * active popup and shows it once per browser session for its id plus version (updated_at), so an
 * edited popup appears once more. Pages stay the same for everyone (page cache); the dialog's code
 * is loaded only when there is something to show. Never over the age gate (only after it is
 * answered) and never in the back-office (/admin…): it is asked for on the first other page.
 */
export function GlobalPopup() {
  const { pathname } = useLocation();
  const backOffice = pathname === "/admin" || pathname.startsWith("/admin/");
  const ageConfirmed = useAgeConfirmed();
  const ready = ageConfirmed && !backOffice;
  const [asked, setAsked] = useState(false);
  const [popup, setPopup] = useState<PublicPopup | null>(null);
  useEffect(() => {
    if (!ready || asked) return;
    setAsked(true);
    fetch("/api/popup", { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ popup: PublicPopup | null }>) : null))
      .then((d) => {
        const p = d?.popup;
        if (!p) return;
        const mark = `${p.id}:${p.version}`;
        if (sessionGet(SHOWN_KEY) === mark) return;
        sessionSet(SHOWN_KEY, mark);
        setPopup(p);
      })
      .catch(() => undefined);
  }, [ready, asked]);
  if (!popup || backOffice) return null;
  return (
    <LazyBoundary quiet onUnavailable={() => setPopup(null)}>
      <PopupDialog popup={popup} onClose={() => setPopup(null)} />
    </LazyBoundary>
  );
}
