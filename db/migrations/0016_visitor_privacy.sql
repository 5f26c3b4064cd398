DROP INDEX "profile_views_identifying_created_idx";--> statement-breakpoint
DROP INDEX "custom_link_analytics_identifying_created_idx";--> statement-breakpoint
ALTER TABLE "global_popup_interactions" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "contest_audit_log" ADD COLUMN "actor_user_id" uuid;--> statement-breakpoint
ALTER TABLE "contest_audit_log" ADD CONSTRAINT "contest_audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "profile_views" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "custom_link_analytics" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "custom_link_analytics" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "provider_analytics" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "ads_analytics" DROP COLUMN "session_id";--> statement-breakpoint
ALTER TABLE "ads_analytics" DROP COLUMN "page_url";--> statement-breakpoint
ALTER TABLE "ads_analytics" DROP COLUMN "referrer";--> statement-breakpoint
ALTER TABLE "ads_analytics" DROP COLUMN "user_agent";--> statement-breakpoint
-- Hand-written (issue #28): popup views keep counting once per former browser session; the raw
-- session id is replaced by its hash before the column is dropped (migration 0016).
UPDATE "global_popup_interactions" SET "visitor_key" = 's:' || md5("session_id") WHERE "session_id" IS NOT NULL;--> statement-breakpoint
-- Who acted in the contest audit log, where it is known: the participant of 'participant_added'
-- rows and the creator of 'created' rows (so that deleting the account can name them 'Gelöschtes Mitglied').
UPDATE "contest_audit_log" l SET "actor_user_id" = u."id"
  FROM "user" u
  WHERE l."action_type" = 'participant_added' AND l."participant_data" ->> 'user_id' = u."id"::text;--> statement-breakpoint
UPDATE "contest_audit_log" l SET "actor_user_id" = c."created_by"
  FROM "contests" c
  WHERE l."action_type" = 'created' AND l."contest_id" = c."id" AND c."created_by" IS NOT NULL AND l."actor_user_id" IS NULL;
