import { useEffect, useState } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/_layout";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { Footer } from "~/components/layout/Footer";
import { HYDRATE_HEADER, HYDRATE_MAIN, HydrateLater } from "~/lib/hydrate-later";
import { Header } from "~/components/layout/Header";
import { HeaderBellSlot } from "~/components/layout/HeaderBell";
import { InsideLayoutContext } from "~/components/layout/layout-context";
import { RouteError } from "~/components/layout/RouteError";
import { NotificationBell } from "~/features/notifications/NotificationBell";
import { NotificationsProvider } from "~/features/notifications/NotificationsProvider";
import { useViewer } from "~/lib/root-data";
import { GlobalPopup } from "~/features/popups/GlobalPopup";

/** The JSON-LD monitor: loaded only for admins on ?debug=seo, after hydration (not in the first-visit bundle). */
const SeoMonitor = lazyPart(() => import("~/features/seo/SeoMonitor"));

function SeoDebug() {
  const viewer = useViewer();
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !viewer?.isAdmin || new URLSearchParams(search).get("debug") !== "seo") return null;
  return (
    <LazyBoundary>
      <SeoMonitor />
    </LazyBoundary>
  );
}

const renderBell = (placement: "desktop" | "mobile") => <NotificationBell placement={placement} />;

/**
 * The common layout (spec 1 section 2): skip link, header, breadcrumbs, main content, footer. The
 * signed-in member's inbox (bell in both header bars, live updates) wraps it.
 */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("navigation");
  const viewer = useViewer();
  return (
    <NotificationsProvider viewerId={viewer?.id ?? null}>
      <HeaderBellSlot.Provider value={renderBell}>
        <InsideLayoutContext.Provider value={true}>
          <div className="flex min-h-dvh flex-col">
            <a
              href="#main"
              className="sr-only z-50 rounded-lg bg-brand-800 font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
            >
              {t("Zum Inhalt springen")}
            </a>
            <HydrateLater after={HYDRATE_HEADER}>
              <Header />
            </HydrateLater>
            <Breadcrumbs />
            <HydrateLater after={HYDRATE_MAIN}>
              <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
            </HydrateLater>
            <Footer />
          </div>
          <GlobalPopup />
          <SeoDebug />
        </InsideLayoutContext.Provider>
      </HeaderBellSlot.Provider>
    </NotificationsProvider>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Errors of pages inside the layout keep header and footer: a 404 thrown by a loader shows the
 * not-found page, anything else the error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <RouteError error={error} />
    </Shell>
  );
}
