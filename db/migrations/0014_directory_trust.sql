CREATE TABLE "provider_info_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_info_reports_reason_chk" CHECK ("provider_info_reports"."reason" in ('hours','address','contact','offer','closed','other')),
	CONSTRAINT "provider_info_reports_status_chk" CHECK ("provider_info_reports"."status" in ('open','done','dismissed')),
	CONSTRAINT "provider_info_reports_note_len_chk" CHECK ("provider_info_reports"."note" is null or char_length("provider_info_reports"."note") <= 1000),
	CONSTRAINT "provider_info_reports_decided_chk" CHECK (("provider_info_reports"."status" = 'open') = ("provider_info_reports"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_claims_status_chk" CHECK ("provider_claims"."status" in ('pending','approved','rejected','revoked')),
	CONSTRAINT "provider_claims_note_len_chk" CHECK (char_length("provider_claims"."note") between 1 and 1000),
	CONSTRAINT "provider_claims_contact_len_chk" CHECK (char_length("provider_claims"."contact") between 1 and 200),
	CONSTRAINT "provider_claims_admin_note_len_chk" CHECK ("provider_claims"."admin_note" is null or char_length("provider_claims"."admin_note") <= 500),
	CONSTRAINT "provider_claims_decided_chk" CHECK (("provider_claims"."status" = 'pending') = ("provider_claims"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_content_len_chk" CHECK (char_length("review_replies"."content") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "geocoded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "coordinates_source" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "data_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rank_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_info_reports" ADD CONSTRAINT "provider_info_reports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_info_reports" ADD CONSTRAINT "provider_info_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_info_reports" ADD CONSTRAINT "provider_info_reports_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_info_reports_open_uidx" ON "provider_info_reports" USING btree ("reporter_id","provider_id") WHERE "provider_info_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "provider_info_reports_status_created_idx" ON "provider_info_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_info_reports_provider_idx" ON "provider_info_reports" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_claims_open_uidx" ON "provider_claims" USING btree ("provider_id","user_id") WHERE "provider_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_claims_status_created_idx" ON "provider_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_claims_user_idx" ON "provider_claims" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "provider_claims_provider_idx" ON "provider_claims" USING btree ("provider_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_review_uidx" ON "review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_replies_provider_idx" ON "review_replies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "review_replies_user_idx" ON "review_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_approved_rank_idx" ON "providers" USING btree ("rank_score" DESC NULLS LAST,"name","id") WHERE "providers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_geo_idx" ON "providers" USING btree ("latitude","longitude") WHERE "providers"."status" = 'approved' and "providers"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_coordinates_chk" CHECK (("providers"."latitude" is null) = ("providers"."longitude" is null));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_latitude_chk" CHECK ("providers"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_longitude_chk" CHECK ("providers"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_coordinates_source_chk" CHECK ("providers"."coordinates_source" in ('dataset','admin','geocoder'));--> statement-breakpoint
-- hand-written (keep when regenerating)
-- Existing entries: the last change of their data is their last update (or creation). The rank
-- score is filled by the daily 'provider-ranking' job (first run shortly after the start) and by
-- the seed; until then the directory orders by name (every score 0).
UPDATE "providers" SET "data_updated_at" = coalesce("updated_at", "created_at");
