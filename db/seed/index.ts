import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/lib/db.server";
import * as s from "../schema";
import type { ProviderCategory } from "../schema/providers";
import { DEMO_ADMIN, DEMO_USERS, type DemoAccount } from "./accounts";
import { ARTICLES, BLOG_CATEGORIES, BLOG_TAGS, COUPONS, LIST_ITEMS, MERCHANTS, PARAGRAPHS, PENDING_MERCHANT } from "./blog-data";
import {
  CATEGORY_SENTENCES,
  CITIES,
  CITY_SENTENCES,
  GENERIC_SENTENCES,
  PROVIDERS,
  REVIEW_BANKS,
  reviewGroup,
} from "./providers-data";
import { createRng, slugify, type Rng } from "./random";

export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_USERS, DEMO_ADMIN_PASSWORD, DEMO_USER_PASSWORD } from "./accounts";
export { slugify } from "./random";

/**
 * Deterministic demo data (German). Everything is derived from fixed PRNG streams and the base
 * date below, so two runs produce identical rows (ids included); only password hashes differ
 * (random salt). Image paths point to local files under /images/demo/ (see DEMO_IMAGE_PATHS).
 */
export const SEED_BASE_DATE = new Date("2026-11-01T10:00:00.000Z");

const DAY = 86_400_000;
const at = (days: number, minutes = 0) => new Date(SEED_BASE_DATE.getTime() + days * DAY + minutes * 60_000);
const between = (rng: Rng, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(rng.next() * Math.max(0, to.getTime() - from.getTime())));
const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/** Local image paths the seed references (the files live in public/images/demo/). */
export const DEMO_IMAGE_PATHS = {
  provider: (category: ProviderCategory) => `/images/demo/${category}.svg`,
  blog: (categorySlug: string) => `/images/demo/blog-${categorySlug}.svg`,
  merchant: "/images/demo/merchant.svg",
  contest: "/images/demo/contest.svg",
  bannerHomepage: "/images/demo/banner-homepage.svg",
  bannerSidebar: "/images/demo/banner-sidebar.svg",
  bannerArticle: "/images/demo/banner-article.svg",
  ogDefault: "/images/demo/og-default.png",
};

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

/** Activity levels by score (spec 1 §9). */
const LEVELS: [number, string][] = [
  [500, "Pot Spoter"],
  [300, "Kiffer-Botschafter"],
  [200, "Teiler"],
  [150, "Stoner-Guru"],
  [100, "Kiffer-Kritiker"],
  [50, "Stoner-Meister"],
  [20, "Aufsteigender Stoner"],
  [15, "Erste Meinung"],
  [5, "Kiffer-Veteran"],
  [0, "Frischling"],
];
const levelFor = (score: number) => LEVELS.find(([min]) => score >= min)![1];

/** True when the database already holds providers or profiles (the seed then does nothing). */
export async function isSeeded(database: Database | Transaction): Promise<boolean> {
  const res = await database.execute<{ seeded: boolean }>(
    sql`select (exists(select 1 from ${s.providers}) or exists(select 1 from ${s.profiles})) as seeded`,
  );
  return Boolean(res.rows[0]?.seeded);
}

async function insertMany<T extends PgTable>(tx: Transaction, table: T, rows: T["$inferInsert"][], chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk));
  }
}

export type SeedSummary = Record<string, number> & { skipped?: number };

function cut(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`;
}

function fill(template: string, vars: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
}

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

type SeedOptions = { log?: (m: string) => void };

/**
 * Inserts the demo data in one transaction. Does nothing (returns { skipped: 1 }) when the
 * database is already seeded (see isSeeded).
 */
export async function seed(database: Database, opts: SeedOptions = {}): Promise<SeedSummary> {
  const log = opts.log ?? (() => {});
  if (await isSeeded(database)) {
    log("Datenbank enthält bereits Daten, Seed übersprungen.");
    return { skipped: 1 };
  }
  const started = Date.now();
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  const userHash = await hashPassword(DEMO_USERS[0].password);
  const summary = await database.transaction((tx) => seedInTransaction(tx, { adminHash, userHash }, log));
  log(`Seed fertig in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
  return summary;
}

