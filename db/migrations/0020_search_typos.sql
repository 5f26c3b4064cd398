CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_initial_length_idx" ON "search_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Typo-tolerant search (issue #25 defect 2): a typed word that is not a word of the texts is
-- corrected against the lexicon `search_words` (every word of the searched texts), and the
-- German full-text query then looks for the word as typed OR its corrections. So a typo finds
-- what the right spelling finds, through the same GIN index on `search_vector`. Identical on
-- PostgreSQL and PGlite (fuzzystrmatch is in both). The rules are in db/search.ts.
create extension if not exists fuzzystrmatch;
--> statement-breakpoint
create index "search_words_word_trgm_idx" on "search_words" using gin ("word" public.gin_trgm_ops);
--> statement-breakpoint

-- The lexicon words of a text: HTML tags and entities removed, both umlaut forms (hn_search_forms),
-- split at everything but a-z and 0-9, 3 to 40 characters, no digits.
create or replace function public.hn_search_words(input text) returns setof text
language sql immutable strict parallel safe as $$
  select distinct w
  from regexp_split_to_table(
    public.hn_search_forms(regexp_replace(regexp_replace($1, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')),
    '[^a-z0-9]+') as w
  where length(w) between 3 and 40 and w !~ '[0-9]'
$$;
--> statement-breakpoint

-- The searched text of a provider and of an article (what their search_vector is built from).
create or replace function public.hn_provider_search_text(name text, city text, categories text[], description text) returns text
language sql immutable parallel safe as $$
  select coalesce($1, '') || ' ' || coalesce($2, '') || ' ' || public.hn_category_text($3) || ' ' || coalesce($4, '')
$$;
--> statement-breakpoint
create or replace function public.hn_article_search_text(title text, excerpt text, content text) returns text
language sql immutable parallel safe as $$
  select coalesce($1, '') || ' ' || coalesce($2, '') || ' ' || coalesce($3, '')
$$;
--> statement-breakpoint

-- Statement triggers (one insert per statement, also for bulk inserts): new words of inserted rows,
-- and of updated rows whose searched text changed (the daily ranking update changes none).
create or replace function public.hn_search_words_of_providers() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into public.search_words (word)
    select distinct w from new_rows p
    cross join lateral public.hn_search_words(public.hn_provider_search_text(p.name, p.city, p.categories, p.description)) w
    on conflict do nothing;
  else
    insert into public.search_words (word)
    select distinct w from new_rows p
    cross join lateral public.hn_search_words(public.hn_provider_search_text(p.name, p.city, p.categories, p.description)) w
    where not exists (
      select 1 from old_rows o
      where o.id = p.id and o.name = p.name and o.city is not distinct from p.city and o.categories = p.categories and o.description = p.description)
    on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create or replace function public.hn_search_words_of_articles() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into public.search_words (word)
    select distinct w from new_rows a
    cross join lateral public.hn_search_words(public.hn_article_search_text(a.title, a.excerpt, a.content)) w
    on conflict do nothing;
  else
    insert into public.search_words (word)
    select distinct w from new_rows a
    cross join lateral public.hn_search_words(public.hn_article_search_text(a.title, a.excerpt, a.content)) w
    where not exists (
      select 1 from old_rows o
      where o.id = a.id and o.title = a.title and o.excerpt is not distinct from a.excerpt and o.content = a.content)
    on conflict do nothing;
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger "providers_search_words_insert" after insert on "providers"
  referencing new table as new_rows for each statement execute function public.hn_search_words_of_providers();
--> statement-breakpoint
create trigger "providers_search_words_update" after update on "providers"
  referencing old table as old_rows new table as new_rows for each statement execute function public.hn_search_words_of_providers();
--> statement-breakpoint
create trigger "blog_articles_search_words_insert" after insert on "blog_articles"
  referencing new table as new_rows for each statement execute function public.hn_search_words_of_articles();
--> statement-breakpoint
create trigger "blog_articles_search_words_update" after update on "blog_articles"
  referencing old table as old_rows new table as new_rows for each statement execute function public.hn_search_words_of_articles();
--> statement-breakpoint
insert into "search_words" ("word")
select distinct w from "providers" p
cross join lateral public.hn_search_words(public.hn_provider_search_text(p.name, p.city, p.categories, p.description)) w
on conflict do nothing;
--> statement-breakpoint
insert into "search_words" ("word")
select distinct w from "blog_articles" a
cross join lateral public.hn_search_words(public.hn_article_search_text(a.title, a.excerpt, a.content)) w
on conflict do nothing;
--> statement-breakpoint

-- Corrections of one normalised word (at most 8, closest first). A word gets as many typos as
-- the common rule of typo-tolerant search engines allows: none below 5 letters, 1 from 5, 2 from 9
-- (umlauts count as one letter); a swap of two neighbouring letters counts as one typo. The first
-- letter is kept (or swapped with the second); only when nothing fits and no lexicon word begins
-- with the typed word may it differ (through the trigram index: 'Kannabis' → cannabis).
-- A word that is itself in the lexicon ('Messen') is spelled right: it is only widened to words of
-- the same length and first two letters that differ in one letter ('Sozial' → social), so
-- that a real word never pulls in unrelated ones ('Messen' never finds 'müssen').
create or replace function public.hn_typo_corrections(word text) returns setof text
language sql stable strict parallel safe as $$
  with typed as (
    select $1 as w,
      case when n < 5 then 0 when n < 9 then 1 else 2 end as budget,
      exists (select 1 from public.search_words k where k.word = $1) as known
    from (select length(replace(replace(replace($1, 'ae', 'a'), 'oe', 'o'), 'ue', 'u')) as n) l
  ),
  swaps as (
    select left(t.w, i - 1) || substr(t.w, i + 1, 1) || substr(t.w, i, 1) || substr(t.w, i + 2) as v
    from typed t, generate_series(1, length(t.w) - 1) i
    where t.budget > 0
  ),
  near as (
    select s.word, public.levenshtein(t.w, s.word) as d
    from typed t, public.search_words s
    where t.budget > 0 and s.word <> t.w
      and left(s.word, 1) in (left(t.w, 1), substr(t.w, 2, 1))
      and length(s.word) between length(t.w) - t.budget and length(t.w) + t.budget
      and (public.levenshtein_less_equal(t.w, s.word, t.budget) <= t.budget or s.word in (select v from swaps))
      and (not t.known or (length(s.word) = length(t.w) and left(s.word, 2) = left(t.w, 2)
        and (public.levenshtein_less_equal(t.w, s.word, 1) <= 1 or s.word in (select v from swaps))))
  ),
  other_initial as (
    select s.word, public.levenshtein(t.w, s.word) as d
    from typed t, public.search_words s
    where t.budget > 0 and not t.known
      and s.word operator(public.%) t.w
      and left(s.word, 1) <> left(t.w, 1)
      and public.levenshtein_less_equal(t.w, s.word, t.budget) <= t.budget
      and not exists (select 1 from near)
      and not exists (select 1 from public.search_words k where left(k.word, 1) = left(t.w, 1) and left(k.word, length(t.w)) = t.w)
  )
  select word from (select * from near union all select * from other_initial) c
  order by d, abs(length(word) - length($1)), word
  limit 8
$$;
--> statement-breakpoint

-- Lexicon words that contain a word of 3+ letters inside, not at the start (the blog finds 'hanf'
-- in 'Nutzhanf'), shortest first, at most 200, through the trigram index.
create or replace function public.hn_infix_words(word text) returns setof text
language sql stable strict parallel safe as $$
  select s.word from public.search_words s
  where length($1) >= 3 and s.word like '_%' || $1 || '%'
  order by length(s.word), s.word
  limit 200
$$;
--> statement-breakpoint

-- Search term → tsquery (german) like hn_search_query (every word must match, words of 3+
-- characters as prefixes), each word widened to its typo corrections and, with `infix`, to the
-- lexicon words that contain it. Null for a term without searchable words. STABLE (it reads the
-- lexicon): use it as an uncorrelated subquery, `(select public.hn_fuzzy_query(term))`, so that it
-- runs once per query.
create or replace function public.hn_fuzzy_query(term text, infix boolean default false) returns tsquery
language sql stable parallel safe
set client_min_messages = warning as $$
  select case when q = '' then null else to_tsquery('german'::regconfig, q) end
  from (
    select coalesce(string_agg('(' || alternatives || ')', ' & '), '') as q
    from (
      select concat_ws(' | ',
          case when length(w) >= 3 then w || ':*' else w end,
          (select string_agg(c || ':*', ' | ') from public.hn_typo_corrections(w) c),
          case when $2 then (select string_agg(c || ':*', ' | ') from public.hn_infix_words(w) c) end) as alternatives
      from regexp_split_to_table(
        btrim(regexp_replace(public.hn_normalize(coalesce($1, '')), '[^a-z0-9]+', ' ', 'g')), ' ') as w
      where w <> ''
    ) a
  ) s
$$;
--> statement-breakpoint

-- The blog's trigram column of title and excerpt (0007) is replaced by the corrections above.
drop index if exists "blog_articles_search_title_trgm_idx";
--> statement-breakpoint
alter table "blog_articles" drop column if exists "search_title";
