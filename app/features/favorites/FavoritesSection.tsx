import { Heart, HeartOff, MapPin, Newspaper, Search } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { responsiveSrc } from "~/lib/image-src";
import { toast } from "~/lib/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar } from "~/components/ui/filter-bar";
import { categoryLabel, PROVIDER_CATEGORIES } from "~/features/providers/categories";
import { RatingSummary } from "~/components/ui/stars";
import type { FavoriteProvider } from "./favorites.server";
import { providerPath } from "~/lib/paths";
import { cn } from "~/lib/cn";
import { MonogramTile } from "~/components/ui/monogram";
import { categoryColor, initials } from "~/features/providers/monogram";

/** The 'Verzeichniseinträge (n)' section of /favorites with its client-side category filter. */
export function FavoritesSection({ favorites }: { favorites: FavoriteProvider[] }) {
  const { t } = useTranslation("common");
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [category, setCategory] = useState<string | null>(null);
  const list = useMemo(() => favorites.filter((f) => !removed.has(f.id)), [favorites, removed]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const f of list) m.set(f.category, (m.get(f.category) ?? 0) + 1);
    return PROVIDER_CATEGORIES.filter((c) => m.has(c)).map((c) => ({ key: c, label: categoryLabel(c), count: m.get(c)! }));
  }, [list]);
  const shown = category ? list.filter((f) => f.category === category) : list;
  // The removed item unmounts when the list revalidates, so the section reports the outcome.
  const remover = useFetcher<{ ok: boolean; favorite?: boolean }>({ key: "favorite-remove" });
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) toast.success(t("Favorit entfernt"));
    else toast.error(t("Fehler beim Entfernen des Favoriten"));
  }, [remover.state, remover.data, t]);

  return (
    <section aria-labelledby="favorite-providers-heading" className="flex flex-col gap-4">
      <h2 id="favorite-providers-heading" className="text-xl font-semibold text-ink">
        {t("Verzeichniseinträge ({{n}})", { n: list.length })}
      </h2>
      {list.length === 0 ? (
        <EmptyState
          icon={Heart}
          headingLevel="h3"
          title={t("Noch keine Favoriten")}
          text={t("Markiere Anbieter mit dem Herz, um sie hier wiederzufinden.")}
          action={
            <>
              <ButtonLink to="/" icon={Search}>
                {t("Anbieter entdecken")}
              </ButtonLink>
              <ButtonLink to="/blog" icon={Newspaper} variant="outline">
                {t("Zum Blog")}
              </ButtonLink>
            </>
          }
        />
      ) : (
        <>
          <FilterBar items={counts} total={list.length} active={category} onSelect={setCategory} label={t("Favoriten nach Kategorie filtern")} />
          {category ? (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t("{{m}} von {{n}} Favoriten in dieser Kategorie", { m: shown.length, n: list.length })}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title={t("Keine Favoriten in dieser Kategorie")}
              action={<Button onClick={() => setCategory(null)}>{t("Filter zurücksetzen")}</Button>}
            />
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {shown.map((f) => (
                <FavoriteItem key={f.id} item={f} onRemoved={() => setRemoved((s) => new Set(s).add(f.id))} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function FavoriteItem({ item: f, onRemoved }: { item: FavoriteProvider; onRemoved: () => void }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher<{ ok: boolean }>({ key: "favorite-remove" });
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (submitted && fetcher.state === "idle" && fetcher.data?.ok) onRemoved();
  }, [submitted, fetcher.state, fetcher.data, onRemoved]);
  const busy = submitted && fetcher.state !== "idle";
  const thumb = f.logoUrl ?? f.imageUrl;
  return (
    <li className={busy ? "opacity-60" : undefined}>
      <article className="flex h-full gap-3 rounded-card border border-border bg-white p-3 shadow-sm sm:gap-4">
        {/* As on the directory's cards (issue #26 item 8): the logo, else the first photo, else the
            initials on the category colour; 96 px on a phone, so that the name keeps its words whole. */}
        <div className="w-24 shrink-0 sm:w-36">
          {thumb ? (
            <img
              {...responsiveSrc(thumb, [160, 320], 320)}
              sizes="(min-width: 640px) 144px, 96px"
              width={320}
              height={240}
              alt=""
              loading="lazy"
              className={cn("aspect-[4/3] w-full rounded-lg", f.logoUrl ? "border border-border object-contain p-1" : "object-cover")}
            />
          ) : (
            <MonogramTile text={initials(f.name)} color={categoryColor(f.category)} className="aspect-[4/3] w-full rounded-lg text-2xl" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 className="font-semibold break-words text-ink">{f.name}</h3>
          <Badge variant="secondary">{t(categoryLabel(f.category))}</Badge>
          <p className="line-clamp-2 text-sm text-ink-muted">{f.description}</p>
          {f.city ? (
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden="true" className="size-4" />
              {f.city}
            </p>
          ) : null}
          <RatingSummary average={f.averageRating} count={f.reviewCount} />
          <div className="mt-auto flex items-center justify-between gap-2">
            <ButtonLink to={providerPath(f)} variant="link" size="sm" className="px-0">
              {t("Details")}
            </ButtonLink>
            <fetcher.Form method="post" action="/api/favorites" onSubmit={() => setSubmitted(true)}>
              <input type="hidden" name="providerId" value={f.id} />
              <input type="hidden" name="favorite" value="0" />
              <Button
                type="submit"
                variant="ghost"
                size="icon"
                className="size-11 md:size-8"
                aria-label={t("Aus Favoriten entfernen: {{name}}", { name: f.name })}
                disabled={busy}
              >
                <HeartOff aria-hidden="true" />
              </Button>
            </fetcher.Form>
          </div>
        </div>
      </article>
    </li>
  );
}
