import { z } from "zod";
import type { Route } from "./+types/admin.trash";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { TrashList } from "~/features/trash/TrashList";
import { listTrash, purgeTrashItem, restoreTrashItem } from "~/features/trash/trash.server";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { handleAction, ok, readForm, readQuery } from "~/lib/request.server";
import { TRASH_KINDS } from "~db/trash-kinds";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Papierkorb", href: "/admin/trash" }) };

const querySchema = z.object({
  seite: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  art: z.enum(TRASH_KINDS).optional().catch(undefined),
});

/** /admin/trash: the 'Papierkorb' (decision 0030), filters and page in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, querySchema);
  const list = await listTrash(viewer, { page: query.seite, q: query.q || undefined, kind: query.art });
  return { list, query: { q: query.q, art: query.art } };
}

const actionSchema = z.object({
  intent: z.enum(["restore", "purge"], { error: "Ungültige Aktion." }),
  id: z.string().max(64).default(""),
});

/** POST: 'Wiederherstellen' or 'Endgültig löschen' of one entry. Admins only; audited. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const input = await readForm(request, actionSchema);
    const done = input.intent === "restore" ? await restoreTrashItem(viewer, input.id) : await purgeTrashItem(viewer, input.id);
    return ok({ message: done.message });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Papierkorb – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminTrash({ loaderData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  return <TrashList items={list.items} total={list.total} page={list.page} pageCount={Math.max(1, Math.ceil(list.total / list.pageSize))} query={query} />;
}
