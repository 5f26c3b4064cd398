import { redirect } from "react-router";
import type { Route } from "./+types/username";
import { findProfileIdByUsername } from "~/features/profiles/profile.server";
import { loadProfile, profileAction, type ProfileLoaderData } from "./+shared/profile.server";
import { ProfileErrorBoundary, ProfilePage } from "./+shared/profile-page";
import { profileMeta } from "~/features/profiles/meta";
import { withRetry } from "~/features/profiles/retry";

export const handle = {
  breadcrumb: (d: ProfileLoaderData | undefined) => (d ? { label: d.profile.username ?? "Profil", href: d.path } : null),
};

/**
 * /{username}: exact username, then normalised; unknown → /404-not-found; empty → /profile.
 * A profile answers at one URL, its profile link: other spellings (case, '_' for '-', umlauts)
 * are moved there permanently.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const name = decodeURIComponent(params.username ?? "").trim();
  if (!name) throw redirect("/profile");
  const id = await findProfileIdByUsername(name);
  if (!id) throw redirect("/404-not-found");
  const page = await loadProfile(request, id);
  if (!page) throw redirect("/404-not-found");
  const url = new URL(request.url);
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);
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

export default ProfilePage;
export const ErrorBoundary = ProfileErrorBoundary;
