import { sql, type SQL } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import { blogArticles } from "./schema/blog";
import { providers } from "./schema/providers";

/**
 * German full-text search with typo correction over providers (name, description, city, category
 * labels) and blog articles (title, excerpt, text).
 *
 * Infrastructure (migrations `0002_search.sql`, `0007_blog_search_and_reports.sql`, `0015_search_typos.sql`):
 * - `public.hn_normalize(text)`: ä→ae, ö→oe, ü→ue, ß→ss, other accents removed, lower case.
 * - `providers.search_vector` / `blog_articles.search_vector` (generated, GIN): `german` tsvector
 *   over the transliterated AND the plainly unaccented form of every word, weighted (providers:
 *   name A, city + category key and German label B, description C; articles: title A, excerpt B,
 *   text C). So 'münchen', 'Muenchen' and 'Munchen' all find 'München'.
 * - `search_words` (db/schema/search.ts): the lexicon of every word of those texts, kept by triggers.
 * - `public.hn_fuzzy_query(term, infix)`: term → tsquery; every word must match, as a prefix
 *   (3+ characters) or through one of its typo corrections from the lexicon
 *   (`hn_typo_corrections`: 1 typo from 5 letters, 2 from 9, a swap of neighbours is one typo, the
 *   first letter kept; a word of the lexicon is only widened by one changed letter). 'Lepzig' →
 *   leipzig, 'Sozial Club' → social club, 'Hnafküche' → hanfkueche, 'Terpne' → terpene. With `infix`
 *   (the blog) also the lexicon words that contain the word ('hanf' → nutzhanf). Null when the term
 *   has no searchable word.
 * - `public.hn_search_query(term)`: the same without corrections (the exact words, for ranking).
 *
 * A typo thus finds what the right spelling finds, in one scan of the GIN index of
 * `search_vector`. The query function reads the lexicon (STABLE), so it is used as an uncorrelated
 * subquery `(select public.hn_fuzzy_query(…))`: PostgreSQL runs it once per statement (an InitPlan).
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

function col(table: AnyPgTable, name: "search_vector" | "search_name"): SQL {
  return sql`${table}.${sql.identifier(name)}`;
}

/** The tsquery of a term with typo corrections, evaluated once per statement. */
function fuzzyQuery(term: string, infix = false): SQL {
  return infix ? sql`(select public.hn_fuzzy_query(${term}, true))` : sql`(select public.hn_fuzzy_query(${term}))`;
}

/**
 * WHERE fragment matching providers for a search term, or `undefined` for an empty term
 * (drizzle's `and()` ignores undefined, so callers can pass it unconditionally).
 */
export function providerSearchCondition(term: string | null | undefined, table: AnyPgTable = providers): SQL | undefined {
  const t = normalizeSearchTerm(term);
  if (!t) return undefined;
  return sql`${col(table, "search_vector")} @@ ${fuzzyQuery(t)}`;
}

/**
 * Relevance of a provider for the term (higher is better): full-text rank of the words as typed
 * (name matches weigh five times description matches; rows found only through a typo correction
 * get none, so exact matches come first), plus half the trigram word similarity of name and city
 * (which orders the corrected matches: 'Hambrug' is closest to a name or city with Hamburg).
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
 * Blog articles, the same approach (migrations `0007_blog_search_and_reports.sql`,
 * `0015_search_typos.sql`): the weighted German tsvector `blog_articles.search_vector`, typo
 * corrections ('Terpne' finds 'Terpene' in titles and texts), and parts of compound words
 * ('hanf' in 'Nutzhanf') through the lexicon, all in the GIN index. `undefined` for an empty term.
 */
export function articleSearchCondition(term: string | null | undefined, table: AnyPgTable = blogArticles): SQL | undefined {
  const t = normalizeSearchTerm(term);
  if (!t) return undefined;
  return sql`${col(table, "search_vector")} @@ ${fuzzyQuery(t, true)}`;
}
