import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin.analytics";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { AnalyticsError, AnalyticsPage } from "~/features/analytics/AnalyticsPage";
import { analyticsDashboard, invalidateAnalytics } from "~/features/analytics/dashboard.server";
import { analyticsActionSchema, analyticsQuerySchema } from "~/features/analytics/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { HttpError } from "~/lib/errors";
import { requireAdmin } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { handleAction, ok, readForm, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { keepDataOnViewSwitch } from "~/components/ui/link-tabs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Analytics", href: "/admin/analytics" }) };

/** /admin/analytics?tage=7|30|90&ansicht=erweitert|einfach. A failed query shows the spec's error with retry, never a figure. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, analyticsQuerySchema);
  try {
    return { data: await analyticsDashboard(viewer, { days: query.tage }), error: null };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error({ err: error }, "analytics dashboard failed");
    return { data: null, error: error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "Unbekannter Fehler" };
  }
}

/** POST intent=refresh: drops the 2-minute cache, so the page's revalidation computes the figures anew. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    await readForm(request, analyticsActionSchema);
    invalidateAnalytics(viewer);
    return ok({ message: "Analytics aktualisiert" });
  });
}

/** Switching the page's view (`?ansicht=`, links) loads nothing: the loader returns every view. */
export const shouldRevalidate = keepDataOnViewSwitch("ansicht");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Analytics – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  // The view is the address's (switching it loads nothing, see shouldRevalidate).
  const [params] = useSearchParams();
  const view = analyticsQuerySchema.shape.ansicht.parse(params.get("ansicht") ?? undefined);
  return loaderData.data ? <AnalyticsPage data={loaderData.data} view={view} /> : <AnalyticsError message={loaderData.error ?? "Unbekannter Fehler"} />;
}
