import type { Route } from "./+types/admin.security";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { Alert } from "~/components/ui/alert";
import { securityDashboard, setSecurityMonitor } from "~/features/security/dashboard.server";
import { SECURITY_TEXTS, SecurityDashboard } from "~/features/security/SecurityDashboard";
import { monitorSwitchSchema, securityFilterSchema } from "~/features/security/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { HttpError } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { handleAction, ok, readForm, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Sicherheit", href: "/admin/security" }) };

/** /admin/security: the security dashboard ('Sicherheits-Dashboard'); the filter is in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const { filter } = readQuery(request, securityFilterSchema);
  try {
    return { data: await securityDashboard(viewer, filter), error: null };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error({ err: error }, "security dashboard failed");
    return { data: null, error: SECURITY_TEXTS.loadFailed };
  }
}

/** POST intent=monitor enabled=0|1: switches the client security monitor (site setting). Admins only, audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const input = await readForm(request, monitorSwitchSchema);
    await setSecurityMonitor(viewer, input.enabled);
    return ok({ message: input.enabled ? "Sicherheitsmonitor eingeschaltet" : "Sicherheitsmonitor ausgeschaltet" });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Sicherheits-Dashboard – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? <SecurityDashboard data={loaderData.data} /> : <Alert variant="error">{loaderData.error}</Alert>;
}
