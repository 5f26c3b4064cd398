import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import type { Route } from "./+types/empfehlung.$key.bearbeiten";
import { pageMeta } from "~/components/layout/meta";
import { ButtonLink } from "~/components/ui/button-link";
import { OwnerEditForm } from "~/features/ownership/OwnerEditForm";
import { ownerEditData, saveOwnerEdit } from "~/features/ownership/owner-edit.server";
import { selectableCategories } from "~/features/providers/categories";
import { clientIp, getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { HttpError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { requireViewerOrRedirect } from "~/lib/http.server";
import { failure, readFormObject } from "~/lib/request.server";
import { formatDate } from "~/lib/format";
import { providerPath } from "~/lib/paths";

/**
 * /empfehlung/{slug}/bearbeiten: 'Eintrag bearbeiten' for the listing's owners and admins (issue
 * #26 item 6). Visitors go to the sign-in and come back; other members get 403.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewerOrRedirect(request);
  const loaded = await ownerEditData(viewer, params.key);
  // The id form and an old slug answer with the current address.
  if (params.key !== loaded.provider.slug) throw redirect(`${providerPath(loaded.provider)}/bearbeiten`, 301);
  return { ...loaded, categories: selectableCategories(viewer) as string[] };
}

/** POST (multipart; files only without JavaScript): saves, then back to the listing with a message. */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  let form: Record<string, unknown> = {};
  try {
    form = await readFormObject(request, { multipart: true });
    const saved = await saveOwnerEdit(viewer, params.key, form, { ip: clientIp(request), userAgent: request.headers.get("user-agent"), request });
    return redirect(providerPath(saved), { headers: { "Set-Cookie": flashCookie({ type: "success", message: saved.message }) } });
  } catch (error) {
    if (!(error instanceof HttpError)) return failure(error);
    // The typed values come back, so that the page shows them again with the messages.
    const posted = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string")) as Record<string, string>;
    return data({ ...error.data, posted }, error.init);
  }
}

export const handle: BreadcrumbHandle<typeof loader> = {
  breadcrumb: (d) => [
    { label: "Empfehlungen", href: "/#anbieter" },
    ...(d
      ? [
          { label: d.provider.name, href: providerPath(d.provider) },
          { label: "Eintrag bearbeiten", href: `${providerPath(d.provider)}/bearbeiten` },
        ]
      : []),
  ],
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData ? `${loaderData.provider.name} bearbeiten` : "Eintrag bearbeiten", "Angaben deines Eintrags aktuell halten.", matches, {
    robots: "noindex,nofollow",
  });

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const d = loaderData;
  const failed = actionData && "ok" in actionData && actionData.ok === false ? actionData : null;
  const posted = failed && "posted" in failed ? (failed.posted as Record<string, string>) : null;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-2">
        <ButtonLink to={providerPath(d.provider)} variant="ghost" size="sm" icon={ArrowLeft} className="w-fit">
          {t("Zurück zum Eintrag")}
        </ButtonLink>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("Eintrag bearbeiten")}</h1>
        <p className="text-ink-muted">
          <span className="font-medium text-ink">{d.provider.name}</span> ·{" "}
          {t("Zuletzt aktualisiert am {{date}}", { date: formatDate(d.provider.dataUpdatedAt) })}
        </p>
      </div>
      <OwnerEditForm
        // A refused post remounts the form with the typed values.
        key={posted ? JSON.stringify(posted).length : "stored"}
        data={d}
        categories={d.categories}
        errors={(failed?.fieldErrors ?? {}) as Record<string, string>}
        posted={posted}
        formError={failed?.error ?? null}
      />
    </div>
  );
}
