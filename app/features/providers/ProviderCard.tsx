import { BadgeCheck, MapPin, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { categoryLabel, providerPath } from "./categories";
import { RatingSummary } from "~/components/ui/stars";
import { formatDistanceKm } from "./geo";
import { trackProviderEvent } from "./track";

export type ProviderCardData = {
  id: string;
  name: string;
  slug: string;
  category: string;
  city: string | null;
  imageUrl: string | null;
  averageRating: number;
  reviewCount: number;
  verified: boolean;
  featured: boolean;
  dataUpdatedAt?: Date | string;
  /** Near-me results: the distance from the searched place. */
  distanceKm?: number;
};

export function VerifiedBadge() {
  const { t } = useTranslation("common");
  return (
    <Badge variant="verified">
      <BadgeCheck aria-hidden="true" />
      {t("Verifiziert")}
    </Badge>
  );
}

export function FeaturedBadge() {
  const { t } = useTranslation("common");
  return (
    <Badge variant="featured">
      <Sparkles aria-hidden="true" />
      {t("Featured")}
    </Badge>
  );
}

/** A provider in the grid: image, name, category, city, rating, badges; the whole card links. */
export function ProviderCard({ provider, headingLevel: H = "h3" }: { provider: ProviderCardData; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("common");
  const href = providerPath(provider);
  return (
    <article
      data-provider-id={provider.id}
      // The figures of the published ranking (/so-sortieren-wir), exact, for anyone who checks the order.
      data-rank-rating={provider.averageRating}
      data-rank-reviews={provider.reviewCount}
      data-rank-updated={provider.dataUpdatedAt ? new Date(provider.dataUpdatedAt).toISOString() : undefined}
      className="group render-lazy relative flex flex-col overflow-hidden rounded-card border border-border bg-white shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-surface-muted">
        {provider.imageUrl ? (
          <img
            src={provider.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={400}
            height={300}
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-ink-muted">{t(categoryLabel(provider.category))}</div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t(categoryLabel(provider.category))}</Badge>
          {provider.verified ? <VerifiedBadge /> : null}
          {provider.featured ? <FeaturedBadge /> : null}
        </div>
        <H className="text-base leading-snug font-semibold text-ink">
          <Link
            to={href}
            prefetch="intent"
            onClick={() => trackProviderEvent(provider.id, "detail_click")}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {provider.name}
          </Link>
        </H>
        {provider.city ? (
          <p className="flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-4" />
            {provider.city}
          </p>
        ) : null}
        {provider.distanceKm !== undefined ? (
          <p className="text-sm font-medium text-brand-800" data-testid="distance">
            {t("{{km}} km entfernt", { km: formatDistanceKm(provider.distanceKm) })}
          </p>
        ) : null}
        <RatingSummary average={provider.averageRating} count={provider.reviewCount} className="mt-auto" />
      </div>
    </article>
  );
}
