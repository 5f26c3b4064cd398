import { redirect } from "react-router";
import { keepDataOnTabSwitch } from "~/components/ui/link-tabs";
import type { Route } from "./+types/profile.$userId";
import { loadProfile, profileAction, type ProfileLoaderData } from "./+shared/profile.server";
import { ProfileErrorBoundary, ProfilePage } from "./+shared/profile-page";
import { profileMeta } from "~/features/profiles/meta";
import { withRetry } from "~/features/profiles/retry";
import { findProfileIdByUsername, getProfileBasics } from "~/features/profiles/profile.server";
import { profileNotFound } from "~/features/profiles/schema";
import { formerUsernameProfilePath } from "~/features/profiles/username-history.server";
import { UUID_RE } from "~/lib/ids";
import { profilePath } from "~/lib/paths";

export const handle = {
  breadcrumb: (d: ProfileLoaderData | undefined) => [
    { label: "Profil", href: "/profile" },
    ...(d ? [{ label: d.profile.username ?? "Profil", href: d.path }] : []),
  ],
};

/**
 * /profile/{userId}: replaced by the username path when the profile has a username. A name in
 * place of the id (a current one or, after a rename, a former one) is moved to its profile link.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!UUID_RE.test(params.userId)) {
    const name = params.userId.trim();
    const id = name ? await findProfileIdByUsername(name) : null;
    const basics = id ? await getProfileBasics(id) : null;
    const moved = basics ? profilePath(basics) : name ? await formerUsernameProfilePath(name) : null;
    if (moved) throw redirect(`${moved}${url.search}`, 301);
  }
  const page = await loadProfile(request, params.userId);
  if (!page) throw profileNotFound();
  if (page.path !== `/profile/${page.profile.id}`) throw redirect(`${page.path}${url.search}`, 301);
  return page;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withRetry(() => serverLoader());
}

export async function action({ request, params }: Route.ActionArgs) {
  return profileAction(request, params.userId);
}

export const meta: Route.MetaFunction = ({ data: d, matches, error }) => profileMeta(d, matches, error);

/** 'Einträge' and 'Bewertungen' (`?tab=`) come with the page: switching loads nothing. */
export const shouldRevalidate = keepDataOnTabSwitch;

export default ProfilePage;
export const ErrorBoundary = ProfileErrorBoundary;
