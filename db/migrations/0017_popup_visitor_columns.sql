ALTER TABLE "global_popup_interactions" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "global_popup_interactions" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "global_popup_interactions" DROP COLUMN "session_id";