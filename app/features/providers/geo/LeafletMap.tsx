import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { formatDistanceKm } from "./geo";
import { providerPath } from "~/lib/paths";

export type MapPoint = { id: string; name: string; slug: string; lat: number; lng: number; distanceKm?: number };

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">OpenStreetMap</a>-Mitwirkende';

/**
 * The Leaflet map itself (loaded lazily by ConsentMap): circle markers (no marker images to load),
 * a popup per provider with a link to its page, the radius as a circle, and markers fetched from
 * `markersUrl` (the nearby API) added to those of the page.
 */
export type MapProps = {
  tileUrl: string;
  /** Without a center the map shows all `points`. */
  center?: { lat: number; lng: number };
  /** Markers known to the page; more may come from `markersUrl` (/api/providers/nearby). */
  points: MapPoint[];
  markersUrl?: string;
  radiusKm?: number;
  label: string;
};

export default function LeafletMap({ tileUrl, center, points, markersUrl, radiusKm, label }: MapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lat = center?.lat;
  const lng = center?.lng;
  useEffect(() => {
    const center = lat !== undefined && lng !== undefined ? { lat, lng } : null;
    const map = L.map(ref.current!, { scrollWheelZoom: false });
    // The view first: vector layers need it when they are added.
    if (!center) map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [24, 24], maxZoom: 13 });
    else if (radiusKm) map.fitBounds(L.latLng(center.lat, center.lng).toBounds(radiusKm * 2000));
    else map.setView([center.lat, center.lng], 14);
    L.tileLayer(tileUrl, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);
    const layer = L.featureGroup().addTo(map);
    const seen = new Set<string>();
    const add = (p: MapPoint) => {
      if (seen.has(p.id)) return;
      seen.add(p.id);
      const marker = L.circleMarker([p.lat, p.lng], { radius: 8, color: "#14532d", weight: 2, fillColor: "#22c55e", fillOpacity: 0.85 });
      marker.bindPopup(() => popupContent(p));
      marker.bindTooltip(p.name);
      marker.addTo(layer);
    };
    points.forEach(add);
    if (center && radiusKm)
      L.circle([center.lat, center.lng], { radius: radiusKm * 1000, color: "#166534", weight: 1, fillOpacity: 0.04, interactive: false }).addTo(map);
    const controller = new AbortController();
    if (markersUrl) {
      fetch(markersUrl, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ markers: MapPoint[] }>) : { markers: [] }))
        .then((d) => d.markers.forEach(add))
        .catch(() => {});
    }
    return () => {
      controller.abort();
      map.remove();
    };
  }, [tileUrl, lat, lng, points, markersUrl, radiusKm]);
  return <div ref={ref} className="size-full" role="region" aria-label={label} data-testid="leaflet-map" />;
}

/** Built from DOM nodes (names are user text: never HTML). */
function popupContent(p: MapPoint): HTMLElement {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = providerPath(p);
  link.textContent = p.name;
  link.className = "font-semibold text-brand-800 underline";
  box.append(link);
  if (p.distanceKm !== undefined) {
    const d = document.createElement("div");
    d.textContent = `${formatDistanceKm(p.distanceKm)} km entfernt`;
    box.append(d);
  }
  return box;
}
