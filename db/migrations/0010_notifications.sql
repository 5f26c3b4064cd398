ALTER TABLE "blog_articles" ADD COLUMN "followers_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "blog_articles_followers_pending_idx" ON "blog_articles" USING btree ("publish_date") WHERE "blog_articles"."followers_notified_at" is null and "blog_articles"."status" in ('published','scheduled');--> statement-breakpoint
-- Articles already live before this migration were announced (or never will be): mark them told.
UPDATE "blog_articles" SET "followers_notified_at" = coalesce("publish_date", "created_at")
  WHERE "status" in ('published','scheduled') AND coalesce("publish_date", "created_at") <= now();
