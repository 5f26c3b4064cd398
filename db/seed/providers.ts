import * as s from "../schema";
import { at, between, cut, DAY, DEMO_IMAGE_PATHS, insertMany, later, type People, type SeedContext, type SeedUser } from "./context";
import { PROVIDER_DESCRIPTIONS } from "./provider-descriptions";
import { CITIES, PROVIDERS } from "./providers-data";
import { createRng, slugify } from "./random";
import { COUNTRIES } from "./site";
import { providerFacts } from "./provider-facts";
import { inBatches, logoSvg, photoSvg, storeSvg, type SeedImageStore } from "./images";

/** db/schema/providers.ts: the directory entries (inserted after the reviews set their ratings). */

export type SeedProvider = s.NewProvider & { id: string; createdAt: Date; owner: SeedUser | null };

function providerDescription(name: string) {
  const description = PROVIDER_DESCRIPTIONS[name];
  if (!description) throw new Error(`Seed: keine Beschreibung für ${name} (db/seed/provider-descriptions.ts)`);
  return description;
}

export function buildProviders(ctx: SeedContext, { ownerOf }: People) {
  const { ids } = ctx;
  const provRng = createRng("providers");
  const slugs = new Set<string>();
  const providers: SeedProvider[] = PROVIDERS.map((def, index) => {
    const owner = ownerOf(def.owner);
    const cityInfo = def.city ? CITIES[def.city] : undefined;
    if (def.city && !cityInfo) throw new Error(`Unknown seed city ${def.city}`);
    let slug = slugify(def.name);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(def.name)}-${n}`;
    slugs.add(slug);
    const earliest = owner ? new Date(owner.createdAt.getTime() + DAY) : at(-400);
    const createdAt = between(provRng, earliest, at(-(def.status === "pending" ? 1 : 14)));
    const updatedAt = between(provRng, createdAt, later(createdAt, at(-1)));
    const countryCode = cityInfo?.countryCode ?? def.countryCode ?? "DE";
    const image = DEMO_IMAGE_PATHS.provider(def.category);
    const isOnline = ["youtube", "instagram", "tiktok", "twitch", "facebook", "online_shops", "telemedicine"].includes(def.category);
    const domain = `${slug}.example`;
    const phone = provRng.chance(0.6) ? `+49 ${provRng.int(30, 991)} ${provRng.int(100000, 9999999)}` : null;
    return {
      id: ids.uuid(),
      userId: owner?.id ?? null,
      owner,
      name: def.name,
      description: providerDescription(def.name),
      category: def.category,
      categories: [def.category, ...(def.extra ?? [])],
      address: cityInfo && !isOnline ? `${provRng.pick(cityInfo.streets)} ${provRng.int(1, 140)}` : null,
      city: def.city,
      postalCode: cityInfo && !isOnline ? cityInfo.postalCode : null,
      countryCode,
      country: COUNTRIES.find(([c]) => c === countryCode)?.[1] ?? null,
      // Opening hours, a phone number for everyone, club facts (db/seed/provider-facts.ts).
      ...providerFacts(index, def.category, countryCode, phone),
      email: provRng.chance(0.8) ? `kontakt@${domain}` : null,
      website: `https://www.${domain}`,
      dofollowWebsite: Boolean(def.verified),
      imageUrl: image,
      imageUrls: [image],
      status: def.status ?? "approved",
      rejectionReason: def.rejectionReason ?? null,
      isAnonymous: Boolean(def.anonymous),
      slug,
      verified: Boolean(def.verified),
      featured: Boolean(def.featured),
      clubAdmission: def.clubAdmission ?? null,
      language: "de",
      metaTitle: cut(`${def.name}${def.city ? ` in ${def.city}` : ""}`, 60),
      metaDescription: null,
      createdAt,
      updatedAt,
      // The last change of the entry's data is its last update (some are over 12 months old: the stale hint).
      dataUpdatedAt: updatedAt,
    };
  });
  for (const p of providers) p.metaDescription = cut(p.description!, 160);
  const approved = providers.filter((p) => p.status === "approved");
  return { providers, approved };
}

export async function insertProviders(ctx: SeedContext, providers: SeedProvider[]) {
  await insertMany(
    ctx.tx,
    s.providers,
    providers.map(({ owner: _owner, ...p }) => p),
  );
}

/**
 * Generated images of the providers (before they are inserted): a distinct logo for every one and,
 * for every third, 2 to 5 photos; the others show their logo (no placeholder photo).
 */
export async function seedProviderImages(providers: SeedProvider[], store: SeedImageStore) {
  const rng = createRng("provider-photos");
  const plan = providers.map((p, i) => ({ p, i, photos: i % 3 === 0 ? rng.int(2, 5) : 0 }));
  const tasks = plan.flatMap(({ p, i, photos }) => [
    async () => {
      p.logoUrl = await storeSvg(store, "provider-images", logoSvg(p.name, i), 80);
    },
    ...Array.from({ length: photos }, (_, n) => async () => {
      const url = await storeSvg(store, "provider-images", photoSvg(`photo-${i}-${n}`, 640, 480), 60);
      p.imageUrls = [...(p.imageUrls ?? []), url];
    }),
  ]);
  for (const { p } of plan) p.imageUrls = [];
  await inBatches(tasks);
  for (const { p } of plan) {
    // Photos in a fixed order (they were made in parallel).
    p.imageUrls = [...(p.imageUrls ?? [])].sort();
    p.imageUrl = p.imageUrls[0] ?? null;
  }
}
