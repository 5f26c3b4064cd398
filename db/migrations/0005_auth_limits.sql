ALTER TABLE "login_logs" DROP CONSTRAINT "login_logs_method_chk";--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "view_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_link_analytics" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "custom_link_analytics" ADD COLUMN "click_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- One review per member and provider (issue #7 and #8): before the unique index, hn_dedupe_reviews()
-- keeps the newest review of each (provider, member) pair, removes helpful votes of authors on their
-- own reviews, and recomputes what follows from reviews and votes: helpful counts, provider ratings
-- and review counts (published reviews, as recalculateProviderRating), profiles.helpful_votes and the
-- stored activity figures (points as ACTIVITY_POINTS in app/features/profiles/activity.ts).
-- It is kept as a function so that tests can run it on duplicates.
CREATE OR REPLACE FUNCTION public.hn_dedupe_reviews() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  WITH ranked AS (
    SELECT id, row_number() OVER (PARTITION BY provider_id, user_id ORDER BY created_at DESC, updated_at DESC, id DESC) AS n
    FROM reviews
    WHERE user_id IS NOT NULL
  ), gone AS (
    DELETE FROM reviews r USING ranked WHERE r.id = ranked.id AND ranked.n > 1 RETURNING r.id
  )
  SELECT count(*)::int INTO removed FROM gone;

  DELETE FROM review_helpful_votes v USING reviews r WHERE v.review_id = r.id AND v.user_id = r.user_id;

  UPDATE reviews r SET helpful_count = c.n
  FROM (SELECT r2.id, (SELECT count(*)::int FROM review_helpful_votes v WHERE v.review_id = r2.id) AS n FROM reviews r2) c
  WHERE c.id = r.id AND r.helpful_count <> c.n;

  UPDATE providers p SET
    average_rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM reviews WHERE provider_id = p.id AND status = 'published'), 0),
    review_count = (SELECT count(*)::int FROM reviews WHERE provider_id = p.id AND status = 'published');

  UPDATE profiles pr SET helpful_votes = (
    SELECT count(*)::int FROM review_helpful_votes v JOIN reviews r ON r.id = v.review_id
    WHERE r.user_id = pr.id AND r.status = 'published');

  UPDATE user_activities ua SET
    reviews_written = c.reviews,
    helpful_votes_received = c.helpful,
    total_activity_score = ua.entries_created * 5 + c.reviews * 2 + ua.articles_published * 3 + c.helpful,
    updated_at = now()
  FROM (
    SELECT u.user_id,
      (SELECT count(*)::int FROM reviews r WHERE r.user_id = u.user_id AND r.status = 'published') AS reviews,
      (SELECT count(*)::int FROM review_helpful_votes v JOIN reviews r ON r.id = v.review_id
        WHERE r.user_id = u.user_id AND r.status = 'published') AS helpful
    FROM user_activities u
  ) c
  WHERE c.user_id = ua.user_id AND (ua.reviews_written <> c.reviews OR ua.helpful_votes_received <> c.helpful);

  RETURN removed;
END;
$$;--> statement-breakpoint
SELECT public.hn_dedupe_reviews();--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_provider_user_uidx" ON "reviews" USING btree ("provider_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_profile_visitor_day_uidx" ON "profile_views" USING btree ("profile_user_id","visitor_key","view_date");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_link_analytics_link_visitor_day_uidx" ON "custom_link_analytics" USING btree ("profile_id","link_index","visitor_key","click_date");--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_method_chk" CHECK ("login_logs"."login_method" in ('password','magic_link','oauth','email_verification'));--> statement-breakpoint
-- Views and clicks recorded before this migration keep their day.
UPDATE "profile_views" SET "view_date" = "created_at"::date;--> statement-breakpoint
UPDATE "custom_link_analytics" SET "click_date" = "created_at"::date;
