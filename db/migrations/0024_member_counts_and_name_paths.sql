DROP INDEX "providers_user_idx";--> statement-breakpoint
DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE INDEX "profiles_username_path_key_idx" ON "profiles" USING btree (btrim(regexp_replace(lower("username"), '[^a-z0-9]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "profiles_username_norm_key_idx" ON "profiles" USING btree (btrim(regexp_replace(public.hn_normalize("username"), '[^a-z0-9]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "providers_user_status_anon_idx" ON "providers" USING btree ("user_id","status","is_anonymous");--> statement-breakpoint
CREATE INDEX "reviews_user_status_anon_idx" ON "reviews" USING btree ("user_id","status","is_anonymous");