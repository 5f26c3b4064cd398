import * as s from "../schema";
import { at, between, cut, DAY, DEMO_IMAGE_PATHS, insertMany, later, type People, type SeedContext, type SeedUser } from "./context";
import { PROVIDER_DESCRIPTIONS } from "./provider-descriptions";
import { CITIES, PROVIDERS } from "./providers-data";
import { createRng, slugify } from "./random";
import { COUNTRIES } from "./site";

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
  const providers: SeedProvider[] = PROVIDERS.map((def) => {
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
    const isOnline = ["youtube", "instagram", "tiktok", "twitch", "facebook", "online_shops", "telemedicine"].includes(
      def.category,
    );
    const domain = `${slug}.example`;
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
      phone: provRng.chance(0.6) ? `+49 ${provRng.int(30, 991)} ${provRng.int(100000, 9999999)}` : null,
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
