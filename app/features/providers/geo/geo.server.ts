import { and, eq, sql, type SQL } from "drizzle-orm";
import { providers } from "~db/schema/index";
import type { Executor } from "~db/types";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { ProviderCategory } from "../categories";
import type { DirectorySort } from "../filters";
import { listColumns, toListItem, type ProviderListItem } from "../directory.server";
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from "./geo";
import type { NearbyQuery } from "../schema";
import { locateAddress, lookupPlace, type Place } from "./places.server";

/**
 * Coordinates of providers and the near-me query (decision 0028).
 *
 * The query runs the same SQL on PGlite and PostgreSQL (no PostGIS): the bounding box of the
 * radius is a range condition on the partial btree index `providers_geo_idx` (latitude,
 * longitude; approved entries with coordinates), the exact haversine distance is computed for the
 * rows in the box only, then filtered by the radius, ordered and limited.
 */

export type NearbyItem = ProviderListItem & { distanceKm: number; lat: number; lng: number };
export const NEARBY_LIMIT = 200;

/** Haversine distance in km between the row and a point, in SQL (same formula as geo.ts). */
function distanceSql(center: LatLng): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${providers.latitude} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${providers.latitude}))
      * power(sin(radians(${providers.longitude} - ${center.lng}::float8) / 2), 2)))))`;
}

/** The bounding-box prefilter (the index range) for a radius around a point. */
export function boxCondition(center: LatLng, radiusKm: number): SQL {
  const box = boundingBox(center, radiusKm);
  const lat = sql`${providers.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8`;
  // Across the date line the longitude range is left open (the latitude range still narrows it).
  if (box.minLng < -180 || box.maxLng > 180) return and(lat, sql`${providers.latitude} is not null`)!;
  return and(lat, sql`${providers.longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8`)!;
}

type NearbyOptions = {
  category?: ProviderCategory | null;
  minRating?: number | null;
  verified?: boolean;
  openAdmission?: boolean;
  /** Default 'entfernung' (nearest first). */
  sort?: DirectorySort;
  limit?: number;
  offset?: number;
  executor?: Executor;
};

/** The near-me query itself (not run; the bench EXPLAINs it): box on the index, exact distance, radius, order. */
export function nearbyQuery(center: LatLng, radiusKm: number, opts: NearbyOptions = {}) {
  const distance = distanceSql(center);
  const conds: (SQL | undefined)[] = [eq(providers.status, "approved"), boxCondition(center, radiusKm)];
  if (opts.category) conds.push(sql`${providers.categories} @> array[${opts.category}]::text[]`);
  if (opts.minRating) conds.push(sql`${providers.averageRating} >= ${opts.minRating}`);
  if (opts.verified) conds.push(eq(providers.verified, true));
  if (opts.openAdmission) conds.push(eq(providers.clubAdmission, "open"));
  const executor = opts.executor ?? db;
  const inner = executor
    .select({
      ...listColumns,
      lat: sql<number>`${providers.latitude}`.as("lat"),
      lng: sql<number>`${providers.longitude}`.as("lng"),
      distanceKm: distance.as("distance_km"),
      rankScore: sql<number>`${providers.rankScore}`.as("rank_score"),
      createdAt: sql<Date>`${providers.createdAt}`.as("created_at"),
    })
    .from(providers)
    .where(and(...conds))
    .as("near");
  const bySort: Record<DirectorySort, SQL[]> = {
    entfernung: [sql`${inner.distanceKm}`, sql`${inner.id}`],
    empfohlen: [sql`${inner.rankScore} desc`, sql`${inner.name}`, sql`${inner.id}`],
    "beste-bewertung": [sql`${inner.averageRating} desc`, sql`${inner.reviewCount} desc`, sql`${inner.distanceKm}`, sql`${inner.id}`],
    "meiste-bewertungen": [sql`${inner.reviewCount} desc`, sql`${inner.averageRating} desc`, sql`${inner.distanceKm}`, sql`${inner.id}`],
    neueste: [sql`${inner.createdAt} desc nulls last`, sql`${inner.id} desc`],
  };
  return executor
    .select()
    .from(inner)
    .where(sql`${inner.distanceKm} <= ${radiusKm}::float8`)
    .orderBy(...bySort[opts.sort ?? "entfernung"])
    .limit(opts.limit ?? NEARBY_LIMIT)
    .offset(opts.offset ?? 0);
}

/**
 * Approved providers within `radiusKm` of `center`, nearest first (ties by id), optionally of one
 * category; `limit` + `offset` page through them. Public data: no viewer needed.
 */
export async function queryNearby(center: LatLng, radiusKm: number, opts: NearbyOptions = {}): Promise<NearbyItem[]> {
  const rows = await nearbyQuery(center, radiusKm, opts);
  return rows.map(({ rankScore: _score, createdAt: _created, ...r }) => ({
    ...toListItem(r),
    distanceKm: Number(r.distanceKm),
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}

export type MapMarker = { id: string; name: string; slug: string; category: string; city: string | null; lat: number; lng: number; distanceKm: number };

/**
 * Map markers around a point (GET /api/providers/nearby): public, lightly rate-limited per client
 * address, at most NEARBY_LIMIT markers, nearest first.
 */
export async function nearbyMarkers(_viewer: Viewer | null, query: NearbyQuery, meta: { ip: string | null }): Promise<MapMarker[]> {
  await enforceRateLimit("nearby_query", `ip:${meta.ip ?? "unknown"}`, { ip: meta.ip, message: "Zu viele Kartenabfragen. Bitte warte einen Moment." });
  const rows = await queryNearby({ lat: query.lat, lng: query.lng }, query.radius, { category: query.kategorie });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    category: r.category,
    city: r.city,
    lat: r.lat,
    lng: r.lng,
    distanceKm: Math.round(r.distanceKm * 10) / 10,
  }));
}

// ----------------------------------------------------------------------------- geocoding
/** Where a place text or an address is: the packaged data first, then the configured geocoder. */
export async function resolvePlace(text: string): Promise<(Place & { source: "dataset" | "geocoder" }) | null> {
  const local = lookupPlace(text);
  if (local) return { ...local, source: "dataset" };
  const remote = await askGeocoder({ q: text });
  return remote ? { ...remote, source: "geocoder" } : null;
}

export async function locateProvider(input: {
  postalCode?: string | null;
  city?: string | null;
  countryCode?: string | null;
}): Promise<{ latitude: number; longitude: number; source: "dataset" | "geocoder" } | null> {
  const local = locateAddress(input);
  if (local) return { latitude: local.lat, longitude: local.lng, source: "dataset" };
  if (!input.city && !input.postalCode) return null;
  const remote = await askGeocoder({
    postalcode: input.postalCode ?? "",
    city: input.city ?? "",
    countrycodes: (input.countryCode ?? "").toLowerCase(),
  });
  return remote ? { latitude: remote.lat, longitude: remote.lng, source: "geocoder" } : null;
}

/**
 * A Nominatim-compatible search (`GEOCODER_URL`, e.g. https://nominatim.openstreetmap.org/search):
 * first hit, 3 s time limit; any failure counts as "not found" (saving never fails because of it).
 */
async function askGeocoder(params: Record<string, string>): Promise<Place | null> {
  const base = env().GEOCODER_URL;
  if (!base) return null;
  try {
    const url = new URL(base);
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", "1");
    const res = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { "User-Agent": "Hanfnetz geocoder", Accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as { lat?: string; lon?: string; display_name?: string }[];
    const hit = body[0];
    const lat = Number(hit?.lat);
    const lng = Number(hit?.lon);
    if (!hit || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return { lat, lng, name: hit.display_name?.split(",")[0] ?? params.q ?? "", country: "" };
  } catch (error) {
    logger.warn({ err: error }, "geocoder failed");
    return null;
  }
}

/** The URL template of the map tiles (for the map component; its host is allowed by the CSP). */
export function mapTileUrl(): string {
  return env().MAP_TILE_URL;
}
