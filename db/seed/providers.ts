import * as s from "../schema";
import type { ProviderCategory } from "../schema/providers";
import { at, between, cut, DAY, DEMO_IMAGE_PATHS, fill, insertMany, later, type People, type SeedContext, type SeedUser } from "./context";
import { CATEGORY_SENTENCES, CITIES, CITY_SENTENCES, GENERIC_SENTENCES, PROVIDERS } from "./providers-data";
import { createRng, slugify, type Rng } from "./random";
import { COUNTRIES } from "./site";

/** db/schema/providers.ts: the directory entries (inserted after the reviews set their ratings). */

export type SeedProvider = s.NewProvider & { id: string; createdAt: Date; owner: SeedUser | null };

function providerDescription(rng: Rng, name: string, category: ProviderCategory, city: string | null) {
  const vars = { name, city: city ?? "ganz Deutschland" };
  const [opening, ...rest] = CATEGORY_SENTENCES[category];
  const target = rng.int(320, 1500);
  const parts = [fill(opening, vars)];
  const pool = [...rng.shuffle(rest), ...rng.shuffle(GENERIC_SENTENCES)];
  let length = parts[0].length;
  for (const sentence of pool) {
    if (length >= target) break;
    const next = fill(sentence, vars);
    if (length + next.length + 1 > 1900) break;
    parts.push(next);
    length += next.length + 1;
  }
  if (city) parts.push(fill(rng.pick(CITY_SENTENCES), vars));
  return parts.join(" ");
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
      description: providerDescription(provRng, def.name, def.category, def.city),
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
      isAnonymous: Boolean(def.anonymous),
      slug,
      verified: Boolean(def.verified),
      featured: Boolean(def.featured),
      language: "de",
      metaTitle: cut(`${def.name}${def.city ? ` in ${def.city}` : ""}`, 60),
      metaDescription: null,
      createdAt,
      updatedAt,
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
