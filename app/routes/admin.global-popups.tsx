import { z } from "zod";
import type { Route } from "./+types/admin.global-popups";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { AdminPopups } from "~/features/popups/AdminPopups";
import { deleteDeletionLog, deletePopup, listDeletionLogs, listPopups, savePopup } from "~/features/popups/admin.server";
import { POPUP_MESSAGES } from "~/features/popups/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Globale Popups", href: "/admin/global-popups" }) };

/** /admin/global-popups: the form, the list with statistics and the deletion log. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const [popups, logs] = await Promise.all([listPopups(viewer), listDeletionLogs(viewer)]);
  return { popups, logs };
}

const id = z.string().max(64).default("");
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    // A popup's fields are the feature's: savePopup parses them.
    z.object({ intent: z.literal("popup-save"), id }),
    z.object({ intent: z.enum(["popup-delete", "log-delete"]), id }),
  ],
  { error: "Ungültige Aktion." },
);

/** POST: save, delete (after the deletion-log row) and delete a log entry. Admins only; every change is audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const form = await readFormObject(request);
    const input = parseInput(actionSchema, form);
    switch (input.intent) {
      case "popup-save":
        await savePopup(viewer, input.id || null, form);
        return ok({ message: POPUP_MESSAGES.saved });
      case "popup-delete":
        await deletePopup(viewer, input.id);
        return ok({ message: POPUP_MESSAGES.deleted });
      case "log-delete":
        await deleteDeletionLog(viewer, input.id);
        return ok({ message: POPUP_MESSAGES.logDeleted });
    }
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Globale Popups – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminPopupsPage({ loaderData }: Route.ComponentProps) {
  return <AdminPopups data={loaderData} />;
}

/** A failed load: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(POPUP_MESSAGES.loadError, true);
