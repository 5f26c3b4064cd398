import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSrcSet, responsiveSrc } from "./image-src";
import { imageVariant, storedImageSize } from "./image-variants.server";
import { putObject, randomObjectName } from "./storage.server";

describe("image variants (srcset)", () => {
  it("serves a stored image resized to the asked width, never enlarged, and refuses unknown widths and paths", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f7d4f" } })
      .png()
      .toBuffer();
    const stored = await putObject("provider-images", randomObjectName("png"), png, "image/png");
    const small = await imageVariant(320, stored.bucket, stored.key);
    expect(await sharp(small!).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    // Made once: the second answer is the kept copy.
    expect((await imageVariant(320, stored.bucket, stored.key))!.equals(small!)).toBe(true);
    expect((await sharp((await imageVariant(1280, stored.bucket, stored.key))!).metadata()).width).toBe(800);
    expect(await imageVariant(321, stored.bucket, stored.key)).toBeNull();
    expect(await imageVariant(320, "nope", stored.key)).toBeNull();
    expect(await imageVariant(320, stored.bucket, "../../etc/passwd")).toBeNull();
    expect(await imageVariant(320, stored.bucket, "fehlt.webp")).toBeNull();
    expect(imageSrcSet(stored.url, [320, 640])).toBe(`/bild/320/provider-images/${stored.key} 320w, /bild/640/provider-images/${stored.key} 640w`);
    expect(imageSrcSet("/images/logo.png")).toBeUndefined();
    expect(responsiveSrc(stored.url, [320, 640], 320)).toEqual({
      src: `/bild/320/provider-images/${stored.key}`,
      srcSet: `/bild/320/provider-images/${stored.key} 320w, /bild/640/provider-images/${stored.key} 640w`,
    });
    expect(responsiveSrc("/images/logo.png", [160, 320], 160)).toEqual({ src: "/images/logo.png", srcSet: undefined });
  });

  it("knows the size of an upload and of the site's own pictures, so an <img> keeps its place (issue #27)", async () => {
    const png = await sharp({ create: { width: 728, height: 90, channels: 3, background: "#2f7d4f" } })
      .png()
      .toBuffer();
    const stored = await putObject("ad-banners", randomObjectName("png"), png, "image/png");
    expect(await storedImageSize(stored.url)).toEqual({ width: 728, height: 90 });
    // The demo banners are SVG files in public/images.
    const demo = await storedImageSize("/images/demo/banner-homepage.svg");
    expect(demo?.width).toBeGreaterThan(0);
    expect(demo?.height).toBeGreaterThan(0);
    expect(await storedImageSize("/images/demo/fehlt.svg")).toBeNull();
    expect(await storedImageSize("/media/ad-banners/fehlt.png")).toBeNull();
    expect(await storedImageSize("/images/../package.json")).toBeNull();
  });
});
