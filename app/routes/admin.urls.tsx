import { z } from "zod";
import type { Route } from "./+types/admin.urls";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { indexNowConfig, submitProjectUrls } from "~/features/seo/indexnow.server";
import { listProjectUrls } from "~/features/seo/project-urls.server";
import { ProjectUrlsPage } from "~/features/seo/ProjectUrlsPage";
import { SEO_MESSAGES } from "~/features/seo/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { handleAction, ok, readForm } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { loadErrorBoundary } from "~/components/layout/RouteError";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Projekt-URLs", href: "/admin/urls" }) };

/** /admin/urls: provider, article and profile URLs (polled every 10 s while open: decision 0021). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const [urls, config] = await Promise.all([listProjectUrls(viewer), indexNowConfig()]);
  return { urls, indexNow: config ? { endpoint: config.endpoint, keyLocation: config.keyLocation } : null };
}

const actionSchema = z.object({ intent: z.literal("indexnow", { error: "Ungültige Aktion." }) });

/** POST intent=indexnow: every URL to the configured IndexNow endpoint. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    await readForm(request, actionSchema);
    const r = await submitProjectUrls(viewer);
    return ok({ message: SEO_MESSAGES.indexNowSent.replace("{{n}}", String(r.urlCount)), urlCount: r.urlCount });
  });
}

/** The data could not be loaded: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(SEO_MESSAGES.urlsLoadFailed, true);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Projekt-URLs – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminUrls({ loaderData }: Route.ComponentProps) {
  return <ProjectUrlsPage {...loaderData} />;
}
