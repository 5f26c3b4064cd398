import type { CoordinateSource } from "~db/schema/index";
import { locateProvider } from "./geo.server";

/**
 * Which coordinates a provider gets when it is saved (decision 0028):
 *
 * - on submission: computed from postal code, city and country (packaged data, then the geocoder);
 * - on an admin edit: coordinates the admin typed in (different from the stored ones) are kept as
 *   'admin' and never replaced automatically; empty fields mean "compute them"; otherwise they are
 *   computed again when postal code, city or country changed (or none are stored yet).
 */

type Address = { postalCode: string | null; city: string | null; countryCode: string };
type Stored = Address & { latitude: number | null; longitude: number | null; coordinatesSource: CoordinateSource | null };
export type CoordinateFields = {
  latitude: number | null;
  longitude: number | null;
  coordinatesSource: CoordinateSource | null;
  geocodedAt: Date | null;
};

async function computed(address: Address): Promise<CoordinateFields> {
  const found = await locateProvider(address);
  return found
    ? { latitude: found.latitude, longitude: found.longitude, coordinatesSource: found.source, geocodedAt: new Date() }
    : { latitude: null, longitude: null, coordinatesSource: null, geocodedAt: new Date() };
}

export function coordinatesOnSubmit(input: Address): Promise<CoordinateFields> {
  return computed(input);
}

export async function coordinatesOnAdminSave(
  existing: Stored,
  input: Address & { latitude: number | null; longitude: number | null },
): Promise<Partial<CoordinateFields>> {
  const typed = input.latitude !== null && input.longitude !== null;
  const unchanged = typed && input.latitude === existing.latitude && input.longitude === existing.longitude;
  if (typed && !unchanged) {
    return { latitude: input.latitude, longitude: input.longitude, coordinatesSource: "admin", geocodedAt: new Date() };
  }
  const addressChanged =
    (existing.postalCode ?? null) !== input.postalCode || (existing.city ?? null) !== input.city || existing.countryCode !== input.countryCode;
  if (unchanged && (existing.coordinatesSource === "admin" || !addressChanged)) return {};
  if (!typed || addressChanged || existing.latitude === null) return computed(input);
  return {};
}
