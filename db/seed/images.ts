import crypto from "node:crypto";
import sharp from "sharp";
import type { Rng } from "./random";
import { createRng } from "./random";

/**
 * Generated demo images (issue #26 item 8): logos, photos and covers drawn as SVG and rendered to
 * WebP by sharp at seed time; nothing is fetched. The seed's caller passes `store` (the app's
 * storage module: server/boot.ts, scripts/seed.ts), which returns the public URL; without it the
 * seed keeps the static placeholders. Small sizes and a few images at a time keep the seed fast.
 */
export type SeedImageStore = (bucket: "provider-images" | "blog-images" | "contest-images", key: string, body: Buffer, contentType: string) => Promise<string>;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour from a hue: `l` lightness in percent. */
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

function monogram(name: string) {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(e|v|gmbh|ug|der|die|das|und)$/i.test(w));
  if (words.length === 0) return "?";
  return (words.length === 1 ? words[0]!.slice(0, 2) : words[0]![0]! + words[1]![0]!).toLocaleUpperCase("de-DE");
}

/** A square logo: a shape (circle, rounded square, hexagon, leaf, diamond) in two colours with the initials. */
export function logoSvg(name: string, index: number): string {
  const rng = createRng(`logo-${index}`);
  const hue = (index * 47 + rng.int(0, 30)) % 360;
  const bg = hsl(hue, 55, 92);
  const fg = hsl(hue, 60, 28);
  const accent = hsl(hue + 40 + rng.int(0, 60), 65, 45);
  const shapes = [
    `<circle cx="128" cy="128" r="112" fill="${fg}"/>`,
    `<rect x="20" y="20" width="216" height="216" rx="48" fill="${fg}"/>`,
    `<polygon points="128,14 227,71 227,185 128,242 29,185 29,71" fill="${fg}"/>`,
    `<path d="M128 16 C 210 60 226 170 128 240 C 30 170 46 60 128 16 Z" fill="${fg}"/>`,
    `<rect x="40" y="40" width="176" height="176" rx="24" transform="rotate(45 128 128)" fill="${fg}"/>`,
  ];
  const shape = shapes[(index + rng.int(0, 4)) % shapes.length];
  const ring = rng.chance(0.5)
    ? `<circle cx="128" cy="128" r="92" fill="none" stroke="${accent}" stroke-width="6"/>`
    : `<rect x="78" y="188" width="100" height="8" rx="4" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${bg}"/>${shape}${ring}
<text x="128" y="${rng.chance(0.5) ? 150 : 148}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="72" fill="#fff">${esc(monogram(name))}</text>
</svg>`;
}

/** A photo-like composition: a gradient, soft circles and a horizon (no text). */
export function photoSvg(seed: string, width: number, height: number, rng: Rng = createRng(seed)): string {
  const hue = rng.int(0, 359);
  const a = hsl(hue, 60, rng.int(30, 55));
  const b = hsl(hue + rng.int(30, 120), 55, rng.int(55, 75));
  const blobs = Array.from({ length: rng.int(4, 9) }, () => {
    const r = rng.int(Math.round(height / 12), Math.round(height / 3));
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${hsl(hue + rng.int(-40, 160), 70, rng.int(45, 85))}" opacity="${(rng.int(20, 60) / 100).toFixed(2)}"/>`;
  }).join("");
  const horizon = rng.int(Math.round(height * 0.55), Math.round(height * 0.8));
  const ground = `<path d="M0 ${horizon} Q ${width / 3} ${horizon - rng.int(10, 60)} ${width / 2} ${horizon} T ${width} ${horizon - rng.int(0, 40)} V ${height} H 0 Z" fill="${hsl(hue + 90, 35, rng.int(18, 32))}" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${rng.chance(0.5) ? 1 : 0}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${blobs}${ground}
</svg>`;
}

/** A cover (blog, contest): a photo-like composition with a band of stripes in the corner. */
export function coverSvg(seed: string, width: number, height: number): string {
  const rng = createRng(seed);
  const base = photoSvg(seed, width, height, rng).replace("</svg>", "");
  const hue = rng.int(0, 359);
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${width - 220 + i * 28}" y="0" width="14" height="${height}" fill="${hsl(hue, 60, 90)}" opacity="0.25"/>`,
  ).join("");
  return `${base}${stripes}</svg>`;
}

/** Renders an SVG to WebP and stores it under a key from its content (the same image, the same key). */
export async function storeSvg(store: SeedImageStore, bucket: Parameters<SeedImageStore>[0], svg: string, quality = 72): Promise<string> {
  const body = await sharp(Buffer.from(svg)).webp({ quality, effort: 0 }).toBuffer();
  const key = `demo/${crypto.createHash("sha256").update(body).digest("hex").slice(0, 24)}.webp`;
  return store(bucket, key, body, "image/webp");
}

/** Runs `tasks` with at most `limit` at a time (sharp works on the libuv pool). */
export async function inBatches<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}
