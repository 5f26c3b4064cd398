import { z } from "zod";
import type { Route } from "./+types/admin.contests";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { AdminContests } from "~/features/contests/AdminContests";
import { deleteContest, setContestStatus } from "~/features/contests/admin-actions.server";
import { contestAuditGroups } from "~/features/contests/admin-audit.server";
import { getContestConfigForAdmin, saveContestConfig } from "~/features/contests/admin-config.server";
import { latestContestNotifications, listContestsForAdmin } from "~/features/contests/admin-list.server";
import { CONTEST_ADMIN_MESSAGES, contestAdminQuerySchema } from "~/features/contests/admin-schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { bulkContestAction, CONTEST_BULK_INTENTS } from "~/features/contests/bulk.server";
import { handleAction, ok, parseInput, readFormObject, readQuery } from "~/lib/request.server";
import { loadPart } from "~/lib/load-part.server";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Verlosungen", href: "/admin/contests" }) };

/**
 * /admin/contests (the 'contests' tab): all contests with status dropdown, participants, audit log
 * and delete; the advanced audit-log view (?ansicht=audit-logs); the licence config
 * (?ansicht=konfiguration); the latest contest_created notifications beside each view.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, contestAdminQuerySchema);
  // The list is the page (its ErrorBoundary says 'Fehler beim Laden der Gewinnspiele'); the
  // notifications card, the audit view and the config fail on their own with their spec texts.
  const M = CONTEST_ADMIN_MESSAGES;
  const loadErrors: string[] = [];
  const [notifications, contests, groups, config] = await Promise.all([
    loadPart(latestContestNotifications(viewer), [], M.loadNotifications, loadErrors),
    query.ansicht === "gewinnspiele" ? listContestsForAdmin(viewer, { q: query.q || undefined }) : undefined,
    query.ansicht === "audit-logs"
      ? loadPart(contestAuditGroups(viewer, { status: query.status, q: query.q || undefined }), undefined, M.loadAuditLogs, loadErrors)
      : undefined,
    query.ansicht === "konfiguration" ? loadPart(getContestConfigForAdmin(viewer), undefined, M.loadConfig, loadErrors) : undefined,
  ]);
  return { query, notifications, contests, groups, config, loadErrors };
}

const id = z.string().max(64).default("");
const actionSchema = z.discriminatedUnion(
  "intent",
  [
    // The status word and the config's fields are the feature's: setContestStatus / saveContestConfig parse them.
    z.object({ intent: z.literal("status"), id }),
    z.object({ intent: z.literal("delete"), id }),
    z.object({ intent: z.literal("config") }),
  ],
  { error: "Ungültige Aktion." },
);

/** POST: status change, deletion, config. Admins only (401/403); every change is audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    // Refuse non-admins before parsing; a deletion with the spec's own text.
    const peek = viewer && !viewer.isAdmin ? await readFormObject(request.clone()).catch(() => null) : null;
    requireAdmin(viewer, peek?.intent === "delete" || peek?.intent === "bulk-delete" ? CONTEST_ADMIN_MESSAGES.deleteDenied : undefined);
    const form = await readFormObject(request);
    if ((CONTEST_BULK_INTENTS as readonly unknown[]).includes(form.intent)) {
      const result = await bulkContestAction(viewer, form);
      return ok({ message: result.message, changed: result.changed });
    }
    const input = parseInput(actionSchema, form);
    const M = CONTEST_ADMIN_MESSAGES;
    switch (input.intent) {
      case "status": {
        const r = await setContestStatus(viewer, input.id, form.status);
        return ok({ message: M.statusUpdated, status: r.status });
      }
      case "delete":
        await deleteContest(viewer, input.id);
        return ok({ message: M.deleted });
      case "config": {
        await saveContestConfig(viewer, form);
        return ok({ message: M.configSaved });
      }
    }
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Gewinnspiele – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminContestsPage({ loaderData }: Route.ComponentProps) {
  return <AdminContests data={loaderData} />;
}

/** A failed load: the spec's text with a retry; refusals go to the admin frame. */
export const ErrorBoundary = loadErrorBoundary(CONTEST_ADMIN_MESSAGES.loadContests, true);
