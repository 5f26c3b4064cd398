/**
 * Responsive sizes of stored images (issue #26): `/media/{bucket}/{key}` is also served resized as
 * `/bild/{width}/{bucket}/{key}` (WebP, never wider than the original; app/lib/image-variants.server.ts).
 * Other sources (the site's /images/, an S3 base) are used as they are.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** The resized address of a stored image, or the image itself when it has no variants. */
export function imageVariant(src: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return src.startsWith("/media/") ? `/bild/${width}/${src.slice("/media/".length)}` : src;
}

/** `srcset` of a stored image in the given widths (undefined when the source has no variants). */
export function imageSrcSet(src: string, widths: readonly (typeof IMAGE_WIDTHS)[number][] = IMAGE_WIDTHS): string | undefined {
  if (!src.startsWith("/media/")) return undefined;
  return widths.map((w) => `${imageVariant(src, w)} ${w}w`).join(", ");
}

/**
 * `src` and `srcSet` of one stored image for an `<img>`: the offered widths and the one a browser
 * without `srcset` support (or a crawler) loads, which is one of them.
 */
export function responsiveSrc(
  src: string,
  widths: readonly (typeof IMAGE_WIDTHS)[number][],
  fallback: (typeof IMAGE_WIDTHS)[number],
): { src: string; srcSet: string | undefined } {
  return { src: imageVariant(src, fallback), srcSet: imageSrcSet(src, widths) };
}
