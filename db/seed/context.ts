import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../types";
import type { DemoAccount } from "./accounts";
import type { ProviderCategory } from "../schema/providers";
import type { Rng } from "./random";

/**
 * What every seed step shares: the transaction, the id stream (one for all steps, so the order of
 * the steps fixes every id), the summary, the log, and the fixed clock of the demo data.
 */
export type SeedSummary = Record<string, number> & { skipped?: number };
export type SeedContext = { tx: Transaction; ids: Rng; summary: SeedSummary; log: (m: string) => void };

/** The demo accounts with their ids; `index` is the position in DEMO_USERS. */
export type SeedUser = DemoAccount & { id: string; createdAt: Date; index: number | "admin" };
export type People = {
  admin: SeedUser;
  users: SeedUser[];
  everyone: SeedUser[];
  /** The account for a DEMO_USERS index or "admin"; null for null (no owner). */
  ownerOf: (o: number | "admin" | null) => SeedUser | null;
};

/**
 * Deterministic demo data (German). Everything is derived from fixed PRNG streams and the base
 * date below, so two runs produce identical rows (ids included); only password hashes differ
 * (random salt). Image paths point to local files under /images/demo/ (see DEMO_IMAGE_PATHS).
 */
export const SEED_BASE_DATE = new Date("2026-11-01T10:00:00.000Z");

export const DAY = 86_400_000;
export const at = (days: number, minutes = 0) => new Date(SEED_BASE_DATE.getTime() + days * DAY + minutes * 60_000);
export const between = (rng: Rng, from: Date, to: Date) => new Date(from.getTime() + Math.floor(rng.next() * Math.max(0, to.getTime() - from.getTime())));
export const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

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

export async function insertMany<T extends PgTable>(tx: Transaction, table: T, rows: T["$inferInsert"][], chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk));
  }
}

export function cut(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 3).trimEnd()}...`;
}
