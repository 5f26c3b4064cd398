import { sql } from "drizzle-orm";
import { locateAddress } from "~/features/providers/geo/places.server";
import * as s from "../schema";
import { SEED_BASE_DATE, type SeedContext } from "./context";

/**
 * Coordinates of the demo providers (decision 0028), from their postal code, city and country
 * with the packaged place data, like a real submission. Entries of one city are spread by up to
 * about 2 km around its centre (derived from the id, so the seed stays deterministic) so that the
 * map shows one marker each. Places outside Germany, Austria and Switzerland get none.
 */
export async function seedProviderCoordinates(ctx: SeedContext) {
  const res = await ctx.tx.execute<{ id: string; postal_code: string | null; city: string | null; country_code: string }>(
    sql`select id, postal_code, city, country_code from ${s.providers}`,
  );
  const rows: { id: string; lat: number; lng: number }[] = [];
  for (const p of res.rows) {
    const place = locateAddress({ postalCode: p.postal_code, city: p.city, countryCode: p.country_code });
    if (!place) continue;
    const a = parseInt(p.id.slice(0, 4), 16) / 0xffff - 0.5;
    const b = parseInt(p.id.slice(4, 8), 16) / 0xffff - 0.5;
    rows.push({ id: p.id, lat: round(place.lat + a * 0.03), lng: round(place.lng + b * 0.045) });
  }
  for (let i = 0; i < rows.length; i += 200) {
    const values = sql.join(
      rows.slice(i, i + 200).map((r) => sql`(${r.id}::uuid, ${r.lat}::float8, ${r.lng}::float8)`),
      sql`, `,
    );
    await ctx.tx.execute(sql`
      update ${s.providers} p set latitude = v.lat, longitude = v.lng, coordinates_source = 'dataset', geocoded_at = ${SEED_BASE_DATE.toISOString()}::timestamptz
      from (values ${values}) as v(id, lat, lng) where p.id = v.id`);
  }
  ctx.summary.providersWithCoordinates = rows.length;
  ctx.log(`${rows.length} providers with coordinates`);
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
