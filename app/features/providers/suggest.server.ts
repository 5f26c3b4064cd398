import { and, eq, sql } from "drizzle-orm";
import { providers } from "~db/schema";
import { normalizeSearchTerm, providerSearchCondition } from "~db/search";
import type { Viewer } from "~/lib/auth.server";
import { createCache } from "~/lib/cache.server";
import { db } from "~/lib/db.server";
import { foldGerman } from "~/lib/format";
import { enforceRateLimit } from "~/lib/rate-limit.server";
import { PROVIDER_CATEGORIES, PROVIDER_CATEGORY_LABELS, type ProviderCategory } from "./categories";
import { DIRECTORY_CACHE_SCOPE, listCities } from "./directory.server";
import { lookupCity, lookupPostalCode } from "./geo/places.server";
import type { SuggestQuery } from "./schema";
import { providerPath } from "~/lib/paths";

/**
 * Suggestions while typing in 'Was?' and 'Wo?' (issue #26, decision 0034), from the same
 * typo-tolerant search as the list (db/search.ts and the search_words lexicon, decision 0032):
 * - 'Was?': approved providers whose text matches the term (best match first, at most 5) and
 *   the categories whose German label matches it (also through a typo correction);
 * - 'Wo?': a German postal code's place, the places of approved providers and known places of
 *   Germany, Austria and Switzerland that start with the term (also through a typo correction).
 * Public data; rate-limited per client address; answers are cached briefly per term.
 */
export type Suggestion = {
  kind: "provider" | "category" | "place";
  /** What the option shows. */
  label: string;
  /** A second line (city of a provider, number of entries of a category), or null. */
  detail: string | null;
  /** What goes into the field when the option is chosen. */
  value: string;
  /** Where choosing the option leads (a provider page, a category list), or null: the form is sent. */
  href: string | null;
};

export const SUGGESTION_LIMIT = { providers: 5, categories: 3, places: 6 } as const;
export const SUGGEST_RATE_MESSAGE = "Zu viele Suchvorschläge in kurzer Zeit. Bitte warte einen Moment.";

const answers = createCache(DIRECTORY_CACHE_SCOPE, { ttlMs: 30_000, max: 2000 });

export async function suggest(_viewer: Viewer | null, query: SuggestQuery, meta: { ip: string | null }): Promise<Suggestion[]> {
  await enforceRateLimit("suggest_query", `ip:${meta.ip ?? "unknown"}`, { ip: meta.ip, message: SUGGEST_RATE_MESSAGE });
  const term = normalizeSearchTerm(query.q);
  if (term.length < 2) return [];
  return answers.get(`${query.feld}:${foldGerman(term)}`, () => (query.feld === "wo" ? suggestPlaces(term) : suggestWhat(term)));
}

/** Lexicon words that a word may be a typo of (hn_typo_corrections; empty for short or unknown words). */
async function corrections(word: string): Promise<string[]> {
  const w = foldGerman(word).replace(/[^a-z0-9]+/g, "");
  if (w.length < 5) return [];
  const res = await db.execute<{ word: string }>(sql`select public.hn_typo_corrections(public.hn_normalize(${w})) as word`);
  return res.rows.map((r) => r.word);
}

function words(text: string): string[] {
  return foldGerman(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether `text` matches `term`: every word of the term starts a word of the text (or a correction of it does). */
function matches(text: string, termWords: string[], fixes: string[]): boolean {
  const own = words(text);
  return termWords.every((tw, i) => own.some((w) => w.startsWith(tw) || (i === termWords.length - 1 && fixes.some((f) => w.startsWith(f)))));
}

export async function suggestWhat(term: string): Promise<Suggestion[]> {
  const termWords = words(term);
  const last = termWords.at(-1) ?? "";
  const [rows, fixes] = await Promise.all([matchingProviders(term), corrections(last)]);
  const categories = PROVIDER_CATEGORIES.filter((key) => matches(PROVIDER_CATEGORY_LABELS[key], termWords, fixes))
    .slice(0, SUGGESTION_LIMIT.categories)
    .map((key: ProviderCategory) => ({
      kind: "category" as const,
      label: PROVIDER_CATEGORY_LABELS[key],
      detail: "Kategorie",
      value: PROVIDER_CATEGORY_LABELS[key],
      href: `/?kategorie=${key}`,
    }));
  const found = rows.map((r) => ({ kind: "provider" as const, label: r.name, detail: r.city, value: r.name, href: providerPath(r) }));
  return [...categories, ...found];
}

/**
 * At most this many matching rows are ranked for the provider suggestions: the GIN index finds
 * every match cheaply, but reading and ranking thousands of rows ('Hamb' at 100,000 providers)
 * does not fit the time of a keystroke (bench/SEARCH.md). Among the first CANDIDATES matches the
 * best five by relevance (then by the published score) are suggested; the list shows all.
 */
export const CANDIDATES = 150;

async function matchingProviders(term: string) {
  const t = normalizeSearchTerm(term);
  const res = await db.execute<{ id: string; name: string; slug: string | null; city: string | null }>(sql`
    select c.id, c.name, c.slug, c.city from (
      select ${providers.id} as id, ${providers.name} as name, ${providers.slug} as slug, ${providers.city} as city,
        ${providers.rankScore} as rank_score, search_vector, search_name
      from ${providers}
      where ${and(eq(providers.status, "approved"), providerSearchCondition(t))}
      limit ${CANDIDATES}
    ) c
    order by coalesce(ts_rank(c.search_vector, public.hn_search_query(${t})), 0) + 0.5 * word_similarity(public.hn_normalize(${t}), c.search_name) desc,
      c.rank_score desc nulls last, c.name, c.id
    limit ${SUGGESTION_LIMIT.providers}`);
  return res.rows;
}

export async function suggestPlaces(term: string): Promise<Suggestion[]> {
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (label: string, value: string, detail: string | null) => {
    const key = foldGerman(label);
    if (seen.has(key) || out.length >= SUGGESTION_LIMIT.places) return;
    seen.add(key);
    out.push({ kind: "place", label, detail, value, href: null });
  };
  const zip = /^(\d{5})\b/.exec(term);
  if (zip) {
    const place = lookupPostalCode(zip[1]!);
    if (place) add(`${zip[1]} ${place.name}`, zip[1]!, "Postleitzahl");
    return out;
  }
  if (/^\d+$/.test(term)) return out;
  const wanted = foldGerman(term);
  const cities = await listCities();
  const starts = cities.filter((c) => foldGerman(c).startsWith(wanted));
  const inside = cities.filter((c) => !foldGerman(c).startsWith(wanted) && words(c).some((w) => w.startsWith(words(term)[0] ?? wanted)));
  for (const c of [...starts, ...inside]) add(c, c, "Ort mit Einträgen");
  const known = lookupCity(term);
  if (known) add(known.name, known.name, "Ort");
  if (out.length === 0) {
    // A typo ('Lepzig'): the places whose name starts with a correction from the lexicon.
    const fixes = await corrections(term);
    for (const c of cities) if (fixes.some((f) => words(c).some((w) => w.startsWith(f)))) add(c, c, "Ort mit Einträgen");
    for (const f of fixes) {
      const place = lookupCity(f);
      if (place) add(place.name, place.name, "Ort");
    }
  }
  return out;
}