async function seedInTransaction(
  tx: Transaction,
  hashes: { adminHash: string; userHash: string },
  log: (m: string) => void,
): Promise<SeedSummary> {
  const ids = createRng("ids");
  const summary: SeedSummary = {};

  // ---------------------------------------------------------------- countries, settings, SEO
  await tx
    .insert(s.countries)
    .values(COUNTRIES.map(([code, nameDe], i) => ({ code, nameDe, isActive: true, sortOrder: i })))
    .onConflictDoUpdate({
      target: s.countries.code,
      set: { nameDe: sql`excluded.name_de`, isActive: sql`excluded.is_active`, sortOrder: sql`excluded.sort_order` },
    });
  summary.countries = COUNTRIES.length;

  // ---------------------------------------------------------------- accounts
  type SeedUser = DemoAccount & { id: string; createdAt: Date; index: number | "admin" };
  const userRng = createRng("users");
  const admin: SeedUser = { ...DEMO_ADMIN, id: ids.uuid(), createdAt: at(-420), index: "admin" };
  const users: SeedUser[] = DEMO_USERS.map((u, i) => ({
    ...u,
    id: ids.uuid(),
    // Most active users joined first; the newcomer only recently.
    createdAt: at(-380 + i * 26 + userRng.int(0, 10), userRng.int(0, 600)),
    index: i,
  }));
  const everyone = [admin, ...users];
  const ownerOf = (o: number | "admin" | null) => (o === null ? null : o === "admin" ? admin : users[o]);

  await insertMany(
    tx,
    s.user,
    everyone.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: true,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    })),
  );
  await insertMany(
    tx,
    s.account,
    everyone.map((u) => ({
      id: ids.uuid(),
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: u.role === "admin" ? hashes.adminHash : hashes.userHash,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    })),
  );
  await tx.insert(s.userRoles).values({ userId: admin.id, role: "admin", createdAt: admin.createdAt });
  summary.users = everyone.length;

  // ---------------------------------------------------------------- providers
  const provRng = createRng("providers");
  const slugs = new Set<string>();
  type SeedProvider = s.NewProvider & { id: string; createdAt: Date; owner: SeedUser | null };
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

  // ---------------------------------------------------------------- reviews
  const revRng = createRng("reviews");
  // Relative review activity of the demo users (index into DEMO_USERS); noah_neuling writes none.
  const reviewerWeights = [12, 6, 9, 7, 5, 5, 3, 3, 2, 1, 0.5, 0];
  type SeedReview = s.NewReview & { id: string; createdAt: Date; rating: number; userId: string; status: "published" | "hidden" };
  const reviews: SeedReview[] = [];
  for (const p of approved) {
    const quality = revRng.weighted([
      ["good", 6],
      ["avg", 3],
      ["poor", 1],
    ] as const);
    const dist = {
      good: [5, 50, 4, 35, 3, 10, 2, 3, 1, 2],
      avg: [5, 25, 4, 35, 3, 25, 2, 10, 1, 5],
      poor: [5, 10, 4, 15, 3, 25, 2, 25, 1, 25],
    }[quality];
    const ratingTable: [number, number][] = [];
    for (let i = 0; i < dist.length; i += 2) ratingTable.push([dist[i], dist[i + 1]]);
    const count = revRng.weighted([
      [0, 5],
      [1, 9],
      [2, 15],
      [3, 22],
      [4, 21],
      [5, 15],
      [6, 9],
      [7, 4],
    ] as const);
    const candidates = users.filter((u) => u.id !== p.userId && reviewerWeights[u.index as number] > 0);
    const chosen: SeedUser[] = [];
    const pool = [...candidates];
    while (chosen.length < count && pool.length) {
      const u = revRng.weighted(pool.map((c) => [c, reviewerWeights[c.index as number]] as const));
      chosen.push(u);
      pool.splice(pool.indexOf(u), 1);
    }
    const group = reviewGroup(p.category!);
    for (const u of chosen) {
      const rating = revRng.weighted(ratingTable);
      const bank = REVIEW_BANKS[group][rating >= 4 ? "good" : rating === 3 ? "mixed" : "bad"];
      const content = revRng.sample(bank.sentences, revRng.int(2, 4)).join(" ");
      const createdAt = between(revRng, later(p.createdAt, u.createdAt), at(-1));
      reviews.push({
        id: ids.uuid(),
        providerId: p.id,
        userId: u.id,
        rating,
        title: revRng.pick(bank.titles),
        content,
        imageUrl: null,
        isAnonymous: revRng.chance(0.08),
        status: "published",
        helpfulCount: 0,
        verifiedPurchase: group === "shop" && revRng.chance(0.4),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  // A few reviews hidden by moderation (mostly harsh ones).
  const hideable = reviews.filter((r) => r.rating <= 2);
  for (const r of revRng.sample(hideable, Math.min(5, hideable.length))) r.status = "hidden";
  const published = reviews.filter((r) => r.status === "published");

  // Helpful votes on published reviews.
  const votes: s.ReviewHelpfulVote[] = [];
  for (const r of published) {
    const n = revRng.weighted([
      [0, 40],
      [1, 25],
      [2, 18],
      [3, 10],
      [4, 5],
      [5, 2],
    ] as const);
    const voters = revRng.sample(
      users.filter((u) => u.id !== r.userId && u.index !== 11),
      n,
    );
    for (const v of voters) {
      votes.push({ id: ids.uuid(), reviewId: r.id, userId: v.id, createdAt: between(revRng, later(r.createdAt, v.createdAt), at(0)) });
    }
    r.helpfulCount = voters.length;
  }

  // Denormalised provider ratings: exactly the published reviews.
  for (const p of providers) {
    const mine = published.filter((r) => r.providerId === p.id);
    p.reviewCount = mine.length;
    p.averageRating = mine.length ? Math.round((mine.reduce((a, r) => a + r.rating, 0) / mine.length) * 100) / 100 : 0;
  }
  await insertMany(
    tx,
    s.providers,
    providers.map(({ owner: _owner, ...p }) => p),
  );
  await insertMany(tx, s.reviews, reviews);
  await insertMany(tx, s.reviewHelpfulVotes, votes);
  summary.providers = providers.length;
  summary.approvedProviders = approved.length;
  summary.reviews = reviews.length;
  summary.publishedReviews = published.length;
  summary.helpfulVotes = votes.length;
  log(`${providers.length} Anbieter, ${reviews.length} Bewertungen, ${votes.length} Hilfreich-Stimmen`);

  // ---------------------------------------------------------------- favourites and follows
  const favRng = createRng("favorites");
  const favCounts = [9, 6, 7, 5, 6, 4, 4, 5, 3, 3, 1, 0];
  const favorites: (typeof s.favorites.$inferInsert)[] = [];
  for (const u of users) {
    const options = approved.filter((p) => p.userId !== u.id);
    for (const p of favRng.sample(options, favCounts[u.index as number])) {
      favorites.push({ id: ids.uuid(), userId: u.id, providerId: p.id, createdAt: between(favRng, later(u.createdAt, p.createdAt), at(0)) });
    }
  }
  await insertMany(tx, s.favorites, favorites);
  summary.favorites = favorites.length;

  const followPairs: [number | "admin", number | "admin"][] = [
    [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0], [9, 0],
    [0, 2], [3, 2], [4, 2], [7, 2],
    [0, 3], [2, 3], [8, 3],
    [0, 4], [10, 4],
    [0, "admin"], [2, "admin"],
  ];
  const follows = followPairs.map(([f, a]) => {
    const follower = ownerOf(f)!;
    const author = ownerOf(a)!;
    return {
      id: ids.uuid(),
      followerId: follower.id,
      authorId: author.id,
      createdAt: between(favRng, later(follower.createdAt, author.createdAt), at(0)),
    };
  });
  await insertMany(tx, s.authorFollows, follows);
  summary.follows = follows.length;

  // ---------------------------------------------------------------- blog
  const blogRng = createRng("blog");
  const categories = BLOG_CATEGORIES.map((c, i) => ({
    id: ids.uuid(),
    name: c.name,
    slug: c.slug,
    description: c.description,
    isActive: true,
    sortOrder: i,
    createdAt: at(-430),
  }));
  const tags = BLOG_TAGS.map((name) => ({ id: ids.uuid(), name, slug: slugify(name), createdAt: at(-430) }));
  await insertMany(tx, s.blogCategories, categories);
  await insertMany(tx, s.blogTags, tags);

  const articles: (s.NewBlogArticle & { id: string; authorId: string; status: "draft" | "published" | "scheduled" })[] = [];
  const articleCategories: (typeof s.blogArticleCategories.$inferInsert)[] = [];
  const articleTags: (typeof s.blogArticleTags.$inferInsert)[] = [];
  const articleLinks: (typeof s.blogArticleLinks.$inferInsert)[] = [];
  const linkLeads = [
    "Weitere Informationen findest du unter",
    "Mehr dazu gibt es bei",
    "Empfehlenswert ist auch ein Blick auf",
    "Einen guten Überblick bietet",
  ];
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  for (const def of ARTICLES) {
    const author = ownerOf(def.author)!;
    const status = def.status ?? "published";
    const primary = def.categories[0];
    const paragraphs = blogRng.shuffle(PARAGRAPHS[primary]);
    const secondary = def.categories[1] ? blogRng.shuffle(PARAGRAPHS[def.categories[1]]) : [];
    const html: string[] = [`<p>${escape(def.intro)}</p>`];
    const articleId = ids.uuid();
    def.headings.forEach((heading, i) => {
      html.push(`<h2>${escape(heading)}</h2>`);
      html.push(`<p>${escape(paragraphs[i % paragraphs.length])}</p>`);
      if (secondary.length && i === 1) html.push(`<p>${escape(secondary[0])}</p>`);
      else if (blogRng.chance(0.5)) html.push(`<p>${escape(paragraphs[(i + 3) % paragraphs.length])}</p>`);
      if (i === 1) {
        const items = blogRng.sample(LIST_ITEMS[primary], 3);
        html.push(`<ul>${items.map((it) => `<li>${escape(it)}</li>`).join("")}</ul>`);
      }
      const link = def.links[i];
      if (link) {
        const lead = linkLeads[(i + def.title.length) % linkLeads.length];
        html.push(`<p>${lead} <a href="${escape(link.url)}">${escape(link.text)}</a>.</p>`);
        articleLinks.push({
          id: ids.uuid(),
          articleId,
          linkUrl: link.url,
          linkText: link.text,
          linkContext: `${lead} ${link.text}.`,
          isDofollow: Boolean(link.dofollow),
          updatedBy: link.dofollow ? admin.id : null,
        });
      }
    });
    const publishDate =
      status === "scheduled"
        ? at(120, 8 * 60)
        : status === "draft"
          ? null
          : between(blogRng, later(author.createdAt, at(-330)), at(-2));
    const createdAt = publishDate && status === "published" ? new Date(publishDate.getTime() - blogRng.int(1, 5) * DAY) : between(blogRng, at(-40), at(-3));
    let slug = slugify(def.title);
    while (articles.some((a) => a.authorId === author.id && a.slug === slug)) slug = `${slug}-2`;
    articles.push({
      id: articleId,
      title: def.title,
      content: html.join("\n"),
      excerpt: cut(def.intro, 200),
      slug,
      status,
      publishDate,
      featured: Boolean(def.featured),
      featuredByAdmin: Boolean(def.featuredByAdmin),
      viewCount: status === "published" ? blogRng.int(def.featuredByAdmin ? 800 : 40, def.featuredByAdmin ? 3200 : 1400) : 0,
      featuredImageUrl: DEMO_IMAGE_PATHS.blog(primary),
      featuredImageAlt: def.title,
      metaTitle: cut(def.title, 60),
      metaDescription: cut(def.intro, 160),
      language: "de",
      authorId: author.id,
      createdAt,
      updatedAt: publishDate && status === "published" ? publishDate : createdAt,
    });
    for (const c of def.categories) articleCategories.push({ articleId, categoryId: categories.find((x) => x.slug === c)!.id });
    for (const t of def.tags) articleTags.push({ articleId, tagId: tags.find((x) => x.name === t)!.id });
  }
  for (const l of articleLinks) {
    const a = articles.find((x) => x.id === l.articleId)!;
    l.createdAt = a.createdAt;
    l.updatedAt = a.updatedAt;
  }
  await insertMany(tx, s.blogArticles, articles);
  await insertMany(tx, s.blogArticleCategories, articleCategories);
  await insertMany(tx, s.blogArticleTags, articleTags);
  await insertMany(tx, s.blogArticleLinks, articleLinks);
  const publishedArticles = articles.filter((a) => a.status === "published");
  summary.articles = articles.length;
  summary.publishedArticles = publishedArticles.length;

  // ---------------------------------------------------------------- merchants and coupons
  const coupRng = createRng("coupons");
  const merchants = MERCHANTS.map((m) => {
    const createdAt = between(coupRng, at(-200), at(-90));
    return {
      id: ids.uuid(),
      name: m.name,
      nameNormalized: s.normalizeMerchantName(m.name),
      description: m.description,
      website: `https://www.${m.slug}.example`,
      logoUrl: DEMO_IMAGE_PATHS.merchant,
      slug: m.slug,
      category: m.category,
      status: "approved" as const,
      createdBy: users[m.creator].id,
      metaTitle: cut(`${m.name} Gutscheincodes`, 60),
      metaDescription: cut(m.description, 160),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const pendingMerchant = {
    id: ids.uuid(),
    name: PENDING_MERCHANT.name,
    nameNormalized: s.normalizeMerchantName(PENDING_MERCHANT.name),
    description: PENDING_MERCHANT.description,
    website: null,
    logoUrl: null,
    slug: null,
    category: PENDING_MERCHANT.category,
    status: "pending" as const,
    createdBy: users[PENDING_MERCHANT.creator].id,
    metaTitle: null,
    metaDescription: null,
    createdAt: at(-3),
    updatedAt: at(-3),
  };
  await insertMany(tx, s.merchants, [...merchants, pendingMerchant]);
  const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const endOfDay = (d: Date) => new Date(startOfDay(d).getTime() + DAY - 1);
  const coupons = COUPONS.map((c) => {
    const merchant = c.merchant === "pending" ? pendingMerchant : merchants[c.merchant];
    const createdAt = c.status === "pending" ? at(-2) : later(merchant.createdAt, at(c.validFrom - 3));
    return {
      id: ids.uuid(),
      merchantId: merchant.id,
      code: c.code,
      codeNormalized: s.normalizeCouponCode(c.code),
      title: c.title,
      description: c.description,
      discountType: c.discountType,
      discountValue: c.discountValue,
      affiliateUrl: merchant.website ? `${merchant.website}/?ref=hanfnetz` : null,
      validFrom: startOfDay(at(c.validFrom)),
      validUntil: c.validUntil === null ? null : endOfDay(at(c.validUntil)),
      displayWeight: c.weight,
      status: c.status ?? ("approved" as const),
      createdBy: users[c.creator].id,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertMany(tx, s.coupons, coupons);
  await insertMany(
    tx,
    s.couponStats,
    coupons.map((c) => {
      const views = c.status === "approved" ? coupRng.int(20, 900) : 0;
      return { couponId: c.id, views, clicks: Math.floor(views * (0.05 + coupRng.next() * 0.3)), updatedAt: at(0) };
    }),
  );
  summary.merchants = merchants.length + 1;
  summary.coupons = coupons.length;

  // ---------------------------------------------------------------- contests
  const conRng = createRng("contests");
  const maxUser = users[1];
  const sophie = users[2];
  await tx.insert(s.contestConfig).values({
    id: ids.uuid(),
    pricePerDay: 30,
    currency: "EUR",
    minDays: 1,
    maxDays: 30,
    isActive: true,
    createdBy: admin.id,
    createdAt: at(-400),
    updatedAt: at(-400),
  });
  await tx.insert(s.contestPayments).values([
    { id: ids.uuid(), userId: maxUser.id, amount: 900, totalAmount: 900, durationDays: 30, currency: "EUR", paymentStatus: "completed", paymentProvider: "instant", providerReference: "demo-0001", paidAt: at(-5), createdAt: at(-5) },
    { id: ids.uuid(), userId: sophie.id, amount: 210, totalAmount: 210, durationDays: 7, currency: "EUR", paymentStatus: "completed", paymentProvider: "instant", providerReference: "demo-0002", paidAt: at(-70), createdAt: at(-70) },
  ]);
  const terms =
    "Teilnahmeberechtigt sind volljährige Personen mit Wohnsitz in Deutschland, Österreich oder der Schweiz. Pro Person ist eine Teilnahme möglich. Der Gewinner wird nach Ablauf des Gewinnspiels per Zufall ermittelt und über die Nachrichtenfunktion benachrichtigt. Eine Barauszahlung des Gewinns ist ausgeschlossen. Der Rechtsweg ist ausgeschlossen.";
  const contestDefs = [
    {
      title: "Gewinne einen Premium-Vaporizer",
      description: "Wir verlosen einen hochwertigen Vaporizer im Wert von 249 € unter allen Teilnehmenden. Einfach teilnehmen und mit etwas Glück gewinnen!",
      status: "active" as const,
      prizeType: "individual" as const,
      prizeValue: 249,
      prizeDescription: "Premium-Vaporizer",
      individualPrizeDescription: "Ein neuer Premium-Vaporizer inklusive Zubehörpaket und Tragetasche.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 100,
      startDate: at(-10),
      endDate: at(75),
      createdBy: maxUser,
      participants: [0, 2, 3, 5, 6, 7],
      views: 48,
      winner: null as number | null,
    },
    {
      title: "Herbst-Verlosung: 3 Gutscheine für GrowMarkt24",
      description: "Drei Gutscheine über je 50 € für den Growbedarf-Shop GrowMarkt24. Die Gewinner wurden bereits benachrichtigt.",
      status: "ended" as const,
      prizeType: "voucher" as const,
      prizeValue: 50,
      prizeDescription: "3 × 50 € Gutschein",
      individualPrizeDescription: null,
      voucherCode: "HERBST50",
      voucherQuantity: 3,
      maxParticipants: null,
      startDate: at(-60),
      endDate: at(-20),
      createdBy: maxUser,
      participants: [0, 2, 3, 4, 5, 6, 8, 9],
      views: 73,
      winner: 4,
    },
    {
      title: "Adventskalender-Gewinnspiel",
      description: "Hinter jedem Türchen wartet eine kleine Überraschung aus der Community. Wartet noch auf Freigabe.",
      status: "pending" as const,
      prizeType: "individual" as const,
      prizeValue: 120,
      prizeDescription: "Adventskalender mit Hanfprodukten",
      individualPrizeDescription: "Ein Adventskalender mit 24 Hanfprodukten von Anbietern aus dem Verzeichnis.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 250,
      startDate: at(25),
      endDate: at(55),
      createdBy: sophie,
      participants: [],
      views: 0,
      winner: null,
    },
    {
      title: "Sommer-Grillparty Verlosung",
      description: "Die Verlosung wurde abgesagt, weil die Veranstaltung nicht stattfinden konnte.",
      status: "cancelled" as const,
      prizeType: "individual" as const,
      prizeValue: 80,
      prizeDescription: "2 Tickets für die Grillparty",
      individualPrizeDescription: "Zwei Eintrittskarten inklusive Verpflegung.",
      voucherCode: null,
      voucherQuantity: null,
      maxParticipants: 50,
      startDate: at(-120),
      endDate: at(-90),
      createdBy: sophie,
      participants: [],
      views: 12,
      winner: null,
    },
  ];
  const contestRows: (typeof s.contests.$inferInsert)[] = [];
  const participations: (typeof s.contestParticipations.$inferInsert)[] = [];
  const contestViews: (typeof s.contestViews.$inferInsert)[] = [];
  const audit: (typeof s.contestAuditLog.$inferInsert)[] = [];
  const contestMessages: s.NewUserMessage[] = [];
  for (const c of contestDefs) {
    const id = ids.uuid();
    const createdAt = new Date(c.startDate.getTime() - conRng.int(2, 6) * DAY);
    const contestData = { title: c.title, status: c.status, prize_value: c.prizeValue, currency: "EUR" };
    contestRows.push({
      id,
      title: c.title,
      description: c.description,
      status: c.status,
      imageUrl: DEMO_IMAGE_PATHS.contest,
      prizeType: c.prizeType,
      prizeValue: c.prizeValue,
      currency: "EUR",
      prizeDescription: c.prizeDescription,
      individualPrizeDescription: c.individualPrizeDescription,
      voucherCode: c.voucherCode,
      voucherQuantity: c.voucherQuantity,
      maxParticipants: c.maxParticipants,
      entryFee: 0,
      startDate: c.startDate,
      endDate: c.endDate,
      termsAndConditions: terms,
      createdBy: c.createdBy.id,
      viewCount: c.views,
      participantCount: c.participants.length,
      winnerId: c.winner === null ? null : users[c.winner].id,
      createdAt,
      updatedAt: createdAt,
    });
    audit.push({ id: ids.uuid(), contestId: id, actionType: "created", actorUsername: c.createdBy.username, contestData: { ...contestData, status: "pending" }, createdAt });
    contestMessages.push({
      id: ids.uuid(),
      userId: admin.id,
      title: "Neues Gewinnspiel erstellt",
      content: `${c.createdBy.username} hat das Gewinnspiel "${c.title}" erstellt.`,
      messageType: "contest_created",
      metadata: { contest_title: c.title, prize_value: c.prizeValue, currency: "EUR" },
      isRead: c.status !== "pending",
      readAt: c.status !== "pending" ? new Date(createdAt.getTime() + DAY) : null,
      createdAt,
    });
    if (c.status !== "pending") {
      audit.push({ id: ids.uuid(), contestId: id, actionType: "approved", actorUsername: admin.username, contestData: { ...contestData, status: "active" }, createdAt: new Date(createdAt.getTime() + DAY) });
    }
    for (const pi of c.participants) {
      const u = users[pi];
      const participatedAt = between(conRng, c.startDate, later(c.startDate, c.endDate.getTime() < at(0).getTime() ? c.endDate : at(0)));
      const referralCode = conRng.chance(0.25) ? `ref-${u.username}` : null;
      participations.push({ id: ids.uuid(), contestId: id, userId: u.id, participatedAt, paymentStatus: "completed", referralCode });
      audit.push({
        id: ids.uuid(),
        contestId: id,
        actionType: "participant_added",
        actorUsername: u.username,
        contestData,
        participantData: { user_id: u.id, referral_code: referralCode },
        createdAt: participatedAt,
      });
    }
    for (let v = 0; v < c.views; v++) {
      contestViews.push({ id: ids.uuid(), contestId: id, userId: null, viewedAt: between(conRng, c.startDate, c.endDate.getTime() < at(0).getTime() ? c.endDate : at(0)) });
    }
    if (c.status === "ended" || c.status === "cancelled") {
      audit.push({ id: ids.uuid(), contestId: id, actionType: c.status, actorUsername: admin.username, contestData, createdAt: c.endDate });
    }
  }
  await insertMany(tx, s.contests, contestRows);
  await insertMany(tx, s.contestParticipations, participations);
  await insertMany(tx, s.contestViews, contestViews);
  await insertMany(tx, s.contestAuditLog, audit);
  summary.contests = contestRows.length;
  summary.participations = participations.length;

  // ---------------------------------------------------------------- ads and popup
  const adRng = createRng("ads");
  const placements = [
    { id: ids.uuid(), name: "Startseite Raster", description: "Banner im Anbieter-Raster der Startseite", placementKey: "homepage_grid", isActive: true, maxWidth: 1200, maxHeight: 300, recommendedAspectRatio: "4:1", createdAt: at(-200), updatedAt: at(-200) },
    { id: ids.uuid(), name: "Mein Blog Seitenleiste", description: "Banner in der Seitenleiste von Mein Blog", placementKey: "myblog_sidebar", isActive: true, maxWidth: 300, maxHeight: 600, recommendedAspectRatio: "1:2", createdAt: at(-200), updatedAt: at(-200) },
    { id: ids.uuid(), name: "Blogartikel", description: "Banner unter dem Inhalt eines Blogartikels", placementKey: "blog_article", isActive: true, maxWidth: 728, maxHeight: 90, recommendedAspectRatio: "8:1", createdAt: at(-200), updatedAt: at(-200) },
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
    { placement: 0, name: "Gutscheincodes Herbst", image: DEMO_IMAGE_PATHS.bannerHomepage, alt: "Jetzt Gutscheincodes für Hanfzubehör entdecken", link: "/gutscheincodes", target: "_self" as const },
    { placement: 1, name: "Gewinnspiele Seitenleiste", image: DEMO_IMAGE_PATHS.bannerSidebar, alt: "Mitmachen und gewinnen: aktuelle Gewinnspiele", link: "/contests", target: "_self" as const },
    { placement: 2, name: "Eintrag hinzufügen", image: DEMO_IMAGE_PATHS.bannerArticle, alt: "Dein Club fehlt? Jetzt Eintrag hinzufügen", link: "/add-provider", target: "_self" as const },
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
        const session = `s-${adRng.int(1000, 9999)}`;
        adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "impression", sessionId: session, pageUrl: "/", referrer: null, userAgent: "Mozilla/5.0 (Demo)", createdAt });
        if (adRng.chance(0.08)) adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "click", sessionId: session, pageUrl: "/", referrer: null, userAgent: "Mozilla/5.0 (Demo)", createdAt: new Date(createdAt.getTime() + 5000) });
        else if (adRng.chance(0.04)) adEvents.push({ id: ids.uuid(), bannerId: b.id, eventType: "dismiss", sessionId: session, pageUrl: "/", referrer: null, userAgent: "Mozilla/5.0 (Demo)", createdAt: new Date(createdAt.getTime() + 3000) });
      }
    }
  }
  await insertMany(tx, s.adsAnalytics, adEvents);
  await tx.insert(s.globalPopups).values({
    id: ids.uuid(),
    title: "Willkommen bei Hanfnetz!",
    message: "Entdecke Anbieter, lies Erfahrungsberichte und teile dein Wissen mit der Community.",
    linkUrl: "/blog",
    linkText: "Zum Blog",
    isActive: false,
    startDate: null,
    endDate: null,
    createdBy: admin.id,
    createdAt: at(-60),
    updatedAt: at(-60),
  });
  summary.adEvents = adEvents.length;

  // ---------------------------------------------------------------- site settings and SEO
  await tx.insert(s.homepageSeo).values({
    id: ids.uuid(),
    title: "Hanfnetz – Cannabis Social Clubs, Shops & Community",
    description:
      "Finde Cannabis Social Clubs, Hanf-Shops, Telemedizin und mehr in Deutschland, Österreich und der Schweiz. Mit Bewertungen, Blog und Gutscheincodes.",
    keywords: "Cannabis Social Club, Hanf, CBD, Telemedizin, Growshop, Anbauvereinigung, Hanfnetz",
    ogTitle: "Hanfnetz – das Verzeichnis für Hanf und Cannabiskultur",
    ogDescription:
      "Cannabis Social Clubs, Shops, Telemedizin, Events und eine aktive Community: Erfahrungen, Bewertungen und Wissen rund um Hanf.",
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
    ])
    .onConflictDoNothing();

  // ---------------------------------------------------------------- profiles and activity
  const stats = new Map<string, { entries: number; reviews: number; articles: number; helpful: number }>();
  for (const u of everyone) stats.set(u.id, { entries: 0, reviews: 0, articles: 0, helpful: 0 });
  for (const p of approved) if (p.userId) stats.get(p.userId)!.entries++;
  for (const r of published) {
    const st = stats.get(r.userId)!;
    st.reviews++;
    st.helpful += r.helpfulCount ?? 0;
  }
  for (const a of publishedArticles) stats.get(a.authorId)!.articles++;
  const score = (id: string) => {
    const st = stats.get(id)!;
    return 5 * st.entries + 2 * st.reviews + 3 * st.articles + st.helpful;
  };

  await insertMany(
    tx,
    s.profiles,
    everyone.map((u) => {
      const st = stats.get(u.id)!;
      const links =
        u.username === "lena_gruen"
          ? [
              { title: "Mein Grow-Tagebuch", url: "https://lena-gruen.example/tagebuch" },
              { title: "Rezepte", url: "https://lena-gruen.example/rezepte" },
            ]
          : u.username === "max_hanf"
            ? [{ title: "Hanfkontor", url: "https://www.hanfkontor-online.example" }]
            : [];
      return {
        id: u.id,
        username: u.username,
        email: u.email,
        avatarUrl: null,
        instagramUrl: ["lena_gruen", "max_hanf"].includes(u.username) ? `https://www.instagram.com/${u.username}` : null,
        customLinks: links,
        profileFavorites: [],
        helpfulVotes: st.helpful,
        canCreateContests: Boolean(u.canCreateContests),
        canCreateB2b: Boolean(u.canCreateB2b),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      };
    }),
  );
  await insertMany(
    tx,
    s.userActivities,
    everyone.map((u) => {
      const st = stats.get(u.id)!;
      return {
        userId: u.id,
        totalActivityScore: score(u.id),
        entriesCreated: st.entries,
        reviewsWritten: st.reviews,
        articlesPublished: st.articles,
        helpfulVotesReceived: st.helpful,
        updatedAt: at(0),
      };
    }),
  );

  // ---------------------------------------------------------------- messages
  const msgRng = createRng("messages");
  const historyId = ids.uuid();
  const broadcastAt = at(-30);
  await tx.insert(s.adminMessageHistory).values({
    id: historyId,
    title: "Willkommen in der Hanfnetz-Community",
    content:
      "Schön, dass du dabei bist! Ab sofort kannst du Gutscheincodes einreichen, sobald du die Voraussetzungen erfüllst. Viel Spaß beim Entdecken!",
    recipientType: "all_users",
    recipientCount: users.length,
    senderAdminId: admin.id,
    createdAt: broadcastAt,
  });
  const messages: s.NewUserMessage[] = [...contestMessages];
  for (const u of users) {
    const read = msgRng.chance(0.6);
    messages.push({
      id: ids.uuid(),
      userId: u.id,
      title: "Willkommen in der Hanfnetz-Community",
      content:
        "Schön, dass du dabei bist! Ab sofort kannst du Gutscheincodes einreichen, sobald du die Voraussetzungen erfüllst. Viel Spaß beim Entdecken!",
      messageType: "admin",
      metadata: {},
      isRead: read,
      readAt: read ? new Date(broadcastAt.getTime() + msgRng.int(1, 72) * 3_600_000) : null,
      historyId,
      createdAt: broadcastAt,
    });
  }
  const recent = [...published].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 25);
  for (const r of recent) {
    const p = providers.find((x) => x.id === r.providerId)!;
    if (!p.userId || p.userId === r.userId) continue;
    const reviewer = everyone.find((u) => u.id === r.userId)!;
    const read = msgRng.chance(0.5);
    messages.push({
      id: ids.uuid(),
      userId: p.userId,
      title: "Neue Bewertung für deinen Eintrag",
      content: `${r.isAnonymous ? "Jemand" : reviewer.username} hat "${p.name}" mit ${r.rating} ${r.rating === 1 ? "Stern" : "Sternen"} bewertet.`,
      messageType: "review_notification",
      metadata: {
        provider_id: p.id,
        provider_name: p.name,
        reviewer_user_id: r.isAnonymous ? null : reviewer.id,
        reviewer_username: r.isAnonymous ? null : reviewer.username,
      },
      isRead: read,
      readAt: read ? new Date(r.createdAt.getTime() + 3_600_000) : null,
      createdAt: r.createdAt,
    });
  }
  for (const v of [...votes].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 12)) {
    const r = published.find((x) => x.id === v.reviewId)!;
    const p = providers.find((x) => x.id === r.providerId)!;
    const voter = everyone.find((u) => u.id === v.userId)!;
    messages.push({
      id: ids.uuid(),
      userId: r.userId,
      title: "Deine Bewertung war hilfreich",
      content: `${voter.username} fand deine Bewertung zu "${p.name}" hilfreich.`,
      messageType: "helpful_vote_notification",
      metadata: {
        voter_user_id: voter.id,
        voter_username: voter.username,
        review_link: `/empfehlung/${p.slug}#review-${r.id}`,
        provider_name: p.name,
      },
      isRead: false,
      readAt: null,
      createdAt: v.createdAt,
    });
  }
  for (const u of users) {
    const sc = score(u.id);
    if (sc < 5) continue;
    messages.push({
      id: ids.uuid(),
      userId: u.id,
      title: "Neues Level erreicht!",
      content: `Glückwunsch! Du hast mit ${sc} Punkten das Level "${levelFor(sc)}" erreicht.`,
      messageType: "rank_achievement",
      metadata: { level: levelFor(sc), score: sc },
      isRead: true,
      readAt: at(-1),
      createdAt: at(-2, msgRng.int(0, 600)),
    });
  }
  const lena = users[0];
  const lenaLatest = publishedArticles
    .filter((a) => a.authorId === lena.id)
    .sort((a, b) => b.publishDate!.getTime() - a.publishDate!.getTime())[0];
  for (const f of follows.filter((x) => x.authorId === lena.id)) {
    messages.push({
      id: ids.uuid(),
      userId: f.followerId,
      title: "Neuer Artikel von lena_gruen",
      content: `lena_gruen hat einen neuen Artikel veröffentlicht: "${lenaLatest.title}"`,
      messageType: "author_new_article",
      metadata: { article_url: `/blog/${lena.username}/${lenaLatest.slug}` },
      isRead: false,
      readAt: null,
      createdAt: later(lenaLatest.publishDate!, f.createdAt),
    });
  }
  await insertMany(tx, s.userMessages, messages);
  await insertMany(
    tx,
    s.messageInteractions,
    messages
      .filter((m) => m.isRead && m.historyId)
      .map((m) => ({ id: ids.uuid(), messageId: m.id!, userId: m.userId, interactionType: "message_open" as const, metadata: {}, createdAt: m.readAt! })),
  );
  summary.messages = messages.length;

  // ---------------------------------------------------------------- analytics, referrals
  const anRng = createRng("analytics");
  const paths: [string, string, number][] = [
    ["/", "Hanfnetz – Cannabis Social Clubs, Shops & Community", 30],
    ["/blog", "Blog | Hanfnetz", 10],
    ["/gutscheincodes", "Gutscheincodes | Hanfnetz", 6],
    ["/contests", "Gewinnspiele | Hanfnetz", 4],
    ...approved.slice(0, 20).map((p) => [`/empfehlung/${p.slug}`, `${p.name} | Hanfnetz`, 2] as [string, string, number]),
    ...publishedArticles.slice(0, 8).map((a) => {
      const author = everyone.find((u) => u.id === a.authorId)!;
      return [`/blog/${author.username}/${a.slug}`, `${a.title} | Hanfnetz`, 2] as [string, string, number];
    }),
  ];
  const referrers: [string | null, number][] = [
    [null, 5],
    ["https://www.google.com/", 6],
    ["https://duckduckgo.com/", 1],
    ["https://www.instagram.com/", 2],
    ["https://www.reddit.com/", 1],
  ];
  const pageViews: (typeof s.analyticsPageViews.$inferInsert)[] = [];
  for (let d = -14; d < 0; d++) {
    const n = anRng.int(12, 30);
    for (let k = 0; k < n; k++) {
      const [pagePath, pageTitle] = anRng.weighted(paths.map(([p, t, w]) => [[p, t], w] as const));
      const mobile = anRng.chance(0.55);
      pageViews.push({
        id: ids.uuid(),
        visitorId: `v-${anRng.int(1, 140)}`,
        pagePath,
        pageTitle,
        referrer: anRng.weighted(referrers),
        userAgent: mobile ? "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" : "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
        screenResolution: mobile ? "390x844" : "1920x1080",
        viewportSize: mobile ? "390x664" : "1680x940",
        isMobile: mobile,
        isReturningVisitor: anRng.chance(0.35),
        createdAt: at(d, anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.analyticsPageViews, pageViews);
  const providerEvents: (typeof s.providerAnalytics.$inferInsert)[] = [];
  for (const p of anRng.sample(approved, 25)) {
    const n = anRng.int(2, 12);
    for (let k = 0; k < n; k++) {
      providerEvents.push({
        id: ids.uuid(),
        providerId: p.id,
        eventType: anRng.weighted([
          ["view", 8],
          ["detail_click", 3],
          ["share", 1],
        ] as const),
        userId: anRng.chance(0.3) ? anRng.pick(users).id : null,
        userAgent: "Mozilla/5.0 (Demo)",
        createdAt: at(-anRng.int(1, 30), anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.providerAnalytics, providerEvents);
  const profileViewsRows: (typeof s.profileViews.$inferInsert)[] = [];
  for (const [idx, n] of [
    [0, 24],
    [1, 11],
    [2, 9],
    [3, 5],
  ] as const) {
    for (let k = 0; k < n; k++) {
      const viewer = anRng.chance(0.5) ? anRng.pick(users.filter((u) => u.index !== idx)) : null;
      profileViewsRows.push({
        id: ids.uuid(),
        profileUserId: users[idx].id,
        viewerUserId: viewer?.id ?? null,
        ipAddress: null,
        userAgent: "Mozilla/5.0 (Demo)",
        createdAt: at(-anRng.int(1, 40), anRng.int(0, 1439)),
      });
    }
  }
  await insertMany(tx, s.profileViews, profileViewsRows);
  const linkClicks: (typeof s.customLinkAnalytics.$inferInsert)[] = [];
  for (let k = 0; k < 14; k++) {
    const idx = anRng.int(-1, 1);
    linkClicks.push({
      id: ids.uuid(),
      profileId: lena.id,
      linkIndex: idx,
      linkTitle: idx === -1 ? "Instagram" : idx === 0 ? "Mein Grow-Tagebuch" : "Rezepte",
      linkUrl: idx === -1 ? "https://www.instagram.com/lena_gruen" : idx === 0 ? "https://lena-gruen.example/tagebuch" : "https://lena-gruen.example/rezepte",
      userId: anRng.chance(0.4) ? anRng.pick(users.filter((u) => u.index !== 0)).id : null,
      ipAddress: null,
      userAgent: "Mozilla/5.0 (Demo)",
      createdAt: at(-anRng.int(1, 30), anRng.int(0, 1439)),
    });
  }
  await insertMany(tx, s.customLinkAnalytics, linkClicks);
  await insertMany(tx, s.referralCodes, [
    { id: ids.uuid(), userId: lena.id, shareId: "lena-gruen-2026", createdAt: at(-200) },
    { id: ids.uuid(), userId: maxUser.id, shareId: "max-hanf-2026", createdAt: at(-150) },
  ]);
  await insertMany(tx, s.referralSignups, [
    { id: ids.uuid(), shareId: "lena-gruen-2026", referrerUserId: lena.id, referredUserId: users[11].id, providerId: approved[2].id, signupIp: null, createdAt: users[11].createdAt },
    { id: ids.uuid(), shareId: "lena-gruen-2026", referrerUserId: lena.id, referredUserId: users[10].id, providerId: null, signupIp: null, createdAt: users[10].createdAt },
    { id: ids.uuid(), shareId: "max-hanf-2026", referrerUserId: maxUser.id, referredUserId: users[9].id, providerId: approved[16].id, signupIp: null, createdAt: users[9].createdAt },
  ]);
  summary.pageViews = pageViews.length;
  return summary;
}
