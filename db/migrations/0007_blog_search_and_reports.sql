CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_reports_target_type_chk" CHECK ("content_reports"."target_type" in ('review','article')),
	CONSTRAINT "content_reports_status_chk" CHECK ("content_reports"."status" in ('open','kept','hidden')),
	CONSTRAINT "content_reports_reason_len_chk" CHECK ("content_reports"."reason" is null or char_length("content_reports"."reason") <= 500),
	CONSTRAINT "content_reports_resolved_chk" CHECK (("content_reports"."status" = 'open') = ("content_reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_uidx" ON "content_reports" USING btree ("reporter_id","target_type","target_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_status_created_idx" ON "content_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("target_type","target_id");--> statement-breakpoint

-- Blog search (issue #8 item 9): the German full-text + trigram approach of the directory (0002_search.sql).
-- Weighted tsvector over both forms (ä→ae and ä→a) of title (A), excerpt (B) and content (C; HTML tags are
-- not indexed by the default parser); trigram word similarity over title and excerpt for typos ('Terpne').
alter table "blog_articles" add column "search_vector" tsvector generated always as (
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms("title")), 'A') ||
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms(coalesce("excerpt", ''))), 'B') ||
  setweight(to_tsvector('german'::regconfig, public.hn_search_forms("content")), 'C')
) stored;
--> statement-breakpoint
alter table "blog_articles" add column "search_title" text generated always as (
  public.hn_normalize("title" || ' ' || coalesce("excerpt", ''))
) stored;
--> statement-breakpoint
create index "blog_articles_search_vector_idx" on "blog_articles" using gin ("search_vector");
--> statement-breakpoint
create index "blog_articles_search_title_trgm_idx" on "blog_articles" using gin ("search_title" public.gin_trgm_ops);
