import type { Route } from "./+types/test-seo";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { ButtonLink } from "~/components/ui/button-link";
import { testSeoProvider } from "~/features/seo/test-seo.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => "SEO-Test" };

/** /test-seo (spec 1 section 2): one fixed provider loaded for debugging its meta data; admins only, noindex. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  return { provider: await testSeoProvider(viewer) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `SEO-Test | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export default function TestSeoPage({ loaderData: { provider } }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">SEO-Test</h1>
      {provider ? (
        <>
          <p className="text-ink-muted">
            Geladen wird immer derselbe Anbieter (der älteste freigegebene), damit Meta-Daten und strukturierte Daten vergleichbar bleiben.
          </p>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-card border border-border bg-white p-4 text-sm wrap-anywhere">
            <dt className="font-medium">Name</dt>
            <dd>{provider.name}</dd>
            <dt className="font-medium">Meta-Titel</dt>
            <dd>{provider.metaTitle}</dd>
            <dt className="font-medium">Meta-Beschreibung</dt>
            <dd>{provider.metaDescription}</dd>
            <dt className="font-medium">Adresse</dt>
            <dd>{provider.path}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={provider.path}>Anbieterseite öffnen</ButtonLink>
            <ButtonLink to={`${provider.path}?debug=seo`} variant="outline">
              Mit JSON-LD-Monitor öffnen
            </ButtonLink>
          </div>
        </>
      ) : (
        <p className="text-ink-muted">Es gibt noch keinen freigegebenen Anbieter.</p>
      )}
    </div>
  );
}
