import type { Route } from "./+types/admin.user-management.$userId";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { UserRecordView } from "~/features/admin/UserRecord";
import { userRecord } from "~/features/admin/user-record.server";
import { requireAdminPage } from "./+shared/admin.server";

/** /admin/user-management/:userId: the 'Benutzerakte' of one member (issue 30). Admins only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  return { record: await userRecord(viewer, params.userId) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: `Benutzerakte ${loaderData?.record.profile.username ?? ""} – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function UserRecordPage({ loaderData }: Route.ComponentProps) {
  return <UserRecordView record={loaderData.record} />;
}
