CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_page_path_pk" PRIMARY KEY("day","page_path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"views" integer NOT NULL,
	"sessions" integer NOT NULL,
	"session_seconds" integer NOT NULL,
	"mobile_views" integer NOT NULL,
	"is_returning" boolean NOT NULL,
	CONSTRAINT "analytics_daily_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_rollup_state_single_chk" CHECK ("analytics_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "analytics_page_views_visitor_created_idx" ON "analytics_page_views" USING btree ("visitor_id","created_at");