-- from trash: 0015_trash_and_audit_labels
CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid NOT NULL,
	"label" text NOT NULL,
	"deleted_by" uuid,
	"deleted_by_name" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "trash_kind_chk" CHECK ("trash"."kind" in ('provider','review','banner','campaign','coupon','merchant','contest','popup'))
);
--> statement-breakpoint
CREATE TABLE "trash_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trash_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"table_name" text NOT NULL,
	"role" text DEFAULT 'row' NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "trash_rows_role_chk" CHECK ("trash_rows"."role" in ('row','ref'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_rows" ADD CONSTRAINT "trash_rows_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_kind_object_idx" ON "trash" USING btree ("kind","object_id");--> statement-breakpoint
CREATE INDEX "trash_files_gin_idx" ON "trash" USING gin ("files");--> statement-breakpoint
CREATE INDEX "trash_rows_trash_seq_idx" ON "trash_rows" USING btree ("trash_id","seq");--> statement-breakpoint
CREATE INDEX "trash_rows_table_idx" ON "trash_rows" USING btree ("table_name");
--> statement-breakpoint
-- from privacyops: 0015_visitor_privacy
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
--> statement-breakpoint
-- from privacyops: 0016_popup_visitor_columns
ALTER TABLE "global_popup_interactions" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "global_popup_interactions" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "global_popup_interactions" DROP COLUMN "session_id";
