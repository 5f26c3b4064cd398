import { AtSign as Instagram, Award, CalendarDays, ExternalLink, Eye, Heart, Lock, MousePointerClick, Pencil, Plus, Star, Trash2, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { UserAvatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { NativeSelect } from "~/components/ui/select";
import { FollowButton } from "~/features/follows/FollowButton";
import { formatDate, formatRating } from "~/lib/format";
import { isReservedUsername } from "~/lib/reserved";
import type { ProfileLoaderData } from "./profile-route.server";
import { ArticleCardView } from "~/features/blog/ArticleCard";

type ActionResult = { ok: false; error: string; fieldErrors?: Record<string, string> } | undefined;

export function ProfileView({ data }: { data: ProfileLoaderData }) {
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location && isProfilePath(navigation.location.pathname) && navigation.location.pathname !== data.path) {
    return <ProfileSkeleton />;
  }
  return data.editing ? <ProfileEditForm data={data} /> : <ProfileDisplay data={data} />;
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
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    if (!enabled) return;
    // track_profile_view 1 second after the profile is shown (spec 1 section 9).
    const timer = window.setTimeout(() => {
      void submit({ profileId }, { method: "post", action: "/api/profile-views" });
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [profileId, enabled, submit]);
  return null;
}

function trackLink(profileId: string, linkIndex: number) {
  try {
    const body = new FormData();
    body.set("profileId", profileId);
    body.set("linkIndex", String(linkIndex));
    if (!navigator.sendBeacon?.("/api/profile-link-click", body)) void fetch("/api/profile-link-click", { method: "POST", body, keepalive: true });
  } catch {
    /* silent */
  }
}

function ProfileDisplay({ data }: { data: ProfileLoaderData }) {
  const { t } = useTranslation("common");
  const { profile, stats, activity } = data;
  const [follow, setFollow] = useState({ isFollowing: data.isFollowing, followers: stats.followers });
  const name = profile.username ?? t("Unbekannt");
  const clicks = (i: number) => data.owner?.linkClicks.find((c) => c.linkIndex === i)?.clicks ?? 0;
  const statItems = [
    { label: t("Einträge"), value: stats.entries },
    { label: t("Bewertungen"), value: stats.reviews },
    { label: t("Follower"), value: follow.followers },
    { label: t("Folgt"), value: stats.following },
    { label: t("Hilfreich-Stimmen"), value: stats.helpfulVotes },
  ];
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <ProfileViewTracker profileId={profile.id} enabled={!data.isOwner && !data.isAdmin} />
      <header className="flex flex-col gap-5 rounded-card border border-border bg-white p-5 shadow-sm sm:flex-row sm:items-center">
        <UserAvatar name={name} src={profile.avatarUrl} size="xl" alt={t("Avatar von {{name}}", { name })} />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="truncate text-2xl font-bold text-ink sm:text-3xl">{name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              {t("Mitglied seit")} {formatDate(profile.memberSince)}
            </span>
            <Badge variant="featured" data-testid="level-badge" title={t("Aktivitätspunkte: {{n}}", { n: activity.score })}>
              <Award aria-hidden="true" className="size-3.5" />
              {activity.level.name}
            </Badge>
            <span data-testid="activity-score">{t("{{n}} Punkte", { n: activity.score })}</span>
            {data.viewCount !== null ? (
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden="true" className="size-4" />
                {t("{{n}} Profilaufrufe", { n: data.viewCount })}
              </span>
            ) : null}
          </div>
          <dl className="grid grid-cols-3 gap-2 pt-1 sm:grid-cols-5">
            {statItems.map((s) => (
              <div key={s.label} className="rounded-lg bg-surface-muted px-2 py-1.5 text-center">
                <dd className="text-lg font-semibold text-ink" data-testid={`stat-${s.label}`}>
                  {s.value}
                </dd>
                <dt className="text-xs text-ink-muted">{s.label}</dt>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex shrink-0 gap-2">
          {data.isOwner ? (
            <>
              <Button asChild>
                <Link to="?edit=1">
                  <Pencil aria-hidden="true" />
                  {t("Profil bearbeiten")}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/account">{t("Meine Daten")}</Link>
              </Button>
            </>
          ) : (
            <FollowButton authorId={profile.id} isFollowing={follow.isFollowing} onChange={(s) => setFollow({ isFollowing: s.isFollowing, followers: s.followerCount })} />
          )}
        </div>
      </header>

      {profile.instagramUrl || profile.customLinks.length || data.showcase.length ? (
        <section aria-labelledby="links-heading" className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3">
            <h2 id="links-heading" className="text-lg font-semibold">
              {t("Links")}
            </h2>
            <ul className="space-y-2">
              {profile.instagramUrl ? (
                <li>
                  <a
                    href={profile.instagramUrl}
                    target="_blank"
                    rel="nofollow noopener noreferrer"
                    onClick={() => trackLink(profile.id, -1)}
                    className="inline-flex items-center gap-2 text-brand-800 hover:underline"
                  >
                    <Instagram aria-hidden="true" className="size-4" /> Instagram
                  </a>
                  {data.owner ? <ClickCount n={clicks(-1)} /> : null}
                </li>
              ) : null}
              {profile.customLinks.map((l, i) => (
                <li key={`${l.url}-${i}`}>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="nofollow noopener noreferrer"
                    onClick={() => trackLink(profile.id, i)}
                    className="inline-flex items-center gap-2 text-brand-800 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" /> {l.title}
                  </a>
                  {data.owner ? <ClickCount n={clicks(i)} /> : null}
                </li>
              ))}
            </ul>
          </div>
          {data.showcase.length ? (
            <div className="space-y-3">
              <h2 className="text-lg font-semibold">{t("Lieblingsanbieter")}</h2>
              <ul className="grid gap-2">
                {data.showcase.map((p) => (
                  <li key={p.id}>
                    <Link to={`/empfehlung/${p.slug}`} className="flex items-center gap-3 rounded-lg border border-border bg-white p-2 hover:bg-surface-muted">
                      <Heart aria-hidden="true" className="size-4 text-danger" />
                      <span className="font-medium">{p.name}</span>
                      {p.city ? <span className="text-sm text-ink-muted">{p.city}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      {data.featuredArticles.length ? (
        <section aria-labelledby="featured-heading" className="space-y-3">
          <h2 id="featured-heading" className="text-lg font-semibold">
            {t("Hervorgehobene Artikel")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.featuredArticles.map((a) => (
              <li key={a.id}>
                <ArticleCardView article={a} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="articles-heading" className="space-y-3">
        <h2 id="articles-heading" className="text-lg font-semibold">
          {t("Blog-Artikel ({{n}})", { n: data.articles.length })}
        </h2>
        {data.articles.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="profile-articles">
            {data.articles.map((a) => (
              <li key={a.id}>
                <ArticleCardView article={a} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel="h3"
            title={t("Noch keine Artikel")}
            action={
              data.isOwner ? (
                <Button asChild>
                  <Link to="/myblog?new=1">{t("Ersten Artikel schreiben")}</Link>
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/blog">{t("Zum Blog")}</Link>
                </Button>
              )
            }
          />
        )}
      </section>

      <Tabs defaultValue="entries" className="space-y-3">
        <TabsList>
          <TabsTrigger value="entries">{t("Einträge")}</TabsTrigger>
          <TabsTrigger value="reviews">{t("Bewertungen")}</TabsTrigger>
        </TabsList>
        <TabsContent value="entries">
          {data.entries.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.entries.map((e) => (
                <li key={e.id}>
                  <Link to={`/empfehlung/${e.slug}`} className="block rounded-card border border-border bg-white p-4 hover:bg-surface-muted">
                    <span className="font-semibold">{e.name}</span>
                    {e.isAnonymous ? <Badge className="ml-2">{t("Anonym")}</Badge> : null}
                    <span className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
                      <Star aria-hidden="true" className="size-4 text-featured" />
                      {formatRating(e.averageRating)} ({e.reviewCount}){e.city ? ` · ${e.city}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              headingLevel="h3"
              title={t("Noch keine Einträge")}
              action={
                <Button asChild variant="outline">
                  <Link to="/add-provider">{t("Anbieter hinzufügen")}</Link>
                </Button>
              }
            />
          )}
        </TabsContent>
        <TabsContent value="reviews">
          {data.reviews.length ? (
            <ul className="space-y-3">
              {data.reviews.map((r) => (
                <li key={r.id} className="rounded-card border border-border bg-white p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={`/empfehlung/${r.providerSlug}#review-${r.id}`} className="font-semibold hover:underline">
                      {r.title}
                    </Link>
                    <span className="text-sm text-ink-muted">
                      {r.providerName} · {formatDate(r.createdAt)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm" aria-label={t("{{n}} von 5 Sternen", { n: r.rating })}>
                    {"★".repeat(r.rating)}
                    <span className="text-border">{"★".repeat(5 - r.rating)}</span>
                  </p>
                  <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{r.content}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              headingLevel="h3"
              title={t("Noch keine Bewertungen")}
              action={
                <Button asChild variant="outline">
                  <Link to="/">{t("Anbieter entdecken")}</Link>
                </Button>
              }
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ClickCount({ n }: { n: number }) {
  const { t } = useTranslation("common");
  return (
    <span className="ml-2 inline-flex items-center gap-1 text-xs text-ink-muted">
      <MousePointerClick aria-hidden="true" className="size-3" />
      {t("{{n}} Klicks", { n })}
    </span>
  );
}

function ProfileEditForm({ data }: { data: ProfileLoaderData }) {
  const { t } = useTranslation("common");
  const action = useActionData<ActionResult>();
  const navigation = useNavigation();
  const errors = action?.fieldErrors ?? {};
  const { profile, gates } = data;
  const [links, setLinks] = useState(profile.customLinks.length ? profile.customLinks : []);
  const [linkError, setLinkError] = useState<string | null>(null);
  const favorites = data.owner?.favorites ?? [];
  const slots = [0, 1, 2];
  const thresholds = [30, 60, 99];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("Profil bearbeiten")}</h1>
      {action?.error ? (
        <Alert variant="error" className="mb-4">
          {t(action.error)}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-6" aria-label={t("Profil bearbeiten")}>
        <Field label={t("Benutzername")} error={errors.username ? t(errors.username) : undefined} required>
          <Input name="username" defaultValue={profile.username ?? ""} minLength={2} maxLength={50} required autoComplete="username" />
        </Field>
        <div className="flex items-center gap-4">
          <UserAvatar name={profile.username} src={profile.avatarUrl} size="lg" />
          <Field label={t("Avatar")} description={t("Bild (JPG, PNG, WEBP, GIF), maximal 5 MB")} error={errors.avatar ? t(errors.avatar) : undefined} className="flex-1">
            <Input name="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/gif" />
          </Field>
        </div>
        <Field
          label={t("Instagram-URL")}
          error={errors.instagramUrl ? t(errors.instagramUrl) : undefined}
          description={gates.instagram ? undefined : t("Verfügbar ab 10 veröffentlichten Artikeln oder 5 Aktivitätspunkten")}
        >
          <Input name="instagramUrl" type="url" defaultValue={profile.instagramUrl ?? ""} disabled={!gates.instagram && !profile.instagramUrl} />
        </Field>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">
            {t("Custom Links")} ({links.length}/{gates.maxCustomLinks})
          </legend>
          {links.map((l, i) => (
            <div key={i} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <Field label={t("Titel")} className="flex-1">
                <Input name="linkTitle" defaultValue={l.title} maxLength={80} />
              </Field>
              <Field label={t("URL")} className="flex-[2]" error={errors[`customLinks.${i}.url`] ? t(errors[`customLinks.${i}.url`]!) : undefined}>
                <Input name="linkUrl" type="url" defaultValue={l.url} />
              </Field>
              <Button variant="ghost" size="icon" aria-label={t("Link entfernen")} onClick={() => setLinks(links.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.customLinks || linkError ? <p className="text-sm text-danger">{t(errors.customLinks ?? linkError!)}</p> : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (links.length >= gates.maxCustomLinks) setLinkError(`Sie können maximal ${gates.maxCustomLinks} Custom Links hinzufügen`);
              else {
                setLinkError(null);
                setLinks([...links, { title: "", url: "" }]);
              }
            }}
          >
            <Plus aria-hidden="true" />
            {t("Link hinzufügen")}
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{t("Lieblingsanbieter präsentieren")}</legend>
          {errors.showcase ? <p className="text-sm text-danger">{t(errors.showcase)}</p> : null}
          {slots.map((slot) =>
            slot < gates.showcaseSlots ? (
              <Field key={slot} label={t("Platz {{n}}", { n: slot + 1 })}>
                <NativeSelect name="showcase" defaultValue={data.showcase[slot]?.id ?? ""}>
                  <option value="">{t("Kein Favorit")}</option>
                  {favorites.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : (
              <p key={slot} className="flex items-center gap-2 rounded-lg border border-dashed border-border p-3 text-sm text-ink-muted">
                <Lock aria-hidden="true" className="size-4" />
                {t("Platz {{n}} wird mit {{count}} veröffentlichten Artikeln freigeschaltet ({{have}}/{{count}})", {
                  n: slot + 1,
                  count: thresholds[slot],
                  have: data.activity.publishedArticles,
                })}
              </p>
            ),
          )}
        </fieldset>

        <div className="flex gap-3">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t("Speichern")}
          </Button>
          <Button asChild variant="outline">
            <Link to={data.path}>{t("Abbrechen")}</Link>
          </Button>
        </div>
      </Form>
      <p className="mt-8 flex items-center gap-2 text-sm text-ink-muted">
        <Users aria-hidden="true" className="size-4" />
        <Link to="/account" className="hover:underline">
          {t("Meine Daten herunterladen oder Konto löschen")}
        </Link>
      </p>
    </div>
  );
}

/** Error card of the profile routes ('Fehler beim Laden des Profils' plus the message, retry). */
export function ProfileErrorCard({ message }: { message: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div role="alert" className="rounded-card border border-danger bg-danger-bg p-6 text-center">
        <h1 className="text-xl font-semibold text-danger">{t("Fehler beim Laden des Profils")}</h1>
        <p className="mt-2 text-sm">{message}</p>
        <div className="mt-4 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>{t("Erneut versuchen")}</Button>
          <Button asChild variant="outline">
            <Link to="/">{t("Zur Startseite")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
