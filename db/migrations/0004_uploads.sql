CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"owner_id" uuid,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referenced_at" timestamp with time zone,
	CONSTRAINT "uploads_bucket_chk" CHECK ("uploads"."bucket" in ('provider-images','review-images','avatars','blog-images','contest-images','ad-banners','site-assets')),
	CONSTRAINT "uploads_key_chk" CHECK ("uploads"."key" like "uploads"."bucket" || '/%'),
	CONSTRAINT "uploads_bytes_chk" CHECK ("uploads"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_unreferenced_created_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."referenced_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_referenced_idx" ON "uploads" USING btree ("referenced_at");--> statement-breakpoint
CREATE INDEX "login_logs_created_idx" ON "login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_views_identifying_created_idx" ON "profile_views" USING btree ("created_at") WHERE "profile_views"."ip_address" is not null or "profile_views"."user_agent" is not null;--> statement-breakpoint
CREATE INDEX "custom_link_analytics_identifying_created_idx" ON "custom_link_analytics" USING btree ("created_at") WHERE "custom_link_analytics"."ip_address" is not null or "custom_link_analytics"."user_agent" is not null;