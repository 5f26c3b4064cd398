import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { providers } from "~db/schema/index";
import { createTestProvider, createTestUser } from "../../../../tests/support/factories";
import { statusOf } from "../../../../tests/support/status";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { invalidateDirectoryCache } from "../directory.server";
import { nearbyMarkers, queryNearby } from "./geo.server";
import { haversineKm } from "./geo";
import { nearbyQuerySchema, parseDirectoryFilters } from "../schema";
import { searchProviders } from "../search.server";
import { submitProvider, updateProviderAsAdmin } from "../writes.server";

const DESC = "Ein gemütlicher Ort für alle, die Cannabis-Kultur lieben. ".repeat(6);
const filters = (qs: string) => parseDirectoryFilters(new URLSearchParams(qs));
const BERLIN = { lat: 52.52437, lng: 13.41053 };

beforeAll(async () => {
  // Berlin centre, Potsdam (~27 km), Leipzig (~150 km), Hamburg (~255 km), one without coordinates, one pending.
  await createTestProvider({
    name: "Mitte Club",
    city: "Berlin",
    latitude: 52.52,
    longitude: 13.405,
    coordinatesSource: "dataset",
    category: "cscs_dispensarys",
    categories: ["cscs_dispensarys"],
  });
  await createTestProvider({
    name: "Potsdam Shop",
    city: "Potsdam",
    latitude: 52.39886,
    longitude: 13.06566,
    coordinatesSource: "dataset",
    category: "online_shops",
    categories: ["online_shops"],
  });
  await createTestProvider({ name: "Leipzig Lounge", city: "Leipzig", latitude: 51.33962, longitude: 12.37129, coordinatesSource: "dataset" });
  await createTestProvider({ name: "Hamburg Hafen", city: "Hamburg", latitude: 53.55073, longitude: 9.99302, coordinatesSource: "dataset" });
  await createTestProvider({ name: "Ohne Ort", city: "Berlin" });
  await createTestProvider({ name: "Berlin Pending", city: "Berlin", latitude: 52.5, longitude: 13.4, status: "pending" });
  invalidateDirectoryCache();
});

