import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { ErrorPage } from "~/components/layout/ErrorPage";
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    const data: unknown = error.data;
    const message =
      typeof data === "object" && data !== null && "error" in data && typeof data.error === "string" ? data.error : ADMIN_MESSAGES.pageDenied;
    return <AdminRefusal message={message} />;
  }
  return <ErrorPage error={error} />;
}
