import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/admin.images";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { requireAdminPage } from "./+shared/admin.server";

/** /admin/images: images are managed per provider (spec 3 section 2). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Bilder – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminImages() {
  const { t } = useTranslation("admin");
  return (
    <section className="flex flex-col gap-2 rounded-card border border-border bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">{t("Bilder")}</h2>
      <p className="text-ink-muted">
        {t("Bilder werden in der Anbieterverwaltung verwaltet: Öffne dort einen Anbieter, um seine Bilder hochzuladen, zu sortieren oder zu löschen.")}
      </p>
      <p>
        <Link to="/admin/providers" className="font-medium text-brand-800 underline underline-offset-2">
          {t("Zur Anbieterverwaltung")}
        </Link>
      </p>
    </section>
  );
}
