import { useEffect } from "react";
import { useLocation } from "react-router";
import { CRAWLER_PATTERN, PAGE_VIEW_VISITOR_KEY } from "~/lib/consent";
import { useAnalyticsConsent } from "./consent-store";

/** The random visitor id of this browser (kept only with analytics consent) and whether it is from an earlier day. */
function visitor(): { id: string; returning: boolean } {
  const today = new Date().toISOString().slice(0, 10);
  try {
    const [id, since] = (localStorage.getItem(PAGE_VIEW_VISITOR_KEY) ?? "").split(".");
    if (id && since && /^[A-Za-z0-9-]{8,64}$/.test(id)) return { id, returning: since !== today };
    const fresh = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : Math.random().toString(16).slice(2).padEnd(16, "0");
    localStorage.setItem(PAGE_VIEW_VISITOR_KEY, `${fresh}.${today}`);
    return { id: fresh, returning: false };
  } catch {
    return { id: "no-storage", returning: false };
  }
}

let previousUrl: string | null = null;

/**
 * Records a page view on every path change (spec 2 section 4), only with analytics consent
 * (decision 0019), never for admins or crawlers. Failures are silent.
 */
export function usePageViews(isAdmin: boolean) {
  const { pathname } = useLocation();
  const consent = useAnalyticsConsent();
  useEffect(() => {
    if (!consent || isAdmin || new RegExp(CRAWLER_PATTERN, "i").test(navigator.userAgent)) return;
    const { id, returning } = visitor();
    const body = new URLSearchParams({
      visitorId: id,
      path: pathname,
      title: document.title.slice(0, 300),
      referrer: (previousUrl ?? document.referrer).slice(0, 1000),
      screen: `${screen.width}x${screen.height}`,
      viewport: `${window.innerWidth}x${window.innerHeight}`,
      mobile: window.matchMedia("(max-width: 767.98px)").matches ? "1" : "0",
      returning: returning ? "1" : "0",
    });
    previousUrl = location.origin + pathname;
    fetch("/api/page-views", { method: "POST", body, credentials: "same-origin", keepalive: true }).catch(() => undefined);
  }, [pathname, consent, isAdmin]);
}
