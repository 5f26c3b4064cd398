import type { Route } from "./+types/admin.$tab";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { UpcomingTab } from "~/features/admin/AdminShell";
import { adminTab, isAdminTabId } from "~/features/admin/tabs";
import { notFound } from "~/lib/errors";
import { requireAdminPage } from "./+shared/admin.server";

/**
 * /admin/<tab> for tabs whose feature comes with a later issue: a note of what will be there.
 * Built tabs have their own route modules (which take precedence); unknown tabs are a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const id = params.tab;
  if (!isAdminTabId(id)) throw notFound("Diesen Admin-Bereich gibt es nicht.");
  const tab = adminTab(id);
  if (!tab.upcoming) throw notFound("Diesen Admin-Bereich gibt es nicht.");
  return { label: tab.label, note: tab.upcoming };
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: `${data?.label ?? "Admin"} – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminUpcomingTab({ loaderData }: Route.ComponentProps) {
  return <UpcomingTab label={loaderData.label} note={loaderData.note} />;
}
