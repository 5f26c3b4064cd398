/** An active banner of a placement, as the ads feature serves it. */
export type AdBanner = { imageUrl: string; altText: string | null; linkUrl: string | null; clickTarget: "_blank" | "_self" };

/**
 * An ad slot. Without an active banner it renders nothing at all, so an empty placement takes no
 * room (issue #8 item 11); with one it shows the banner labelled 'Anzeige' (spec README). Banner
 * selection, impressions and clicks come with the ads feature, which passes `banner`.
 */
export function AdSlot({ placementKey, banner, className }: { placementKey: string; banner?: AdBanner | null; className?: string }) {
  if (!banner) return null;
  const image = <img src={banner.imageUrl} alt={banner.altText ?? ""} className="h-auto w-full rounded-card" loading="lazy" />;
  return (
    <aside aria-label="Anzeige" data-ad-slot={placementKey} className={className}>
      <p className="mb-1 text-xs font-medium tracking-wide text-ink-muted uppercase">Anzeige</p>
      {banner.linkUrl ? (
        <a href={banner.linkUrl} target={banner.clickTarget} rel="sponsored noopener">
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  );
}
