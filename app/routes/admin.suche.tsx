import type { Route } from "./+types/admin.suche";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { AdminSearchResults } from "~/features/admin/AdminSearch";
import { adminSearch, adminSearchQuerySchema } from "~/features/admin/search.server";
import { readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

/** /admin/suche?q=: 'Suche im Admin-Bereich' (issue 30): the results page and the header's live results. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const { q } = readQuery(request, adminSearchQuerySchema);
  return { q, groups: await adminSearch(viewer, q) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Suche – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminSearchPage({ loaderData }: Route.ComponentProps) {
  return <AdminSearchResults q={loaderData.q} groups={loaderData.groups} />;
}
