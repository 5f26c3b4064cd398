CREATE TABLE "coupon_daily_stats" (
	"coupon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_daily_stats_coupon_id_day_pk" PRIMARY KEY("coupon_id","day"),
	CONSTRAINT "coupon_daily_stats_counts_chk" CHECK ("coupon_daily_stats"."views" >= 0 and "coupon_daily_stats"."reveals" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_analytics" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "coupon_daily_stats" ADD CONSTRAINT "coupon_daily_stats_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_daily_stats_day_idx" ON "coupon_daily_stats" USING btree ("day");--> statement-breakpoint
ALTER TABLE "provider_analytics" ADD CONSTRAINT "provider_analytics_detail_chk" CHECK ("provider_analytics"."detail" is null or ("provider_analytics"."event_type" = 'detail_click' and "provider_analytics"."detail" in ('website','phone','email')));