describe("near-me query", () => {
  it("orders by distance within the radius, approved entries with coordinates only", async () => {
    const near = await queryNearby(BERLIN, 50);
    expect(near.map((p) => p.name)).toEqual(["Mitte Club", "Potsdam Shop"]);
    expect(near[0]!.distanceKm).toBeLessThan(1);
    expect(near[1]!.distanceKm).toBeCloseTo(haversineKm(BERLIN, { lat: 52.39886, lng: 13.06566 }), 3);
    expect((await queryNearby(BERLIN, 10)).map((p) => p.name)).toEqual(["Mitte Club"]);
    expect((await queryNearby(BERLIN, 100)).map((p) => p.name)).toEqual(["Mitte Club", "Potsdam Shop"]);
    const wide = await queryNearby(BERLIN, 300);
    expect(wide.map((p) => p.name)).toEqual(["Mitte Club", "Potsdam Shop", "Leipzig Lounge", "Hamburg Hafen"]);
    expect(wide.map((p) => p.distanceKm)).toEqual([...wide.map((p) => p.distanceKm)].sort((a, b) => a - b));
  });

  it("gives the same nearest entries when a smaller circle already holds more than the cap", async () => {
    // 230 entries within ~4 km of a point in the sea off Rügen (nothing else near), 20 more 15 to 20 km away.
    const centre = { lat: 54.9, lng: 14.0 };
    const rows = Array.from({ length: 250 }, (_, i) => {
      const far = i >= 230;
      const angle = (i * 137.5 * Math.PI) / 180;
      const km = far ? 15 + (i % 5) : 0.1 + (i % 40) * 0.1;
      return {
        name: `Dicht ${i}`,
        slug: `dicht-${i}-${Math.random().toString(36).slice(2, 8)}`,
        status: "approved" as const,
        latitude: centre.lat + (km / 111.2) * Math.cos(angle),
        longitude: centre.lng + (km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(angle),
        coordinatesSource: "dataset" as const,
      };
    });
    await db.insert(providers).values(rows);
    invalidateDirectoryCache();
    const result = await searchProviders(null, filters(`lat=${centre.lat}&lng=${centre.lng}&umkreis=25&seite=20`));
    const full = await queryNearby(centre, 25, { limit: 201 });
    expect(result.totalIsCapped).toBe(true);
    expect(result.total).toBe(200);
    expect(result.items.map((p) => p.id)).toEqual(full.slice(0, 200).map((p) => p.id));
    expect(result.items.every((p) => p.name.startsWith("Dicht "))).toBe(true);
    await db.delete(providers).where(
      inArray(
        providers.slug,
        rows.map((r) => r.slug),
      ),
    );
    invalidateDirectoryCache();
  });

  it("searches near a postal code or a place, combinable with the category, and reports unknown places", async () => {
    const byCode = await searchProviders(null, filters("nahe=10115&umkreis=50"));
    expect(byCode.items.map((p) => p.name)).toEqual(["Mitte Club", "Potsdam Shop"]);
    expect(byCode.items.every((p) => "distanceKm" in p)).toBe(true);
    expect(byCode.near).toMatchObject({ label: "10115", radius: 50 });
    const byName = await searchProviders(null, filters("nahe=Potsdam&umkreis=5"));
    expect(byName.items.map((p) => p.name)).toEqual(["Potsdam Shop"]);
    const withCategory = await searchProviders(null, filters("nahe=Berlin&umkreis=50&kategorie=online_shops"));
    expect(withCategory.items.map((p) => p.name)).toEqual(["Potsdam Shop"]);
    const unknown = await searchProviders(null, filters("nahe=Xyzzyhausen&umkreis=25"));
    expect(unknown.items).toEqual([]);
    expect(unknown.nearError).toBe("Ort oder Postleitzahl nicht gefunden");
    const position = await searchProviders(null, filters("lat=52.401&lng=13.07&umkreis=5"));
    expect(position.items.map((p) => p.name)).toEqual(["Potsdam Shop"]);
    expect(position.near).toMatchObject({ lat: 52.4, lng: 13.07 });
  });

  it("serves map markers with valid input and refuses bad input with a German 400", async () => {
    const markers = await nearbyMarkers(null, nearbyQuerySchema.parse({ lat: "52.52", lng: "13.4", radius: "50" }), { ip: "203.0.113.9" });
    expect(markers.map((m) => m.name)).toEqual(["Mitte Club", "Potsdam Shop"]);
    expect(markers[0]).toMatchObject({ lat: 52.52, lng: 13.405 });
    for (const bad of [{ lat: "95", lng: "13" }, { lat: "x", lng: "13" }, { lat: "52", lng: "13", radius: "7" }, { lng: "13" }]) {
      const result = nearbyQuerySchema.safeParse(bad);
      expect(result.success).toBe(false);
    }
  });
});

describe("coordinates on save", () => {
  it("computes coordinates from the postal code on submission", async () => {
    const owner = await createTestUser();
    const sub = await submitProvider(owner, {
      name: "Neu in Dresden",
      description: DESC,
      category: "cscs_dispensarys",
      countryCode: "DE",
      city: "Dresden",
      postalCode: "01067",
      address: "Alaunstraße 5",
    });
    const [row] = await db.select().from(providers).where(eq(providers.id, sub.id));
    expect(row!.coordinatesSource).toBe("dataset");
    expect(row!.latitude).toBeCloseTo(51.05, 1);
    expect(row!.longitude).toBeCloseTo(13.74, 1);
    expect(row!.geocodedAt).toBeInstanceOf(Date);
  });

  it("keeps coordinates an admin set, recomputes on address change otherwise, validates ranges and pairs", async () => {
    const owner = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const sub = await submitProvider(owner, {
      name: "Umzug GmbH",
      description: DESC,
      category: "online_shops",
      countryCode: "DE",
      city: "Köln",
      address: "Ehrenstraße 1",
    });
    const base = {
      name: "Umzug GmbH",
      description: DESC,
      category: "online_shops",
      countryCode: "DE",
      city: "Köln",
      address: "Ehrenstraße 1",
      status: "approved",
      categories: ["online_shops"],
    };
    const load = async () => (await db.select().from(providers).where(eq(providers.id, sub.id)))[0]!;
    const köln = await load();
    expect(köln.latitude).toBeCloseTo(50.93, 1);

    // Address change without typed coordinates: computed again.
    await updateProviderAsAdmin(admin, sub.id, { ...base, city: "Graz", countryCode: "AT", latitude: köln.latitude, longitude: köln.longitude });
    const graz = await load();
    expect(graz.coordinatesSource).toBe("dataset");
    expect(graz.latitude).toBeCloseTo(47.07, 1);

    // Typed coordinates: kept as 'admin', also when the address changes later.
    await updateProviderAsAdmin(admin, sub.id, { ...base, city: "Graz", countryCode: "AT", latitude: "47,1", longitude: "15.5" });
    expect(await load()).toMatchObject({ latitude: 47.1, longitude: 15.5, coordinatesSource: "admin" });
    await updateProviderAsAdmin(admin, sub.id, { ...base, city: "Wien", countryCode: "AT", latitude: 47.1, longitude: 15.5 });
    expect(await load()).toMatchObject({ latitude: 47.1, longitude: 15.5, coordinatesSource: "admin" });
    // Emptied fields: computed from the address again.
    await updateProviderAsAdmin(admin, sub.id, { ...base, city: "Wien", countryCode: "AT", latitude: "", longitude: "" });
    const wien = await load();
    expect(wien.coordinatesSource).toBe("dataset");
    expect(wien.latitude).toBeCloseTo(48.21, 1);

    for (const [lat, lng, field] of [
      ["91", "10", "latitude"],
      ["50", "-181", "longitude"],
      ["50", "", "longitude"],
      ["abc", "10", "latitude"],
    ] as const) {
      const error = await updateProviderAsAdmin(admin, sub.id, { ...base, latitude: lat, longitude: lng }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).fieldErrors?.[field]).toMatch(/grad/);
    }
    expect(await statusOf(updateProviderAsAdmin(owner, sub.id, { ...base, latitude: 1, longitude: 1 }))).toBe(403);
  });

  it("leaves places outside the data without coordinates", async () => {
    const owner = await createTestUser();
    const sub = await submitProvider(owner, {
      name: "Fernweh",
      description: DESC,
      category: "online_shops",
      countryCode: "ES",
      city: "Barcelona",
      address: "Carrer 1",
    });
    const [row] = await db.select().from(providers).where(eq(providers.id, sub.id));
    expect(row).toMatchObject({ latitude: null, longitude: null, coordinatesSource: null });
  });
});

