import { BadgeCheck, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { categoryLabel } from "./categories";
import { RatingSummary } from "~/components/ui/stars";
import { formatDistanceKm } from "./geo/geo";
import { trackProviderEvent } from "./track";
import { responsiveSrc } from "~/lib/image-src";
import { CLUB_ADMISSION_CHIPS } from "./club-facts";
import { Monogram } from "./Monogram";
import { providerPath } from "~/lib/paths";
import type { OpeningStatus } from "~/lib/opening-hours";
import { useCardOpeningText } from "./OpeningHours";

export type ProviderCardData = {
  id: string;
  name: string;
  slug: string;
  category: string;
  city: string | null;
  imageUrl: string | null;
  logoUrl?: string | null;
  clubAdmission?: "open" | "waitlist" | "closed" | null;
  averageRating: number;
  reviewCount: number;
  verified: boolean;
  featured: boolean;
  dataUpdatedAt?: Date | string;
  /** Near-me results: the distance from the searched place. */
  distanceKm?: number;
  /** Open now or when it opens (directory.server toListItem); none without opening hours. */
  openingStatus?: OpeningStatus | null;
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

/**
 * A click in a card the browser took over unhydrated (StaticPart): the link's own handler is not
 * attached, so the click on its name is tracked here ('detail_click', as the link does).
 */
export function trackCardClick(event: React.MouseEvent<HTMLElement>) {
  const card = (event.target as Element).closest("a[href]")?.closest<HTMLElement>("[data-provider-id]");
  if (card?.dataset.providerId) trackProviderEvent(card.dataset.providerId, "detail_click");
}

/** 'Geöffnet · bis 20:00' (green) or 'Geschlossen · ab Di 10:00', after a dot in its colour. */
function CardOpeningStatus({ status }: { status: OpeningStatus }) {
  const statusText = useCardOpeningText();
  return (
    <p className={status.open ? "status-dot text-sm font-medium text-green-800" : "status-dot text-sm text-ink-muted"} data-testid="card-opening-status">
      {statusText(status)}
    </p>
  );
}

/**
 * A provider in the results: logo, else the first photo, else a monogram tile in the category
 * colour; name, category, city, open now or when it opens, rating, badges and the club's admission;
 * the whole card links.
 * On a phone (< 768 px) a list row with an 80 px thumbnail, from 768 px a tile. Lean markup: the
 * directory shows up to 24 of them per page.
 */
export function ProviderCard({ provider, headingLevel: H = "h3" }: { provider: ProviderCardData; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("common");
  const href = providerPath(provider);
  const logo = provider.logoUrl ?? null;
  const src = logo ?? provider.imageUrl;
  const categoryBadge = <Badge variant="secondary">{t(categoryLabel(provider.category))}</Badge>;
  return (
    <article
      data-provider-id={provider.id}
      // The figures of the published ranking (/so-sortieren-wir), exact, for anyone who checks the order.
      data-rank-rating={provider.averageRating}
      data-rank-reviews={provider.reviewCount}
      data-rank-updated={provider.dataUpdatedAt ? new Date(provider.dataUpdatedAt).toISOString() : undefined}
      className="provider-card relative flex gap-3 rounded-card border border-border bg-white p-3 shadow-sm hover:shadow-md md:flex-col md:p-0"
    >
      {src ? (
        <img
          {...(logo ? responsiveSrc(src, [160, 320], 160) : responsiveSrc(src, [160, 320, 640], 320))}
          sizes="(min-width: 768px) 320px, 80px"
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={logo ? 320 : 180}
          className={logo ? "card-thumb object-contain p-1 md:p-4" : "card-thumb object-cover"}
        />
      ) : (
        <Monogram name={provider.name} category={provider.category} className="card-thumb text-2xl md:text-4xl" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:p-4 md:pt-0">
        {/* The category alone needs no row of its own: a badge is as wide as its text (w-fit). */}
        {provider.clubAdmission || provider.verified || provider.featured ? (
          <div className="flex flex-wrap gap-1.5">
            {categoryBadge}
            {provider.clubAdmission ? (
              <Badge variant={provider.clubAdmission === "open" ? "success" : "outline"} data-testid="club-admission">
                {t(CLUB_ADMISSION_CHIPS[provider.clubAdmission])}
              </Badge>
            ) : null}
            {provider.verified ? <VerifiedBadge /> : null}
            {provider.featured ? <FeaturedBadge /> : null}
          </div>
        ) : (
          categoryBadge
        )}
        <H className="leading-snug font-semibold text-ink">
          <Link
            to={href}
            prefetch="intent"
            onClick={() => trackProviderEvent(provider.id, "detail_click")}
            className="after:absolute after:inset-0 hover:underline focus-visible:underline focus-visible:outline-none"
          >
            {provider.name}
          </Link>
        </H>
        {provider.city ? <p className="icon-map-pin flex items-center gap-1 text-sm text-ink-muted">{provider.city}</p> : null}
        {provider.openingStatus ? <CardOpeningStatus status={provider.openingStatus} /> : null}
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
