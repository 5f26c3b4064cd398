import { useLoaderData, useSearchParams } from "react-router";
import { routeErrorBoundary } from "~/components/layout/RouteError";
import { AuthorArticles } from "~/features/blog/AuthorArticles";
import { FollowButton } from "~/features/follows/FollowButton";
import { MySubmittedProviders } from "~/features/providers/MySubmittedProviders";
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

/** An unknown profile: the 'Profil nicht gefunden' card; another 404: the not-found page; else the profile's error card. */
export const ProfileErrorBoundary = routeErrorBoundary({
  notFound: { profile: () => <ProfileNotFoundCard /> },
  other: (error) => <ProfileErrorCard message={error instanceof Error ? error.message : "Profil-Fehler"} />,
});
