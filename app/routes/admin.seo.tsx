import { z } from "zod";
import type { Route } from "./+types/admin.seo";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { SeoDashboard } from "~/features/seo/SeoDashboard";
import { loadHomepageSeoForm, saveHomepageSeo } from "~/features/seo/homepage-seo.server";
import { homepageSeoSchema, SEO_MESSAGES } from "~/features/seo/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { handleAction, ok, readForm } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { loadErrorBoundary } from "~/components/layout/RouteError";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "SEO", href: "/admin/seo" }) };

/** /admin/seo: homepage SEO, the link-preview test (runs in the browser), the SEO analytics note. Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  return { form: await loadHomepageSeoForm(viewer) };
}

const actionSchema = homepageSeoSchema.extend({ intent: z.literal("save", { error: "Ungültige Aktion." }) });

/** POST: save the homepage SEO (update the newest row or insert one). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const input = await readForm(request, actionSchema, { message: SEO_MESSAGES.saveFailed });
    await saveHomepageSeo(viewer, input);
    return ok({ message: SEO_MESSAGES.saved });
  });
}

/** The data could not be loaded: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(SEO_MESSAGES.loadFailed, true);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `SEO – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminSeoPage({ loaderData }: Route.ComponentProps) {
  return <SeoDashboard {...loaderData} />;
}
