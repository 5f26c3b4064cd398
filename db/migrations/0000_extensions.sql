-- Extensions used by the German full-text / fuzzy search (see 0002_search.sql).
-- Both are available on PostgreSQL (contrib) and in PGlite (loaded by openPglite()).
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists unaccent;
