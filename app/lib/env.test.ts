import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults for a zero-config start", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("names every wrong value in German", () => {
    let message = "";
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "kein-url", BETTER_AUTH_SECRET: "kurz" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL muss eine gültige URL sein");
    expect(message).toContain("BETTER_AUTH_SECRET muss mindestens 32 Zeichen lang sein");
  });

  it("requires the S3 settings together", () => {
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: fehlt/);
    expect(parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).S3_BUCKET).toBe("b");
  });

  it("reads the map tile template and the optional geocoder (decision 0028)", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(parseEnv({ MAP_TILE_URL: "" }).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(parseEnv({ MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png" }).MAP_TILE_URL).toContain("{s}");
    expect(() => parseEnv({ MAP_TILE_URL: "http://tiles.example.org/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
    expect(parseEnv({ GEOCODER_URL: "" }).GEOCODER_URL).toBeUndefined();
    expect(() => parseEnv({ GEOCODER_URL: "kein-url" })).toThrow(/GEOCODER_URL/);
  });
});
