import { sql } from "drizzle-orm";
import * as s from "../schema";
import { at, DEMO_IMAGE_PATHS, type People, type SeedContext } from "./context";

/** db/schema/site.ts: countries, homepage SEO, site settings. */

export const COUNTRIES = [
  ["DE", "Deutschland"],
  ["AT", "Österreich"],
  ["CH", "Schweiz"],
  ["NL", "Niederlande"],
  ["BE", "Belgien"],
  ["FR", "Frankreich"],
  ["ES", "Spanien"],
  ["IT", "Italien"],
  ["UK", "Vereinigtes Königreich"],
  ["US", "Vereinigte Staaten"],
  ["CA", "Kanada"],
  ["TH", "Thailand"],
] as const;

export async function seedCountries(ctx: SeedContext) {
  const { tx, summary } = ctx;
  await tx
    .insert(s.countries)
    .values(COUNTRIES.map(([code, nameDe], i) => ({ code, nameDe, isActive: true, sortOrder: i })))
    .onConflictDoUpdate({
      target: s.countries.code,
      set: { nameDe: sql`excluded.name_de`, isActive: sql`excluded.is_active`, sortOrder: sql`excluded.sort_order` },
    });
  summary.countries = COUNTRIES.length;
}

export async function seedSiteSettings(ctx: SeedContext, { admin }: People) {
  const { tx, ids } = ctx;
  await tx.insert(s.homepageSeo).values({
    id: ids.uuid(),
    title: "Hanfnetz – Cannabis Social Clubs, Shops & Community",
    description:
      "Finde Cannabis Social Clubs, Hanf-Shops, Telemedizin und mehr in Deutschland, Österreich und der Schweiz. Mit Bewertungen, Blog und Gutscheincodes.",
    keywords: "Cannabis Social Club, Hanf, CBD, Telemedizin, Growshop, Anbauvereinigung, Hanfnetz",
    ogTitle: "Hanfnetz – das Verzeichnis für Hanf und Cannabiskultur",
    ogDescription: "Cannabis Social Clubs, Shops, Telemedizin, Events und eine aktive Community: Erfahrungen, Bewertungen und Wissen rund um Hanf.",
    ogImage: DEMO_IMAGE_PATHS.ogDefault,
    siteName: "Hanfnetz",
    twitterTitle: "Hanfnetz – Verzeichnis & Community",
    twitterDescription: "Clubs, Shops und Wissen rund um Hanf, bewertet von der Community.",
    twitterImage: DEMO_IMAGE_PATHS.ogDefault,
    updatedBy: admin.id,
    createdAt: at(-100),
    updatedAt: at(-100),
  });
  await tx
    .insert(s.siteSettings)
    .values([
      { settingKey: "site_title", settingValue: "Hanfnetz", updatedBy: admin.id, updatedAt: at(-100) },
      { settingKey: "favicon_url", settingValue: "/favicon.svg", updatedBy: admin.id, updatedAt: at(-100) },
      { settingKey: "default_og_image", settingValue: DEMO_IMAGE_PATHS.ogDefault, updatedBy: admin.id, updatedAt: at(-100) },
      // The two shops shown first on /gutscheincodes (merchant slugs of db/seed/blog-data.ts).
      { settingKey: "coupon_featured_merchants", settingValue: "growmarkt24,hanfkontor-shop", updatedBy: admin.id, updatedAt: at(-60) },
    ])
    .onConflictDoNothing();
}
