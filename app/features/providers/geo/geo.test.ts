import { describe, expect, it } from "vitest";
import { boundingBox, formatDistanceKm, haversineKm, normalizeRadius, roundPosition } from "./geo";
import { locateAddress, lookupCity, lookupPlace, lookupPostalCode, placeKey } from "./places.server";

describe("haversine and bounding box", () => {
  it("measures known distances", () => {
    const berlin = { lat: 52.52, lng: 13.405 };
    const munich = { lat: 48.137, lng: 11.575 };
    expect(haversineKm(berlin, berlin)).toBe(0);
    expect(haversineKm(berlin, munich)).toBeGreaterThan(500);
    expect(haversineKm(berlin, munich)).toBeLessThan(510);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.19, 1);
  });

  it("boxes every point of the radius", () => {
    const center = { lat: 50, lng: 10 };
    const box = boundingBox(center, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const p = { lat: center.lat + (24.9 / 111.19) * Math.cos(rad), lng: center.lng + ((24.9 / 111.19) * Math.sin(rad)) / Math.cos((50 * Math.PI) / 180) };
      expect(haversineKm(center, p)).toBeLessThan(25.1);
      expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(true);
    }
  });

  it("rounds positions to about 1 km, normalises radii and formats distances in German", () => {
    expect(roundPosition({ lat: 52.523456, lng: 13.40789 })).toEqual({ lat: 52.52, lng: 13.41 });
    expect(normalizeRadius("10")).toBe(10);
    expect(normalizeRadius("7")).toBe(25);
    expect(normalizeRadius(null)).toBe(25);
    expect(formatDistanceKm(3.44)).toBe("3,4");
    expect(formatDistanceKm(0.04)).toBe("0,0");
    expect(formatDistanceKm(27.6)).toBe("28");
  });
});

describe("packaged place data", () => {
  it("finds German postal codes, with or without the place name", () => {
    expect(lookupPostalCode("10115")).toMatchObject({ name: "Berlin", country: "DE" });
    expect(lookupPostalCode("01067")!.lat).toBeCloseTo(51.05, 1);
    expect(lookupPostalCode("1234")).toBeNull();
    expect(lookupPostalCode("00000")).toBeNull();
    expect(lookupPlace("80331 München")!.lat).toBeCloseTo(48.14, 1);
  });

  it("finds places of Germany, Austria and Switzerland by name, also German names and spelling variants", () => {
    expect(lookupCity("Wien")).toMatchObject({ country: "AT" });
    expect(lookupCity("münchen")!.lng).toBeCloseTo(11.58, 1);
    expect(lookupCity("Zurich")).toMatchObject({ country: "CH" });
    expect(lookupCity("Freiburg im Breisgau")!.lng).toBeCloseTo(7.85, 1);
    expect(lookupPlace("1070 Wien")).toMatchObject({ country: "AT" });
    expect(lookupPlace("Xyzzyhausen")).toBeNull();
    expect(lookupPlace("12")).toBeNull();
    expect(placeKey("Frankfurt am Main")).toBe("frankfurtammain");
  });

  it("locates addresses in their country only", () => {
    expect(locateAddress({ postalCode: "20095", city: "Hamburg", countryCode: "DE" })!.lat).toBeCloseTo(53.55, 1);
    expect(locateAddress({ postalCode: "8010", city: "Graz", countryCode: "AT" })).toMatchObject({ country: "AT" });
    expect(locateAddress({ postalCode: "08001", city: "Barcelona", countryCode: "ES" })).toBeNull();
    expect(locateAddress({ city: "Basel", countryCode: "DE" })).toBeNull();
  });
});
