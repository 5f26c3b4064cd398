import { sql, type SQL } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import { blogArticles } from "./schema/blog";
import { providers } from "./schema/providers";

/**
 * German full-text + fuzzy search over providers (name, description, city, category labels).
 *
 * Infrastructure (migration `0002_search.sql`):
 * - `public.hn_normalize(text)`: ä→ae, ö→oe, ü→ue, ß→ss, other accents removed, lower case.
 * - `providers.search_vector` (generated, GIN): `german` tsvector over the transliterated AND the
 *   plainly unaccented form of every word, weighted name A, city + category (key and German
 *   label) B, description C. So 'münchen', 'Muenchen' and 'Munchen' all find 'München'.
 * - `providers.search_name` (generated, trigram GIN): hn_normalize(name || ' ' || city), matched
 *   by word similarity (`%>`, pg_trgm default threshold 0.6) for small typos ('Hamburgg').
 * - `public.hn_search_query(term)`: term → tsquery, all words required, words of 3+ characters
 *   as prefixes; null when the term has no searchable word.
 *
 * Usage (the directory):
 *   const where = and(eq(providers.status, "approved"), providerSearchCondition(q));
 *   db.select().from(providers).where(where).orderBy(desc(providerSearchRank(q)), desc(providers.createdAt));
 *
 * Both helpers take an optional table (e.g. an `alias(providers, "p")`) whose columns include
 * the generated search columns.
 */

/** Longest search term we pass to the database (longer input is cut). */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** Trims, collapses whitespace and cuts the term; returns "" when nothing is left. */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return (term ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_TERM_LENGTH);
}

function col(table: AnyPgTable, name: "search_vector" | "search_name" | "search_title" | "title" | "excerpt" | "content"): SQL {
  return sql`${table}.${sql.identifier(name)}`;
}

/**
 * WHERE fragment matching providers for a search term, or `undefined` for an empty term
 * (drizzle's `and()` ignores undefined, so callers can pass it unconditionally).
 */
export function providerSearchCondition(term: string | null | undefined, table: AnyPgTable = providers): SQL | undefined {
  const t = normalizeSearchTerm(term);
  if (!t) return undefined;
  return sql`(${col(table, "search_vector")} @@ public.hn_search_query(${t}) or ${col(table, "search_name")} %> public.hn_normalize(${t}))`;
}

/**
 * Relevance of a provider for the term (higher is better): full-text rank (name matches weigh
 * five times description matches) plus half the trigram word similarity of name and city.
 * Returns the constant 0 for an empty term.
 */
export function providerSearchRank(term: string | null | undefined, table: AnyPgTable = providers): SQL<number> {
  const t = normalizeSearchTerm(term);
  if (!t) return sql<number>`0`;
  return sql<number>`(coalesce(ts_rank(${col(table, "search_vector")}, public.hn_search_query(${t})), 0) + 0.5 * word_similarity(public.hn_normalize(${t}), ${col(table, "search_name")}))`.mapWith(
    Number,
  );
}

/**
 * Blog articles (migration `0007_blog_search_and_reports.sql`), the same approach: the weighted
 * German tsvector `blog_articles.search_vector` (title A, excerpt B, content C, both umlaut forms),
 * the trigram column `search_title` (title and excerpt) for typos ('Terpne' finds 'Terpene': word
 * similarity 0.57, below pg_trgm's default 0.6 for the `%>` operator, hence an explicit, lower
 * threshold; the blog is small enough for it), and
 * a substring match for parts of compound words ('hanf' in 'Nutzhanf'). `undefined` for an empty term.
 */
export const ARTICLE_TYPO_SIMILARITY = 0.5;

export function articleSearchCondition(term: string | null | undefined, table: AnyPgTable = blogArticles): SQL | undefined {
  const t = normalizeSearchTerm(term);
  if (!t) return undefined;
  return sql`(${col(table, "search_vector")} @@ public.hn_search_query(${t})
    or word_similarity(public.hn_normalize(${t}), ${col(table, "search_title")}) >= ${ARTICLE_TYPO_SIMILARITY}
    or public.hn_normalize(${col(table, "title")} || ' ' || coalesce(${col(table, "excerpt")}, '') || ' ' || ${col(table, "content")}) like '%' || public.hn_normalize(${t}) || '%')`;
}
