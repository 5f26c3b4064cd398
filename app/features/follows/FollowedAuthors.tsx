import { Newspaper, UserMinus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { useFetcherToast, type FetcherResult } from "~/lib/use-fetcher-toast";
import { UserAvatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/lib/format";
import { profilePath } from "~/lib/paths";

export type FollowedAuthorItem = { authorId: string; username: string | null; avatarUrl: string | null; followedAt: Date | string };

/** The 'Gefolgte Autoren (n)' section of /favorites (data: listFollowedAuthors(viewer)). */
export function FollowedAuthors({ authors }: { authors: FollowedAuthorItem[] }) {
  const { t } = useTranslation("common");
  // One fetcher for the section: a card disappears when the list revalidates, the toast must not.
  const fetcher = useFetcher<FetcherResult>();
  useFetcherToast(fetcher, { success: "Autor erfolgreich entfolgt", error: "Fehler beim Entfolgen", serverError: false });
  const pending = fetcher.formData?.get("authorId");
  const visible = authors.filter((a) => a.authorId !== pending);
  return (
    <section aria-labelledby="followed-authors-heading" className="space-y-4">
      <h2 id="followed-authors-heading" className="text-xl font-semibold text-ink">
        {t("Gefolgte Autoren ({{n}})", { n: visible.length })}
      </h2>
      {visible.length === 0 ? (
        <EmptyState
          icon={Users}
          headingLevel="h3"
          title={t("Du folgst noch keinen Autoren")}
          text={t("Entdecke Artikel im Blog und folge Autoren, die dir gefallen.")}
          action={
            <ButtonLink to="/blog" icon={Newspaper}>
              {t("Zum Blog")}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((a) => (
            <li key={a.authorId}>
              <AuthorCard
                author={a}
                unfollow={(id) => fetcher.submit({ authorId: id, intent: "unfollow" }, { method: "post", action: "/api/follows" })}
                busy={fetcher.state !== "idle"}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AuthorCard({ author, unfollow, busy }: { author: FollowedAuthorItem; unfollow: (authorId: string) => void; busy: boolean }) {
  const { t } = useTranslation("common");
  const name = author.username ?? t("Anonym");
  const href = profilePath({ id: author.authorId, username: author.username });
  return (
    // A row on a phone (the name links to the profile), a card with 'Profil ansehen' from 640 px.
    <div
      className="flex h-full items-center gap-3 rounded-card border border-border bg-white p-3 shadow-sm sm:flex-col sm:items-stretch sm:p-4"
      data-testid="followed-author"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:flex-none">
        <UserAvatar name={name} src={author.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <Link
            to={href}
            title={name}
            className="block truncate font-semibold text-ink hover:text-brand-800 hover:underline"
            data-testid="followed-author-name"
          >
            {name}
          </Link>
          <p className="text-sm text-ink-muted">{t("Gefolgt seit {{date}}", { date: formatDate(author.followedAt) })}</p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:mt-auto sm:flex-wrap sm:justify-between sm:border-t sm:border-border sm:pt-3">
        <Link to={href} className="text-sm font-medium whitespace-nowrap text-brand-800 hover:underline max-sm:hidden" data-testid="followed-author-profile">
          {t("Profil ansehen")}
        </Link>
        <form
          method="post"
          action="/api/follows"
          onSubmit={(e) => {
            e.preventDefault();
            unfollow(author.authorId);
          }}
        >
          <input type="hidden" name="authorId" value={author.authorId} />
          <input type="hidden" name="intent" value="unfollow" />
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={t("{{name}} entfolgen", { name })} className="max-[359px]:min-w-11">
            <UserMinus aria-hidden="true" />
            {/* Below 360 px the icon alone (the name needs the room); the label stays for screen readers. */}
            <span className="max-[359px]:sr-only">{t("Entfolgen")}</span>
          </Button>
        </form>
      </div>
    </div>
  );
}
