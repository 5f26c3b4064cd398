import { Outlet, useLocation, type ErrorResponse } from "react-router";
import type { Route } from "./+types/admin";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { AdminRefusal, AdminShell } from "~/features/admin/AdminShell";
import { adminTabFromPath } from "~/features/admin/tabs";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Admin", href: "/admin" }) };

/** The /admin frame: the guard (dashboard text on /admin, page text on the tabs) and the tab bar. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const onDashboard = pathname.replace(/\/+$/, "") === "/admin";
  await requireAdminPage(request, onDashboard ? ADMIN_MESSAGES.dashboardDenied : ADMIN_MESSAGES.pageDenied);
  return null;
}

export default function AdminLayout() {
  const location = useLocation();
  const searchTerm = location.pathname.replace(/\/+$/, "") === "/admin/suche" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <AdminShell active={adminTabFromPath(location.pathname)} searchTerm={searchTerm}>
      <Outlet />
    </AdminShell>
  );
}

/** The frame's refusal page for 401/403 (with the refusal's own text); any other error, also an unknown tab's 404, the error page. */
function refusal(error: ErrorResponse) {
  const data: unknown = error.data;
  const message = typeof data === "object" && data !== null && "error" in data && typeof data.error === "string" ? data.error : ADMIN_MESSAGES.pageDenied;
  return <AdminRefusal message={message} />;
}

export const ErrorBoundary = routeErrorBoundary({ status: { 401: refusal, 403: refusal, 404: (error) => <ErrorPage error={error} /> } });
