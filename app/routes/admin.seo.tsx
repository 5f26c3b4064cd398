import type { Route } from "./+types/admin.seo";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { SeoDashboard } from "~/features/seo/SeoDashboard";
import { loadHomepageSeoForm, saveHomepageSeo } from "~/features/seo/homepage-seo.server";
import { SEO_MESSAGES } from "~/features/seo/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { formIntent, handleAction, ok, readFormObject } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { keepDataOnViewSwitch } from "~/components/ui/link-tabs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "SEO", href: "/admin/seo" }) };

/** /admin/seo: homepage SEO, the link-preview test (runs in the browser), the SEO analytics note. Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  return { form: await loadHomepageSeoForm(viewer) };
}

/** POST: save the homepage SEO (update the newest row or insert one). */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const form = await readFormObject(request);
    formIntent(form, ["save"]);
    // The fields are the feature's: saveHomepageSeo parses them.
    await saveHomepageSeo(viewer, form);
    return ok({ message: SEO_MESSAGES.saved });
  });
}

/** The data could not be loaded: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(SEO_MESSAGES.loadFailed, true);

/** Switching the page's view (`?bereich=`, links) loads nothing: the loader returns every view. */
export const shouldRevalidate = keepDataOnViewSwitch("bereich");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `SEO – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminSeoPage({ loaderData }: Route.ComponentProps) {
  return <SeoDashboard {...loaderData} />;
}
