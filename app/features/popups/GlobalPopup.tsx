import { lazy, Suspense, useEffect, useState } from "react";
import { sessionGet, sessionSet } from "~/lib/browser-session";
import type { PublicPopup } from "./schema";

const PopupDialog = lazy(() => import("./PopupDialog"));

/** sessionStorage key (spec 2 section 7): the popup id and version last shown in this session. */
const SHOWN_KEY = "current_page_popup_shown";

/**
 * The global popup (spec 2 sections 2 and 4). After hydration the browser asks /api/popup for the
 * active popup and shows it once per browser session for its id plus version (updated_at), so an
 * edited popup appears once more. Pages stay the same for everyone (page cache); the dialog's code
 * is loaded only when there is something to show.
 */
export function GlobalPopup() {
  const [popup, setPopup] = useState<PublicPopup | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/api/popup", { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ popup: PublicPopup | null }>) : null))
      .then((d) => {
        const p = d?.popup;
        if (!live || !p) return;
        const mark = `${p.id}:${p.version}`;
        if (sessionGet(SHOWN_KEY) === mark) return;
        sessionSet(SHOWN_KEY, mark);
        setPopup(p);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} onClose={() => setPopup(null)} />
    </Suspense>
  );
}
