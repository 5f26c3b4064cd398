import { isRouteErrorResponse, useLoaderData, useSearchParams } from "react-router";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { AuthorArticles } from "~/features/blog/AuthorArticles";
import { FollowButton } from "~/features/follows/FollowButton";
import { MySubmittedProviders } from "~/features/providers/MySubmittedProviders";
import { isProfileNotFound } from "~/features/profiles/meta";
import { PROFILE_PAGE_SIZE } from "~/features/profiles/schema";
import { ProfileErrorCard, ProfileNotFoundCard, ProfileView } from "~/features/profiles/ProfileView";
import type { ProfileLoaderData } from "./profile.server";

/** The profile page of /profile/{id} and /{username}: the profile with the follow button and the author's articles. */
export function ProfilePage() {
  const d = useLoaderData<ProfileLoaderData>();
  const [params] = useSearchParams();
  const more = new URLSearchParams(params);
  more.set("artikel", String(d.shown.articles + PROFILE_PAGE_SIZE));
  return (
    <ProfileView
      data={d}
      renderFollow={(state) => <FollowButton authorId={d.profile.id} {...state} />}
      ownEntries={d.submissions ? <MySubmittedProviders items={d.submissions} /> : null}
      articles={
        <AuthorArticles
          featured={d.featuredArticles}
          articles={d.articles}
          total={d.activity.publishedArticles}
          moreHref={d.more.articles ? `?${more.toString()}` : undefined}
          isOwner={d.isOwner}
        />
      }
    />
  );
}

export function ProfileErrorBoundary({ error }: { error: unknown }) {
  if (isProfileNotFound(error)) return <ProfileNotFoundCard />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ProfileErrorCard message={error instanceof Error ? error.message : "Profil-Fehler"} />;
}
