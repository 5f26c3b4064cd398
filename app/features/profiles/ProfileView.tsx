import { useEffect, useState, type ReactNode } from "react";
import { ArrowLeft, House, UserRoundX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Skeleton } from "~/components/ui/skeleton";
import { ProfileEditForm } from "./ProfileEditForm";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileLinks, ProfileShowcase } from "./ProfileLinks";
import { ProfileTabs } from "./ProfileTabs";
import type { ProfileViewData } from "./profile.server";
import { isReservedUsername } from "./username";
import { sendTrackingForm } from "~/lib/browser-session";

/** What the route composes into the profile from other features. */
export type ProfileSlots = {
  /** The follow button (follows feature) for visitors; `onChange` keeps the follower count current. */
  renderFollow: (state: { isFollowing: boolean; onChange: (s: { isFollowing: boolean; followerCount: number }) => void }) => ReactNode;
  /** The author's articles (blog feature). */
  articles: ReactNode;
  /** 'Meine Einträge' for the owner: the submitted providers with their status (providers feature). */
  ownEntries?: ReactNode;
};

export function ProfileView({ data, renderFollow, articles, ownEntries }: { data: ProfileViewData } & ProfileSlots) {
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location && isProfilePath(navigation.location.pathname) && navigation.location.pathname !== data.path) {
    return <ProfileSkeleton />;
  }
  return data.editing ? (
    <ProfileEditForm data={data} />
  ) : (
    <ProfileDisplay data={data} renderFollow={renderFollow} articles={articles} ownEntries={ownEntries} />
  );
}

/** Another profile is loading: /profile/{id} or a single path segment that is not a route word. */
function isProfilePath(pathname: string): boolean {
  if (/^\/profile\/[^/]+$/.test(pathname)) return true;
  const m = /^\/([^/]+)$/.exec(pathname);
  return Boolean(m && !isReservedUsername(decodeURIComponent(m[1]!)));
}

export function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8" aria-busy="true" aria-live="polite">
      <div className="flex items-center gap-4">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function ProfileViewTracker({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    // track_profile_view 1 second after the profile is shown (spec 1 section 9).
    const timer = window.setTimeout(() => sendTrackingForm("/api/profile-views", { profileId }), 1000);
    return () => window.clearTimeout(timer);
  }, [profileId, enabled]);
  return null;
}

function ProfileDisplay({ data, renderFollow, articles, ownEntries }: { data: ProfileViewData } & ProfileSlots) {
  const [follow, setFollow] = useState({ isFollowing: data.isFollowing, followers: data.stats.followers });
  const { profile } = data;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <ProfileViewTracker profileId={profile.id} enabled={!data.isOwner && !data.isAdmin} />
      <ProfileHeader
        data={data}
        followers={follow.followers}
        follow={renderFollow({ isFollowing: follow.isFollowing, onChange: (s) => setFollow({ isFollowing: s.isFollowing, followers: s.followerCount }) })}
      />

      {profile.instagramUrl || profile.customLinks.length || data.showcase.length ? (
        <section aria-labelledby="links-heading" className="grid gap-6 md:grid-cols-2">
          <ProfileLinks data={data} />
          {data.showcase.length ? <ProfileShowcase showcase={data.showcase} /> : null}
        </section>
      ) : null}

      {data.isOwner ? ownEntries : null}

      {articles}

      <ProfileTabs data={data} />
    </div>
  );
}

/** Error card of the profile routes ('Fehler beim Laden des Profils' plus the message, retry). */
/** Unknown profile (spec 1 section 2 "States"): the not-found card with back and home buttons; the route answers 404. */
export function ProfileNotFoundCard() {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section aria-labelledby="profile-not-found" className="rounded-card border border-border bg-white p-6 text-center shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRoundX aria-hidden="true" className="size-7" />
        </span>
        <h1 id="profile-not-found" className="mt-4 text-2xl font-semibold text-ink">
          {t("Profil nicht gefunden")}
        </h1>
        <p className="mt-2 text-ink-muted">{t("Dieses Profil gibt es nicht (mehr), oder der Name hat sich geändert.")}</p>
        <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" />
            {t("Zurück")}
          </Button>
          <ButtonLink to="/" icon={House}>
            {t("Zur Startseite")}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

export function ProfileErrorCard({ message }: { message: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div role="alert" className="rounded-card border border-danger bg-danger-bg p-6 text-center">
        <h1 className="text-xl font-semibold text-danger">{t("Fehler beim Laden des Profils")}</h1>
        <p className="mt-2 text-sm">{message}</p>
        <div className="mt-4 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>{t("Erneut versuchen")}</Button>
          <ButtonLink to="/" variant="outline">
            {t("Zur Startseite")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
