import { Sparkles, Store } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { titleAfterDiscount } from "./offer-text";
import type { MerchantCardData } from "./public.server";

export function merchantPath(m: { slug: string }) {
  return `/gutscheincode/${encodeURIComponent(m.slug)}`;
}

/** The merchant's logo (only from our own host, see public.server) or its initial on a green tile. */
export function MerchantLogo({ name, logoUrl, size = "md" }: { name: string; logoUrl: string | null; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-24 md:size-28 text-3xl" : "size-16 text-xl";
  return logoUrl ? (
    <img
      src={logoUrl}
      alt=""
      width={size === "lg" ? 112 : 64}
      height={size === "lg" ? 112 : 64}
      loading={size === "lg" ? "eager" : "lazy"}
      decoding="async"
      className={cn("shrink-0 rounded-lg border border-border bg-white object-contain p-1.5", box)}
    />
  ) : (
    <span aria-hidden="true" className={cn("flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-800", box)}>
      {name.trim().charAt(0).toUpperCase() || <Store className="size-6" />}
    </span>
  );
}

/**
 * A merchant on /gutscheincodes: logo, name, category, its best current offer and the number of
 * active codes; a shop without a current code is muted. The whole card links.
 */
export function MerchantCard({ merchant }: { merchant: MerchantCardData }) {
  const { t } = useTranslation("common");
  const n = merchant.couponCount;
  const offer = merchant.bestOffer;
  const offerTitle = offer ? titleAfterDiscount(offer.discount, offer.title) : "";
  return (
    <article
      className={cn(
        "group relative flex h-full items-center gap-4 rounded-card border border-border p-4 shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md",
        n === 0 ? "bg-surface-muted/60" : "bg-white",
      )}
    >
      <MerchantLogo name={merchant.name} logoUrl={merchant.logoUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="text-base leading-snug font-semibold text-ink">
          <Link
            to={merchantPath(merchant)}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {merchant.name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-1.5">
          {merchant.category ? <Badge variant="secondary">{merchant.category}</Badge> : null}
          {merchant.featured ? (
            <Badge variant="featured">
              <Sparkles aria-hidden="true" />
              {t("Featured")}
            </Badge>
          ) : null}
        </div>
        {offer ? (
          // "15 % auf Growboxen": the discount large, then what the title adds to it (not "15 % 15 % auf …").
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm text-ink" data-testid="best-offer">
            <span className="sr-only">{t("Bestes Angebot:")} </span>
            {offer.discount ? <strong className="text-lg font-bold text-brand-800">{offer.discount}</strong> : null}
            {offer.discount && offerTitle ? " " : null}
            {offerTitle ? <span className="min-w-0 break-words">{offerTitle}</span> : null}
          </p>
        ) : null}
        <p className="text-sm text-ink-muted">{n === 0 ? t("Zurzeit keine Gutscheincodes") : t("{{n}} Gutscheincodes", { count: n, n })}</p>
      </div>
    </article>
  );
}
