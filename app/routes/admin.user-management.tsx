import { z } from "zod";
import type { Route } from "./+types/admin.user-management";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { USER_LOAD_ERROR, UserManagement } from "~/features/admin/UserManagement";
import { PERMISSIONS, sendUserMessage, setUserPermission, USER_ADMIN_MESSAGES } from "~/features/admin/users-actions.server";
import { userQuerySchema } from "~/features/admin/schema";
import { listUsers, userTiles } from "~/features/admin/users.server";
import { getViewer } from "~/lib/auth.server";
import { bulkUserAction, USER_BULK_INTENTS } from "~/features/admin/users-bulk.server";
import { handleAction, ok, parseInput, readFormObject, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { profilePath } from "~/lib/paths";

/** /admin/user-management: tiles, the user list (search, filter, sort, page in the URL), toggles and row actions. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, userQuerySchema);
  const filter = query.filter ?? "all";
  const sort = query.sort ?? "newest";
  const [tiles, list] = await Promise.all([userTiles(viewer), listUsers(viewer, { page: query.seite, q: query.q || undefined, filter, sort })]);
  const csv = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), filter, sort });
  return { tiles, list, query: { q: query.q, filter, sort }, viewerId: viewer.id, csvHref: `/admin/user-management.csv?${csv.toString()}` };
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("permission"),
      userId: z.string().max(64).default(""),
      permission: z.enum(PERMISSIONS, { error: "Ungültige Berechtigung." }),
      value: z.enum(["0", "1"], { error: "Ungültiger Wert." }),
    }),
    // The message's title and content are the feature's: sendUserMessage parses them.
    z.object({ intent: z.literal("message"), userId: z.string().max(64).default("") }),
  ],
  { error: "Ungültige Aktion." },
);

export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    if ((USER_BULK_INTENTS as readonly unknown[]).includes(form.intent)) {
      const result = await bulkUserAction(viewer, form);
      return ok({ message: result.message, changed: result.changed });
    }
    const input = parseInput(actionSchema, form);
    if (input.intent === "permission") {
      const result = await setUserPermission(viewer, input.userId, input.permission, input.value === "1");
      return ok({ message: result.message });
    }
    await sendUserMessage(viewer, input.userId, form);
    return ok({ message: USER_ADMIN_MESSAGES.messageSent });
  });
}

/** The user list could not be loaded: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(USER_LOAD_ERROR, true);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Benutzerverwaltung – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminUserManagement({ loaderData }: Route.ComponentProps) {
  const { tiles, list, query, viewerId, csvHref } = loaderData;
  return (
    <UserManagement
      tiles={tiles}
      rows={list.rows}
      total={list.total}
      page={list.page}
      pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))}
      query={query}
      viewerId={viewerId}
      csvHref={csvHref}
      profileHref={(row) => profilePath({ id: row.id, username: row.username })}
    />
  );
}
