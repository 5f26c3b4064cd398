import { redirect } from "react-router";
import { keepDataOnTabSwitch } from "~/components/ui/link-tabs";
import type { Route } from "./+types/username";
import { findProfileIdByUsername } from "~/features/profiles/profile.server";
import { formerUsernameProfilePath } from "~/features/profiles/username-history.server";
import { profileNotFound } from "~/features/profiles/schema";
import { isRouteWord } from "~/features/profiles/username";
import { notFound } from "~/lib/errors";
import { loadProfile, profileAction, type ProfileLoaderData } from "./+shared/profile.server";
import { ProfileErrorBoundary, ProfilePage } from "./+shared/profile-page";
import { profileMeta } from "~/features/profiles/meta";
import { withRetry } from "~/features/profiles/retry";

export const handle = {
  breadcrumb: (d: ProfileLoaderData | undefined) => (d ? { label: d.profile.username ?? "Profil", href: d.path } : null),
};

/**
 * /{username}: exact username, then normalised; empty → /profile. A route word (/admin, ...) is
 * never a profile: the generic 404 page. An unknown name: the 'Profil nicht gefunden' card, status 404.
 * A profile answers at one URL, its profile link: other spellings (case, '_' for '-', umlauts)
 * and former names of a renamed member are moved there permanently.
 */
async function profileIdOf(param: string | undefined): Promise<string> {
  const name = decodeURIComponent(param ?? "").trim();
  if (isRouteWord(name)) throw notFound();
  const id = await findProfileIdByUsername(name);
  if (!id) throw profileNotFound();
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const name = decodeURIComponent(params.username ?? "").trim();
  if (!name) throw redirect("/profile");
  const url = new URL(request.url);
  if (isRouteWord(name)) throw notFound();
  const id = await findProfileIdByUsername(name);
  if (!id) {
    // A renamed member's former name (current names are found first): 301 to the current link.
    const moved = await formerUsernameProfilePath(name);
    if (moved) throw redirect(`${moved}${url.search}`, 301);
    throw profileNotFound();
  }
  const page = await loadProfile(request, id);
  if (!page) throw profileNotFound();
  if (url.pathname !== page.path) throw redirect(`${page.path}${url.search}`, 301);
  return page;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withRetry(() => serverLoader());
}

export async function action({ request, params }: Route.ActionArgs) {
  return profileAction(request, await profileIdOf(params.username));
}

export const meta: Route.MetaFunction = ({ data: d, matches, error }) => profileMeta(d, matches, error);

/** 'Einträge' and 'Bewertungen' (`?tab=`) come with the page: switching loads nothing. */
export const shouldRevalidate = keepDataOnTabSwitch;

export default ProfilePage;
export const ErrorBoundary = ProfileErrorBoundary;
