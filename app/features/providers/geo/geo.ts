/** Pure geometry of the near-me search (server and browser): distances, bounding boxes, radii. */

export const EARTH_RADIUS_KM = 6371;
/** The radii offered by the search (km); the first is not the default. */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS: RadiusKm = 25;

export type LatLng = { lat: number; lng: number };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine), the same formula as the SQL in geo.server.ts. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that contains every point within `radiusKm` of `center` (a
 * prefilter for the btree index; the exact distance is checked afterwards). Near the poles the
 * longitude span is the whole circle.
 */
export function boundingBox(center: LatLng, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos(rad(center.lat));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}

/** Browser positions are sent rounded to two decimals (about 1 km): enough for the search, less exact than the device. */
export function roundPosition(p: LatLng): LatLng {
  return { lat: Math.round(p.lat * 100) / 100, lng: Math.round(p.lng * 100) / 100 };
}

export function isValidPosition(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

export function normalizeRadius(value: unknown): RadiusKm {
  const n = Number(value);
  return (RADIUS_OPTIONS as readonly number[]).includes(n) ? (n as RadiusKm) : DEFAULT_RADIUS;
}

/** '3,4' (one decimal below 10 km, whole kilometres above), German decimal comma. */
export function formatDistanceKm(km: number): string {
  const value = km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
  return value.toLocaleString("de-DE", { maximumFractionDigits: 1, minimumFractionDigits: km < 10 ? 1 : 0 });
}
