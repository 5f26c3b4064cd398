import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Route } from "./+types/admin.providers";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { Pagination } from "~/components/ui/pagination";
import { ChangeRequestQueue } from "~/features/ownership/ChangeRequestQueue";
import { decideChangeRequest, listChangeRequests } from "~/features/ownership/change-requests.server";
import { AdminCreateDialog } from "~/features/providers/admin/AdminCreateDialog";
import { AdminEditDialog } from "~/features/providers/admin/AdminEditDialog";
import { AdminProviderFilters } from "~/features/providers/admin/AdminProviderFilters";
import { AdminProviderTable, useQueryHref } from "~/features/providers/admin/AdminProviderTable";
import { providerFormValues } from "~/features/providers/ProviderForm";
import { listProvidersForAdmin } from "~/features/providers/admin/admin-list.server";
import { ADMIN_PROVIDER_MESSAGES, adminProviderQuerySchema, defaultDirection } from "~/features/providers/admin/admin-schema";
import { PROVIDER_CATEGORIES } from "~/features/providers/categories";
import { listCountries } from "~/features/providers/directory.server";
import { createProviderAsAdmin, moderateProviders } from "~/features/providers/admin/approval.server";
import { providerForAdminForm } from "~/features/providers/writes.server";
import { getViewer } from "~/lib/auth.server";
import { HttpError } from "~/lib/errors";
import { handleAction, ok, readFormObject, readQuery } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

const ACTION = "/admin/providers";

/** /admin/providers: the provider list of the back-office (spec 3 section 2); the URL holds every filter. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const query = readQuery(request, adminProviderQuerySchema);
  const editing = query.bearbeiten
    ? await providerForAdminForm(viewer, query.bearbeiten).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      })
    : null;
  const [list, countries, changes] = await Promise.all([
    listProvidersForAdmin(viewer, query),
    editing ? listCountries() : Promise.resolve([]),
    listChangeRequests(viewer, { limit: 50 }),
  ]);
  return { list, query, countries, editing, changes };
}

/**
 * POST: intent approve | reject | delete with one or many `ids`, intent create, or intent
 * decideChange (an owner's change request: `requestId`, `decision`, optional `adminNote`). Admins only (401/403).
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    if (form.intent === "create") {
      const created = await createProviderAsAdmin(viewer, form);
      return ok({ message: ADMIN_PROVIDER_MESSAGES.created, slug: created.slug });
    }
    if (form.intent === "decideChange") {
      const { message } = await decideChangeRequest(viewer, String(form.requestId ?? ""), form);
      return ok({ message });
    }
    const result = await moderateProviders(viewer, form);
    const n = result.ids.length;
    const text =
      result.action === "delete"
        ? n === 1
          ? ADMIN_PROVIDER_MESSAGES.deleted
          : ADMIN_PROVIDER_MESSAGES.bulkDeleted
        : n === 1
          ? ADMIN_PROVIDER_MESSAGES.updated
          : ADMIN_PROVIDER_MESSAGES.bulkUpdated;
    return ok({ message: text.replace("{{n}}", String(n)), changed: result.changed });
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Anbieter – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminProviders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { list, query, countries, editing, changes } = loaderData;
  const navigate = useNavigate();
  const href = useQueryHref();
  const closeEditor = () => void navigate(href({ bearbeiten: null }, true), { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="providers-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="providers-heading" className="text-xl font-semibold text-ink">
          {t("Anbieter")}
        </h2>
        <AdminCreateDialog action={ACTION} />
      </div>
      <ChangeRequestQueue items={changes.items} total={changes.total} action={ACTION} />
      <AdminProviderFilters query={query} />
      <AdminProviderTable
        rows={list.rows}
        total={list.total}
        sort={query.sortierung}
        dir={query.richtung ?? defaultDirection(query.sortierung)}
        action={ACTION}
      />
      <Pagination page={list.page} pageCount={list.pageCount} />
      {editing ? (
        <AdminEditDialog
          key={editing.id}
          providerId={editing.id}
          initial={providerFormValues(editing)}
          categories={[...PROVIDER_CATEGORIES]}
          countries={countries}
          currentSlug={editing.slug}
          open
          onOpenChange={(open) => !open && closeEditor()}
          // Stay on the list: closing the dialog already dropped ?bearbeiten from the URL.
          onSaved={() => undefined}
        />
      ) : null}
    </section>
  );
}
