import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/stars";
import { LinkTabs, tabSearch } from "~/components/ui/link-tabs";
import { formatDate, formatRating } from "~/lib/format";
import type { ProfileViewData } from "./profile.server";
import { PROFILE_PAGE_SIZE, profileTab } from "./schema";
import { providerPath } from "~/lib/paths";

/**
 * The 'Einträge' and 'Bewertungen' tabs of a profile (links, `?tab=reviews`: they work before the
 * page's scripts have started, and the server renders the open one), each with 'Weitere anzeigen'
 * (a link that shows PROFILE_PAGE_SIZE more) while there are more.
 */
export function ProfileTabs({ data }: { data: Pick<ProfileViewData, "entries" | "reviews" | "more" | "shown"> }) {
  const { t } = useTranslation("common");
  const [params] = useSearchParams();
  const moreHref = (key: "eintraege" | "bewertungen", shown: number, tab: "entries" | "reviews") => {
    const next = new URLSearchParams(params);
    next.set(key, String(shown + PROFILE_PAGE_SIZE));
    next.set("tab", tab);
    return `?${next.toString()}`;
  };
  // From the address, not the loader's data: switching the tab loads nothing (keepDataOnTabSwitch).
  const tab = profileTab(params.get("tab"));
  return (
    <div className="space-y-3">
      <LinkTabs
        label={t("Einträge und Bewertungen")}
        items={[
          { to: tabSearch(params, null), current: tab === "entries", children: t("Einträge") },
          { to: tabSearch(params, "reviews"), current: tab === "reviews", children: t("Bewertungen") },
        ]}
      />
      {tab === "entries" ? (
        <div>
          {data.entries.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {data.entries.map((e) => (
                <li key={e.id}>
                  <Link to={providerPath(e)} className="block rounded-card border border-border bg-white p-4 hover:bg-surface-muted">
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
            <EmptyTab title={t("Noch keine Einträge")} to="/add-provider" label={t("Anbieter hinzufügen")} />
          )}
          {data.more.entries ? <MoreLink to={moreHref("eintraege", data.shown.entries, "entries")} label={t("Weitere Einträge anzeigen")} /> : null}
        </div>
      ) : (
        <div>
          {data.reviews.length ? (
            <ul className="space-y-3">
              {data.reviews.map((r) => (
                <li key={r.id} className="rounded-card border border-border bg-white p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={`${providerPath({ slug: r.providerSlug, id: r.providerId })}#review-${r.id}`} className="font-semibold hover:underline">
                      {r.title}
                    </Link>
                    <span className="text-sm text-ink-muted">
                      {r.providerName} · {formatDate(r.createdAt)}
                    </span>
                  </div>
                  <div className="mt-1">
                    <StarRating value={r.rating} />
                  </div>
                  <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{r.content}</p>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyTab title={t("Noch keine Bewertungen")} to="/" label={t("Anbieter entdecken")} />
          )}
          {data.more.reviews ? <MoreLink to={moreHref("bewertungen", data.shown.reviews, "reviews")} label={t("Weitere Bewertungen anzeigen")} /> : null}
        </div>
      )}
    </div>
  );
}

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <div className="mt-3 flex justify-center">
      <ButtonLink to={to} variant="outline" preventScrollReset>
        {label}
      </ButtonLink>
    </div>
  );
}

function EmptyTab({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <EmptyState
      headingLevel="h3"
      title={title}
      action={
        <ButtonLink to={to} variant="outline">
          {label}
        </ButtonLink>
      }
    />
  );
}
