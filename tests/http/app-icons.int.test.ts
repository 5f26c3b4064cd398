import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "~db/schema";
import { db } from "~/lib/db.server";
import { startApp } from "./harness";

/** A phone can put the site on its home screen: the manifest, its icons and the apple-touch-icon. */
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  await db.insert(siteSettings).values({ settingKey: "site_title", settingValue: "Hanfnetz Testseite" });
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

async function png(path: string) {
  const res = await fetch(`${app.url}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe("the web app manifest and the home-screen icons", () => {
  it("every page's head links the manifest and the apple-touch-icon", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });

  it("the manifest names the site as its settings do, starts at home, and lists 192 and 512 px icons that exist", async () => {
    const res = await fetch(`${app.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Hanfnetz Testseite", lang: "de", start_url: "/", display: "standalone", theme_color: "#166534" });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const size of [192, 512]) {
      for (const purpose of ["any", "maskable"]) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        const meta = await png(icon!.src);
        expect([meta.width, meta.height]).toEqual([size, size]);
      }
    }
  });

  it("iOS finds its 180 px icon at the root, opaque (the phone rounds the corners itself)", async () => {
    for (const path of ["/apple-touch-icon.png", "/apple-touch-icon-precomposed.png"]) {
      const meta = await png(path);
      expect([meta.width, meta.height]).toEqual([180, 180]);
      const { data, info } = await sharp(Buffer.from(await (await fetch(`${app.url}${path}`)).arrayBuffer()))
        .raw()
        .ensureAlpha()
        .toBuffer({ resolveWithObject: true });
      // The top-left pixel is the brand green, fully opaque (no transparent rounded corner).
      expect([data[0], data[1], data[2], data[info.channels - 1]]).toEqual([0x16, 0x65, 0x34, 255]);
    }
  });
});
