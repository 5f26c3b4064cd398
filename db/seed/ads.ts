import * as s from "../schema";
import { at, DEMO_IMAGE_PATHS, insertMany, type People, type SeedContext } from "./context";
import { createRng } from "./random";

/** db/schema/ads.ts: placements, a campaign, banners and their events. */
export async function seedAds(ctx: SeedContext, { admin }: People) {
  const { tx, ids, summary } = ctx;
  const adRng = createRng("ads");
  const placements = [
    {
      id: ids.uuid(),
      name: "Startseite Raster",
      description: "Banner im Anbieter-Raster der Startseite",
      placementKey: "homepage_grid",
      isActive: true,
      maxWidth: 1200,
      maxHeight: 300,
      recommendedAspectRatio: "4:1",
      createdAt: at(-200),
      updatedAt: at(-200),
    },
    {
      id: ids.uuid(),
      name: "Mein Blog Seitenleiste",
      description: "Banner in der Seitenleiste von Mein Blog",
      placementKey: "myblog_sidebar",
      isActive: true,
      maxWidth: 300,
      maxHeight: 600,
      recommendedAspectRatio: "1:2",
      createdAt: at(-200),
      updatedAt: at(-200),
    },
    {
      id: ids.uuid(),
      name: "Blogartikel",
      description: "Banner unter dem Inhalt eines Blogartikels",
      placementKey: "blog_article",
      isActive: true,
      maxWidth: 728,
      maxHeight: 90,
      recommendedAspectRatio: "8:1",
      createdAt: at(-200),
      updatedAt: at(-200),
    },
  ];
  await insertMany(tx, s.adsPlacements, placements);
  const campaignId = ids.uuid();
  await tx.insert(s.adsCampaigns).values({
    id: campaignId,
    name: "Herbstaktion 2026",
    description: "Eigenwerbung für Gutscheincodes, Gewinnspiele und den Blog.",
    startDate: at(-30),
    endDate: null,
    isActive: true,
    createdBy: admin.id,
    createdAt: at(-31),
    updatedAt: at(-31),
  });
  const banners = [
    // The alt text says what the image shows; the links lead to built pages.
    {
      placement: 0,
      name: "Anbieter eintragen",
      image: DEMO_IMAGE_PATHS.bannerHomepage,
      alt: "Dein Anbieter auf Hanfnetz – jetzt kostenlos eintragen",
      link: "/add-provider",
      target: "_self" as const,
    },
    {
      placement: 1,
      name: "Blog Seitenleiste",
      image: DEMO_IMAGE_PATHS.bannerSidebar,
      alt: "Schreib mit! Hanfnetz Blog",
      link: "/myblog?new=1",
      target: "_self" as const,
    },
    {
      placement: 2,
      name: "Gutscheincodes für Grower",
      image: DEMO_IMAGE_PATHS.bannerArticle,
      alt: "Gutscheine für Grower – alle Codes auf Hanfnetz",
      link: "/gutscheincodes",
      target: "_self" as const,
    },
  ].map((b, i) => ({
    id: ids.uuid(),
    name: b.name,
    campaignId,
    placementId: placements[b.placement].id,
    imageUrl: b.image,
    altText: b.alt,
    linkUrl: b.link,
    clickTarget: b.target,
    priority: 10 - i,
    weight: 1,
    startDate: at(-30),
    endDate: null,
    isActive: true,
    createdBy: admin.id,
    createdAt: at(-30),
    updatedAt: at(-30),
  }));
  await insertMany(tx, s.adsBanners, banners);
  const adEvents: (typeof s.adsAnalytics.$inferInsert)[] = [];
  for (const b of banners) {
    for (let d = -14; d < 0; d++) {
      const impressions = adRng.int(4, 18);
      for (let k = 0; k < impressions; k++) {
        const createdAt = at(d, adRng.int(0, 1439));
        adRng.int(1000, 9999); // the former session id's draw: keeps the demo data's random stream unchanged
        adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "impression", createdAt });
        if (adRng.chance(0.08)) adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "click", createdAt: new Date(createdAt.getTime() + 5000) });
        else if (adRng.chance(0.04)) adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "dismiss", createdAt: new Date(createdAt.getTime() + 3000) });
      }
    }
  }
  await insertMany(tx, s.adsAnalytics, adEvents);
  summary.adEvents = adEvents.length;
}
