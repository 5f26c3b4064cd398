import { describe, expect, it } from "vitest";
import { decideImage, downscaleAttempts, MIN_LONG_SIDE, QUALITY_STEPS, renamed } from "./image-downscale";
import { IMAGE_RULE, type ImageRule } from "./upload-limits";

const MB = 1024 * 1024;
/** Like the favicon field (features/site/favicon-limits.ts): 2 MB, at most 512 px, PNG or JPEG. */
const FAVICON_RULE: ImageRule = { maxBytes: 2 * MB, tooLarge: "Datei ist zu groß. Maximum 2MB erlaubt.", maxSide: 512, types: ["image/png", "image/jpeg"] };

describe("decideImage", () => {
  it("keeps a file within the field's limit, whatever its type", () => {
    expect(decideImage({ size: 5 * MB, type: "image/jpeg", name: "a.jpg" }, IMAGE_RULE)).toBe("keep");
    expect(decideImage({ size: 300_000, type: "image/gif", name: "a.gif" }, IMAGE_RULE)).toBe("keep");
  });

  it("shrinks a too large photo the browser can redraw (JPEG, PNG, WebP; by name when the type is unknown)", () => {
    expect(decideImage({ size: 12 * MB, type: "image/jpeg", name: "IMG_0042.JPG" }, IMAGE_RULE)).toBe("shrink");
    expect(decideImage({ size: 6 * MB, type: "image/png", name: "scan.png" }, IMAGE_RULE)).toBe("shrink");
    expect(decideImage({ size: 6 * MB, type: "image/webp", name: "x.webp" }, IMAGE_RULE)).toBe("shrink");
    expect(decideImage({ size: 6 * MB, type: "", name: "foto.jpeg" }, IMAGE_RULE)).toBe("shrink");
  });

  it("refuses what a redraw would break or cannot read: GIF (animation), ICO, SVG, HEIC, other files", () => {
    for (const [type, name] of [
      ["image/gif", "a.gif"],
      ["image/x-icon", "favicon.ico"],
      ["image/svg+xml", "logo.svg"],
      ["image/heic", "IMG.HEIC"],
      ["application/pdf", "flyer.pdf"],
      ["", "ohne-endung"],
    ]) {
      expect(decideImage({ size: 12 * MB, type: type!, name: name! }, IMAGE_RULE)).toBe("refuse");
    }
  });

  it("uses the field's own limit (favicon 2 MB)", () => {
    expect(decideImage({ size: 3 * MB, type: "image/png", name: "icon.png" }, FAVICON_RULE)).toBe("shrink");
    expect(decideImage({ size: 3 * MB, type: "image/png", name: "icon.png" }, IMAGE_RULE)).toBe("keep");
  });
});

describe("downscaleAttempts", () => {
  it("starts at the longest side of the rule, keeps the aspect ratio and steps quality then size down to 640 px", () => {
    const attempts = downscaleAttempts(4000, 3000, IMAGE_RULE);
    expect(attempts[0]).toEqual({ width: 2560, height: 1920, quality: QUALITY_STEPS[0] });
    expect(attempts.slice(0, 3).map((a) => a.quality)).toEqual([...QUALITY_STEPS]);
    expect(attempts[3]).toEqual({ width: 1920, height: 1440, quality: QUALITY_STEPS[0] });
    for (const a of attempts) expect(Math.abs(a.width / a.height - 4 / 3)).toBeLessThan(0.01);
    const sides = [...new Set(attempts.map((a) => Math.max(a.width, a.height)))];
    expect(sides).toEqual([...sides].sort((a, b) => b - a));
    expect(sides.at(-1)).toBe(MIN_LONG_SIDE);
  });

  it("never enlarges: a small but heavy image is tried at its own size first", () => {
    expect(downscaleAttempts(1200, 1800, IMAGE_RULE)[0]).toEqual({ width: 1200, height: 1800, quality: QUALITY_STEPS[0] });
    expect(downscaleAttempts(500, 300, IMAGE_RULE)).toEqual(QUALITY_STEPS.map((quality) => ({ width: 500, height: 300, quality })));
  });

  it("tries one lossless attempt per size for PNG output, from the favicon's 512 px", () => {
    const attempts = downscaleAttempts(3000, 3000, FAVICON_RULE, false);
    expect(attempts).toEqual([{ width: 512, height: 512, quality: 1 }]);
  });

  it("has nothing to try for an image without pixels", () => {
    expect(downscaleAttempts(0, 0, IMAGE_RULE)).toEqual([]);
  });
});

describe("renamed", () => {
  it("gives the new type's extension", () => {
    expect(renamed("IMG_0042.JPG", "image/webp")).toBe("IMG_0042.webp");
    expect(renamed("scan.png", "image/jpeg")).toBe("scan.jpg");
    expect(renamed(".png", "image/png")).toBe("bild.png");
  });
});
