import { useTranslation } from "react-i18next";
import type { Route } from "./+types/favorites";
import { pageMeta } from "~/components/layout/meta";
import { listFavoriteProviders } from "~/features/favorites/favorites.server";
import { FAVORITE_MESSAGES } from "~/features/favorites/messages";
import { loadErrorBoundary } from "~/components/layout/RouteError";
import { FavoritesSection } from "~/features/favorites/FavoritesSection";
import { FollowedAuthors } from "~/features/follows/FollowedAuthors";
import { listFollowedAuthors } from "~/features/follows/follows.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireViewerOrRedirect } from "~/lib/http.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => "Favoriten" };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrRedirect(request);
  const [favorites, authors] = await Promise.all([listFavoriteProviders(viewer), listFollowedAuthors(viewer)]);
  return { favorites, authors };
}

/** The list could not be loaded (also after a client-side navigation): the spec's text with a retry. */
export const ErrorBoundary = loadErrorBoundary(FAVORITE_MESSAGES.loadError);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Meine Favoriten", "Deine gefolgten Autoren und favorisierten Anbieter.", matches, { robots: "noindex,nofollow" });

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Meine Favoriten")}</h1>
      <FollowedAuthors authors={loaderData.authors} />
      <FavoritesSection favorites={loaderData.favorites} />
    </div>
  );
}
