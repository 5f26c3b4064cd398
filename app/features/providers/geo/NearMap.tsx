import { useMemo } from "react";
import { LazyBoundary, lazyPart } from "~/components/ui/lazy-part";
import { useTranslation } from "react-i18next";
import type { MapPoint } from "./ConsentMap";
import type { ProviderCategory } from "../categories";

// Its own chunk: home loads it only for a near-me search (issue #27: less JavaScript on a first visit).
const ConsentMap = lazyPart(() => import("./ConsentMap").then((m) => ({ default: m.ConsentMap })));

type NearItem = { id: string; name: string; slug: string; lat?: number; lng?: number; distanceKm?: number };

/** The map of a near-me search on home: the page's results plus the other markers of the radius (nearby API). */
export function NearMap({
  tileUrl,
  near,
  items,
  category,
}: {
  tileUrl: string;
  near: { lat: number; lng: number; radius: number };
  items: NearItem[];
  category: ProviderCategory | null;
}) {
  const { t } = useTranslation("common");
  const points = useMemo(() => items.filter((p): p is NearItem & MapPoint => p.lat !== undefined && p.lng !== undefined), [items]);
  const params = new URLSearchParams({ lat: String(near.lat), lng: String(near.lng), radius: String(near.radius) });
  if (category) params.set("kategorie", category);
  return (
    <LazyBoundary fallback={<p className="text-sm text-ink-muted">{t("Karte wird geladen …")}</p>}>
      <ConsentMap
        tileUrl={tileUrl}
        center={near}
        radiusKm={near.radius}
        points={points}
        markersUrl={`/api/providers/nearby?${params.toString()}`}
        label={t("Karte der Anbieter in der Nähe")}
      />
    </LazyBoundary>
  );
}