describe("configured geocoder (GEOCODER_URL)", () => {
  it("is asked only for places the packaged data does not know, and failures count as not found", async () => {
    const http = await import("node:http");
    const { resetEnvCache } = await import("~/lib/env.server");
    const { locateProvider, resolvePlace } = await import("./geo.server");
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? "");
      if ((req.url ?? "").includes("Kaputt")) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify([{ lat: "41.39", lon: "2.17", display_name: "Barcelona, Spanien" }]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const before = process.env.GEOCODER_URL;
    process.env.GEOCODER_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/search`;
    resetEnvCache();
    try {
      expect(await resolvePlace("Berlin")).toMatchObject({ source: "dataset" });
      expect(asked).toEqual([]);
      expect(await resolvePlace("Barcelona")).toMatchObject({ source: "geocoder", lat: 41.39, lng: 2.17 });
      expect(await locateProvider({ city: "Barcelona", postalCode: "08001", countryCode: "ES" })).toEqual({
        latitude: 41.39,
        longitude: 2.17,
        source: "geocoder",
      });
      expect(asked.at(-1)).toContain("countrycodes=es");
      expect(await resolvePlace("Kaputtstadt")).toBeNull();
    } finally {
      if (before === undefined) delete process.env.GEOCODER_URL;
      else process.env.GEOCODER_URL = before;
      resetEnvCache();
      server.close();
    }
  });
});
