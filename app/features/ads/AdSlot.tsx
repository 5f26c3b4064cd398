import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { sendTracking, sessionGet, sessionSet } from "~/lib/browser-session";

/** An active banner of a placement, as the ads feature serves it (public.server.ts). */
export type AdBanner = {
  id: string;
  imageUrl: string;
  altText: string | null;
  linkUrl: string | null;
  clickTarget: "_blank" | "_self";
  width?: number | null;
  height?: number | null;
};

/** sessionStorage keys of spec 2 section 7. */
const DISMISSED_KEY = "dismissed_ads";

export function dismissedAds(): string[] {
  try {
    const list: unknown = JSON.parse(sessionGet(DISMISSED_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string").slice(-50) : [];
  } catch {
    return [];
  }
}

function track(bannerId: string, eventType: "impression" | "click" | "dismiss") {
  sendTracking("/api/ads", { bannerId, eventType });
}

/**
 * An ad slot. Without a banner it renders nothing, so an empty placement takes no room; with one it
 * shows the banner labelled 'Anzeige' (spec README) with a button to hide it. The page chooses the
 * banner on the server (the same for all anonymous visitors for the 10 s of the page cache); the
 * browser decides the rest: a banner dismissed in this session is replaced by another one (or
 * none), and impression, click and dismiss are counted (nothing about the visitor is sent).
 */
export function AdSlot({ placementKey, banner: initial, className }: { placementKey: string; banner?: AdBanner | null; className?: string }) {
  const { t } = useTranslation("common");
  const [banner, setBanner] = useState(initial ?? null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setBanner(initial ?? null);
    setHidden(false);
  }, [initial]);

  useEffect(() => {
    if (!banner) return;
    const dismissed = dismissedAds();
    if (!dismissed.includes(banner.id)) {
      track(banner.id, "impression");
      return;
    }
    setHidden(true);
    let live = true;
    const qs = new URLSearchParams({ placement: placementKey, exclude: dismissed.join(",") });
    fetch(`/api/ads?${qs.toString()}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ banner: AdBanner | null }>) : null))
      .then((d) => {
        if (!live || !d?.banner) return;
        setBanner(d.banner);
        setHidden(false);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [banner, placementKey]);

  if (!banner || hidden) return null;
  const dismiss = () => {
    sessionSet(DISMISSED_KEY, JSON.stringify([...dismissedAds().filter((id) => id !== banner.id), banner.id]));
    track(banner.id, "dismiss");
    setHidden(true);
  };
  // The ad's text is real text (issue #26 item 11): shown under the picture as HTML, readable at
  // any width (text inside a scaled image is not); the picture is then decorative.
  const text = banner.altText?.trim() || null;
  const image = (
    <>
      <img
        src={banner.imageUrl}
        alt={text ? "" : (banner.altText ?? "")}
        width={banner.width ?? undefined}
        height={banner.height ?? undefined}
        className="h-auto w-full rounded-card"
        loading="lazy"
      />
      {text ? (
        <span className="mt-1.5 block text-sm leading-snug font-semibold text-ink" data-testid="ad-text">
          {text}
        </span>
      ) : null}
    </>
  );
  return (
    <aside aria-label={t("Anzeige")} data-ad-slot={placementKey} data-banner-id={banner.id} className={className}>
      <div className="mb-1 flex items-center justify-between gap-2">
        <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t("Anzeige")}</p>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-muted md:size-8 hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={t("Anzeige ausblenden")}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {banner.linkUrl ? (
        <a
          href={banner.linkUrl}
          target={banner.clickTarget}
          rel="sponsored noopener"
          className="block hover:[&>span]:underline"
          onClick={() => track(banner.id, "click")}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  );
}
