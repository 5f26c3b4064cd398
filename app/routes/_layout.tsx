import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/_layout";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { InsideLayoutContext } from "~/components/layout/layout-context";
import { NotFoundPage } from "~/components/layout/NotFoundPage";

/** The common layout (spec 1 section 2): skip link, header, breadcrumbs, main content, footer. */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("navigation");
  return (
    <InsideLayoutContext.Provider value={true}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-800 font-medium text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
        >
          {t("Zum Inhalt springen")}
        </a>
        <Header />
        <Breadcrumbs />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
      </div>
    </InsideLayoutContext.Provider>
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
  return <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}</Shell>;
}
