import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ConsentMap, type MapPoint } from "./ConsentMap";
import type { ProviderCategory } from "../categories";

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
  const points = useMemo(
    () => items.filter((p): p is NearItem & MapPoint => p.lat !== undefined && p.lng !== undefined),
    [items],
  );
  const params = new URLSearchParams({ lat: String(near.lat), lng: String(near.lng), radius: String(near.radius) });
  if (category) params.set("kategorie", category);
  return (
    <ConsentMap
      tileUrl={tileUrl}
      center={near}
      radiusKm={near.radius}
      points={points}
      markersUrl={`/api/providers/nearby?${params.toString()}`}
      label={t("Karte der Anbieter in der Nähe")}
    />
  );
}
