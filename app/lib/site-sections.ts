/**
 * Sections of the product whose pages are built. A section that is off is linked nowhere (header,
 * mobile icons, drawer, footer, 404 page) and has no URL in the sitemaps, so no link leads to a 404
 * (issue #8 item 3). The issue that builds a section flips its switch to true.
 */
export const SECTIONS = {
  /** /gutscheincodes, /gutscheincode/{slug}, /gutschein/hinzufuegen */
  coupons: true,
  /** /contests */
  contests: true,
} as const satisfies Record<string, boolean>;

export type Section = keyof typeof SECTIONS;

export function sectionEnabled(section: Section): boolean {
  return SECTIONS[section];
}

/** The entries whose section is built (entries without a section always are). */
export function builtOnly<T extends { section?: Section }>(items: readonly T[]): T[] {
  return items.filter((item) => !item.section || sectionEnabled(item.section));
}
