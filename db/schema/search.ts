import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The search lexicon: every word of what the directory and the blog search (provider name, city,
 * category labels and description; article title, excerpt and text without tags), normalised like
 * the search columns (`hn_normalize` and the plainly unaccented form), 3 to 40 letters, no digits.
 * Filled by the statement triggers of the custom migration `*_search_typos.sql` on every insert and
 * on every change of those texts; words are never removed (one that no longer occurs only adds an
 * alternative that matches nothing). `public.hn_fuzzy_query(term)` corrects typos against it; see
 * db/search.ts. The trigram index `search_words_word_trgm_idx` is added by that migration.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text().primaryKey(),
  },
  (t) => [index("search_words_initial_length_idx").on(sql`left(${t.word}, 1)`, sql`length(${t.word})`)],
);
