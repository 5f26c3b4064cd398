import { isRouteErrorResponse, useLoaderData } from "react-router";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { AuthorArticles } from "~/features/blog/AuthorArticles";
import { FollowButton } from "~/features/follows/FollowButton";
import { isProfileNotFound } from "~/features/profiles/meta";
import { ProfileErrorCard, ProfileNotFoundCard, ProfileView } from "~/features/profiles/ProfileView";
import type { ProfileLoaderData } from "./profile.server";

/** The profile page of /profile/{id} and /{username}: the profile with the follow button and the author's articles. */
export function ProfilePage() {
  const d = useLoaderData<ProfileLoaderData>();
  return (
    <ProfileView
      data={d}
      renderFollow={(state) => <FollowButton authorId={d.profile.id} {...state} />}
      articles={<AuthorArticles featured={d.featuredArticles} articles={d.articles} isOwner={d.isOwner} />}
    />
  );
}

export function ProfileErrorBoundary({ error }: { error: unknown }) {
  if (isProfileNotFound(error)) return <ProfileNotFoundCard />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ProfileErrorCard message={error instanceof Error ? error.message : "Profil-Fehler"} />;
}
