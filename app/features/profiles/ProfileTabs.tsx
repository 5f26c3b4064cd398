import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { StarRating } from "~/components/ui/stars";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatDate, formatRating } from "~/lib/format";
import type { ProfileViewData } from "./profile.server";

/** The 'Einträge' and 'Bewertungen' tabs of a profile. */
export function ProfileTabs({ data }: { data: Pick<ProfileViewData, "entries" | "reviews"> }) {
  const { t } = useTranslation("common");
  return (
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
          <EmptyTab title={t("Noch keine Einträge")} to="/add-provider" label={t("Anbieter hinzufügen")} />
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
      </TabsContent>
    </Tabs>
  );
}

function EmptyTab({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <EmptyState
      headingLevel="h3"
      title={title}
      action={
        <ButtonLink to={to} variant="outline">{label}</ButtonLink>
      }
    />
  );
}
