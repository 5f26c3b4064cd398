import { isRouteErrorResponse, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/username";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { findProfileIdByUsername } from "~/features/profiles/profile.server";
import { loadProfile, profileAction, type ProfileLoaderData } from "~/features/profiles/profile-route.server";
import { ProfileErrorCard, ProfileView } from "~/features/profiles/ProfileView";
import { profileMeta } from "~/features/profiles/meta";
import { withRetry } from "~/features/profiles/retry";

export const handle = {
  breadcrumb: (d: ProfileLoaderData | undefined) => (d ? { label: d.profile.username ?? "Profil", href: d.path } : null),
};

/** /{username}: exact username, then normalised; unknown → /404-not-found; empty → /profile. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const name = decodeURIComponent(params.username ?? "").trim();
  if (!name) throw redirect("/profile");
  const id = await findProfileIdByUsername(name);
  if (!id) throw redirect("/404-not-found");
  const page = await loadProfile(request, id);
  if (!page) throw redirect("/404-not-found");
  return page;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withRetry(() => serverLoader());
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = await findProfileIdByUsername(decodeURIComponent(params.username ?? ""));
  if (!id) throw redirect("/404-not-found");
  return profileAction(request, id);
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => profileMeta(d, matches);

export default function ProfileByUsername() {
  const d = useLoaderData<typeof loader>();
  return <ProfileView data={d} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ProfileErrorCard message={error instanceof Error ? error.message : "Profil-Fehler"} />;
}
