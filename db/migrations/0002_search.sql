-- German full-text + fuzzy search over providers (name, description, city, category).
-- Works identically on PostgreSQL 15+ and PGlite. All references are schema-qualified because
-- these functions are used in generated columns and indexes (maintenance runs with a restricted
-- search_path on PostgreSQL 17+).

-- Normalise text for search: umlauts transliterated (ä→ae, ö→oe, ü→ue, ß→ss), other accents
-- removed, lower-cased. unaccent() itself is only STABLE; with an explicit dictionary it is safe
-- to wrap in an IMMUTABLE function.
create or replace function public.hn_normalize(input text) returns text
language sql immutable strict parallel safe as $$
  select lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace(replace(replace($1,
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ß', 'ss'), 'ẞ', 'SS')))
$$;
--> statement-breakpoint

-- Plain accent-free form (ü→u): lets 'Munchen' (typed without umlaut dots) find 'München'.
create or replace function public.hn_unaccent_lower(input text) returns text
language sql immutable strict parallel safe as $$
  select lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$;
--> statement-breakpoint

-- Both forms of a text, used for the document side of the tsvector.
create or replace function public.hn_search_forms(input text) returns text
language sql immutable strict parallel safe as $$
  select case when public.hn_normalize($1) = public.hn_unaccent_lower($1)
    then public.hn_normalize($1)
    else public.hn_normalize($1) || ' ' || public.hn_unaccent_lower($1) end
$$;
--> statement-breakpoint

-- Category key → German label (mirrors PROVIDER_CATEGORY_LABELS in db/schema/providers.ts).
create or replace function public.hn_category_label(category text) returns text
language sql immutable parallel safe as $$
  select case $1
    when 'cscs_dispensarys' then 'Cannabis Social Clubs'
    when 'bars_restaurants' then 'Bars & Restaurants'
    when 'hotels' then 'Hotels'
    when 'online_shops' then 'Online-Shops'
    when 'telemedicine' then 'Telemedizin'
    when 'breeder' then 'Breeder & Samen'
    when 'messen_events' then 'Messen & Events'
    when 'youtube' then 'YouTube'
    when 'instagram' then 'Instagram'
    when 'tiktok' then 'TikTok'
    when 'twitch' then 'Twitch'
    when 'facebook' then 'Facebook'
    when 'b2b_gewerbe' then 'B2B & Gewerbe'
    when 'other' then 'Sonstiges'
    else coalesce($1, '')
  end
$$;
--> statement-breakpoint

-- Keys and labels of all categories of a provider, as one searchable text.
create or replace function public.hn_category_text(categories text[]) returns text
language sql immutable parallel safe as $$
  select coalesce(string_agg(replace(c, '_', ' ') || ' ' || public.hn_category_label(c), ' '), '')
  from unnest($1) as c
$$;
--> statement-breakpoint

-- Search term → tsquery (german): every word must match, words of 3+ characters as prefixes
-- ('hamb' finds Hamburg). Returns null for a term without searchable words.
create or replace function public.hn_search_query(term text) returns tsquery
language sql immutable parallel safe
set client_min_messages = warning as $$
  select case when q = '' then null else to_tsquery('german'::regconfig, q) end
  from (
    select coalesce(string_agg(case when length(w) >= 3 then w || ':*' else w end, ' & '), '') as q
    from regexp_split_to_table(
      btrim(regexp_replace(public.hn_normalize(coalesce($1, '')), '[^a-z0-9]+', ' ', 'g')), ' ') as w
    where w <> ''
  ) s
$$;
--> statement-breakpoint

alter table "providers" add column "search_vector" tsvector generated always as (
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms("name")), 'A') ||
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms(
    coalesce("city", '') || ' ' || replace("category", '_', ' ') || ' ' || public.hn_category_label("category")
    || ' ' || public.hn_category_text("categories"))), 'B') ||
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms(coalesce("description", ''))), 'C')
) stored;
--> statement-breakpoint

-- Normalised name and city for typo tolerance (trigram word similarity, 'Hamburgg' → Hamburg).
alter table "providers" add column "search_name" text generated always as (
  public.hn_normalize("name" || ' ' || coalesce("city", ''))
) stored;
--> statement-breakpoint

create index "providers_search_vector_idx" on "providers" using gin ("search_vector");
--> statement-breakpoint
create index "providers_search_name_trgm_idx" on "providers" using gin ("search_name" public.gin_trgm_ops);
--> statement-breakpoint

-- Substring (ILIKE '%...%') search on blog article titles.
create index "blog_articles_title_trgm_idx" on "blog_articles" using gin ("title" public.gin_trgm_ops);
--> statement-breakpoint

-- pg_trgm declares its operator functions with cost 1, so the planner prefers a sequential scan
-- (word_similarity on every row) over the trigram index. A realistic cost lets it combine both
-- GIN indexes in a BitmapOr. Skipped where the migration role does not own the extension.
do $$
begin
  alter function public.word_similarity_op(text, text) cost 100;
  alter function public.word_similarity_commutator_op(text, text) cost 100;
exception when others then
  raise notice 'pg_trgm cost tuning skipped: %', sqlerrm;
end
$$;
