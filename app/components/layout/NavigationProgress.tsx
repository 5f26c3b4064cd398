import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** Shown only after this long, so that quick navigations (a fast connection, a cached page) never flash it. */
export const PROGRESS_DELAY_MS = 200;

/**
 * A thin bar along the top of the screen while the app loads the next page or sends a page's form:
 * in the browser, a tap on a link waits for the next page's data before anything changes, and on a
 * slow phone connection that looks like a lost tap (a full page load shows the browser's own
 * indicator; the app's navigations did not). Rendered only in the browser and only while a
 * navigation is under way; fetchers (hearts, votes, forms in dialogs) show their own state.
 */
export function NavigationProgress() {
  const { t } = useTranslation("navigation");
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("Seite wird geladen")}
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[hn-progress_1.1s_ease-in-out_infinite] bg-brand-700 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
