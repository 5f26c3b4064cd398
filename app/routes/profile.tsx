import { LogIn, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { getViewer } from "~/lib/auth.server";
import { profilePath } from "~/lib/format";

export const handle = { breadcrumb: () => ({ label: "Profil", href: "/profile" }) };

/** /profile: the own profile when signed in, otherwise a prompt to sign in. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (viewer) throw redirect(profilePath(viewer));
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Profil | Hanfnetz" }, { name: "robots", content: "noindex,follow" }];

export default function ProfileLogin() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="sr-only">{t("Profil")}</h1>
      <EmptyState
        icon={UserRound}
        title={t("Bitte melden Sie sich an, um Ihr Profil zu sehen")}
        action={
          <Button asChild>
            <Link to="/auth?redirectTo=/profile">
              <LogIn aria-hidden="true" />
              {t("Anmelden")}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
