import { LogIn, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/profile";
import { pageMeta } from "~/components/layout/meta";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { getViewer } from "~/lib/auth.server";
import { profilePath } from "~/lib/paths";

export const handle = { breadcrumb: () => ({ label: "Profil", href: "/profile" }) };

/** /profile: the own profile when signed in, otherwise a prompt to sign in. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (viewer) throw redirect(profilePath(viewer));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Profil", "Melde dich an, um dein Profil zu sehen und zu bearbeiten: Aktivität, Bewertungen, Einträge und Artikel.", matches, {
    path: "/profile",
    robots: "noindex,follow",
  });

export default function ProfileLogin() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="sr-only">{t("Profil")}</h1>
      <EmptyState
        icon={UserRound}
        title={t("Bitte melde dich an, um dein Profil zu sehen")}
        action={
          <ButtonLink to="/auth?redirectTo=/profile" icon={LogIn}>
            {t("Anmelden")}
          </ButtonLink>
        }
      />
    </div>
  );
}
