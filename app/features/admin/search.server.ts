import { desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { blogArticles, contests, coupons, merchants, profiles, providers, reviews, user } from "~db/schema";
import type { Viewer } from "~/lib/auth.server";
import { db } from "~/lib/db.server";
import { requireAdmin } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { likeContains } from "~/lib/sql-like";
import { userRecordPath } from "~/lib/admin-paths";
import { ADMIN_SEARCH_KINDS, type AdminSearchGroup, type AdminSearchHit, type AdminSearchKind } from "./search";
import { articleHref } from "~/lib/paths";

/**
 * 'Suche im Admin-Bereich' (issue 30): one term → users, providers, reviews, articles, coupons and
 * contests, by name, e-mail, id or slug (ILIKE with escaped wildcards, `likeContains`; an exact
 * UUID finds its row), at most PER_KIND hits per kind, each linking to its back-office place.
 * Admins only; 120 searches a minute per admin (live results while typing).
 */

export const ADMIN_SEARCH_PER_KIND = 6;
export const ADMIN_SEARCH_MIN = 2;

export const adminSearchQuerySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
});

const RATE_MESSAGE = "Zu viele Suchen in kurzer Zeit. Bitte warte einen Moment.";

/** `column = id` when the term is a UUID, else nothing (a uuid column compared to text would fail). */
const byId = (column: Parameters<typeof eq>[0], term: string): SQL | undefined => (isUuid(term) ? eq(column, term) : undefined);

function param(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

async function users(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, username: profiles.username })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(or(byId(user.id, term), ilike(user.email, like), ilike(profiles.username, like), ilike(user.name, like)))
    .orderBy(sql`${profiles.username} nulls last`, user.email)
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({ kind: "users", id: r.id, title: r.username ?? r.name, detail: r.email, href: userRecordPath(r.id) }));
}

async function providerHits(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: providers.id, name: providers.name, slug: providers.slug, city: providers.city, status: providers.status })
    .from(providers)
    .where(or(byId(providers.id, term), ilike(providers.name, like), ilike(providers.slug, like), ilike(providers.email, like)))
    .orderBy(providers.name)
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({
    kind: "providers",
    id: r.id,
    title: r.name,
    detail: [r.city, r.slug].filter(Boolean).join(" · "),
    status: r.status,
    href: `/admin/providers?${param({ q: r.id, bearbeiten: r.id })}`,
  }));
}

async function reviewHits(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: reviews.id, title: reviews.title, status: reviews.status, provider: providers.name, author: profiles.username })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(or(byId(reviews.id, term), ilike(reviews.title, like)))
    .orderBy(desc(reviews.createdAt))
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({
    kind: "reviews",
    id: r.id,
    title: r.title,
    detail: [r.provider, r.author].filter(Boolean).join(" · "),
    status: r.status,
    href: `/admin/reviews?${param({ q: r.title })}`,
  }));
}

async function articleHits(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: blogArticles.id, title: blogArticles.title, slug: blogArticles.slug, status: blogArticles.status, authorUsername: profiles.username })
    .from(blogArticles)
    .leftJoin(profiles, eq(profiles.id, blogArticles.authorId))
    .where(or(byId(blogArticles.id, term), ilike(blogArticles.title, like), ilike(blogArticles.slug, like)))
    .orderBy(desc(blogArticles.createdAt))
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({
    kind: "articles",
    id: r.id,
    title: r.title,
    detail: [r.authorUsername, r.slug].filter(Boolean).join(" · "),
    status: r.status,
    href: articleHref({ slug: r.slug, authorUsername: r.authorUsername, id: r.id }),
  }));
}

async function couponHits(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: coupons.id, code: coupons.code, title: coupons.title, status: coupons.status, merchant: merchants.name })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(or(byId(coupons.id, term), ilike(coupons.code, like), ilike(coupons.title, like), ilike(merchants.name, like), ilike(merchants.slug, like)))
    .orderBy(desc(coupons.createdAt))
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({
    kind: "coupons",
    id: r.id,
    title: r.code,
    detail: [r.merchant, r.title].filter(Boolean).join(" · "),
    status: r.status,
    href: `/admin/coupons?${param({ tab: "gutscheine", q: r.code })}`,
  }));
}

async function contestHits(term: string, like: string): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: contests.id, title: contests.title, slug: contests.slug, status: contests.status })
    .from(contests)
    .where(or(byId(contests.id, term), ilike(contests.title, like), ilike(contests.slug, like)))
    .orderBy(desc(contests.createdAt))
    .limit(ADMIN_SEARCH_PER_KIND);
  return rows.map((r) => ({
    kind: "contests",
    id: r.id,
    title: r.title,
    detail: r.slug,
    status: r.status,
    href: `/admin/contests?${param({ ansicht: "gewinnspiele", q: r.title })}`,
  }));
}

const SEARCHERS: Record<AdminSearchKind, (term: string, like: string) => Promise<AdminSearchHit[]>> = {
  users,
  providers: providerHits,
  reviews: reviewHits,
  articles: articleHits,
  coupons: couponHits,
  contests: contestHits,
};

/** The grouped results (kinds without hits left out); a term under 2 characters finds nothing. */
export async function adminSearch(viewer: Viewer | null, rawTerm: string): Promise<AdminSearchGroup[]> {
  requireAdmin(viewer);
  const term = rawTerm.trim().slice(0, 100);
  if (term.length < ADMIN_SEARCH_MIN) return [];
  await enforceRateLimit("admin_search", `user:${viewer.id}`, { userId: viewer.id, message: RATE_MESSAGE });
  const like = likeContains(term);
  const groups = await Promise.all(ADMIN_SEARCH_KINDS.map(async (kind) => ({ kind, hits: await SEARCHERS[kind](term, like) })));
  return groups.filter((g) => g.hits.length > 0);
}
