/** The leaf logo: one drawing for the inline mark (BrandMark), /favicon.ico and the raster logo. */
export const BRAND_COLORS = { background: "#166534", leaf: "#dcfce7" } as const;
export const BRAND_LEAF_PATH =
  "M16 5c1.6 3.4 2 6.6 1.3 9.6 2.2-2 5-3.2 8.2-3.4-1.6 3-4 5-7 5.8 2 .6 3.6 1.7 4.8 3.4-2.6.6-5 .2-6.6-1.1V27h-1.4v-7.7c-1.6 1.3-4 1.7-6.6 1.1 1.2-1.7 2.8-2.8 4.8-3.4-3-.8-5.4-2.8-7-5.8 3.2.2 6 1.4 8.2 3.4C14 11.6 14.4 8.4 16 5z";

/**
 * The logo as a standalone SVG document (32 × 32 user units). `corner` 0 fills the whole square
 * (home-screen icons: the phone rounds or masks them itself; the leaf stays inside the centre
 * circle of 80 % that a maskable icon must keep).
 */
export function brandSvg(corner = 7): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="${BRAND_COLORS.background}"/><path d="${BRAND_LEAF_PATH}" fill="${BRAND_COLORS.leaf}"/></svg>`;
}
