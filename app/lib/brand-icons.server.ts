import sharp from "sharp";
import { brandSvg } from "./brand";

/** The logo rendered as a square PNG of `size` pixels (`corner` 0: the full square, see brandSvg). */
export function brandPng(size: number, corner?: number): Promise<Buffer> {
  return sharp(Buffer.from(brandSvg(corner)), { density: Math.max(72, Math.ceil((72 * size) / 32)) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file holding PNG images (the format every browser and crawler reads since Windows
 * Vista): a 6-byte header, one 16-byte entry per image, then the PNG data.
 */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

let favicon: Promise<Buffer> | undefined;
let logo: Promise<Buffer> | undefined;

/** /favicon.ico: the logo at 16, 32 and 48 px, rendered once per process. */
export function faviconIco(): Promise<Buffer> {
  favicon ??= Promise.all([16, 32, 48].map(async (size) => ({ size, png: await brandPng(size) }))).then(encodeIco);
  return favicon;
}

/** The 512 px logo (publisher logo of the structured data), rendered once per process. */
export function brandLogoPng(size: number): Promise<Buffer> {
  logo ??= brandPng(size);
  return logo;
}

/** The web app manifest's icons: their address and size in pixels. */
export const MANIFEST_ICONS: Record<string, number> = {
  "/images/app-icon-192.png": 192,
  "/images/app-icon-512.png": 512,
};

/** Every home-screen icon (the manifest's and the apple-touch-icon iOS asks for at the root). */
export const APP_ICONS: Record<string, number> = {
  "/apple-touch-icon.png": 180,
  "/apple-touch-icon-precomposed.png": 180,
  ...MANIFEST_ICONS,
};

const appIcons = new Map<number, Promise<Buffer>>();

/** A home-screen icon: the leaf on the full green square, `size` pixels, rendered once per process. */
export function appIconPng(size: number): Promise<Buffer> {
  let icon = appIcons.get(size);
  if (!icon) appIcons.set(size, (icon = brandPng(size, 0)));
  return icon;
}
