import { useCallback, useEffect, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { AGE_CONFIRMED_EVENT, CONSENT_BANNER_DELAY_MS, CRAWLER_PATTERN, OPEN_CONSENT_EVENT } from "~/lib/consent";
import { readConsent } from "./consent-store";

const CookieBanner = lazyPart(() => import("./CookieBanner"));

/**
 * Decides in the browser when the cookie banner shows (spec 2 section 4): 1 s after the page (and
 * the age gate) when no consent is stored, and whenever the footer's 'Cookie-Einstellungen' asks.
 * The banner itself is loaded only then; its buttons appear when it is loaded.
 */
export function ConsentManager() {
  const [open, setOpen] = useState<null | "first" | "settings">(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    const onOpen = () => setOpen("settings");
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if (!readConsent()) setOpen((o) => o ?? "first");
      }, CONSENT_BANNER_DELAY_MS);
    };
    // Crawlers (as for the age gate) get no banner; they store nothing.
    if (!readConsent() && !new RegExp(CRAWLER_PATTERN, "i").test(navigator.userAgent)) {
      if (document.documentElement.classList.contains("age-gate")) window.addEventListener(AGE_CONFIRMED_EVENT, start, { once: true });
      else start();
    }
    return () => {
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
      window.removeEventListener(AGE_CONFIRMED_EVENT, start);
      clearTimeout(timer);
    };
  }, []);

  if (!open) return null;
  return (
    // Without its code the first banner stays away (nothing is stored without consent); settings
    // the visitor asked for say that they could not be loaded.
    <LazyBoundary quiet={open === "first"} onUnavailable={close}>
      <CookieBanner customize={open === "settings"} onClose={close} />
    </LazyBoundary>
  );
}
