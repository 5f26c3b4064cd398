CREATE TABLE "provider_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"requested_by" uuid,
	"changes" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_change_requests_status_chk" CHECK ("provider_change_requests"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "club_admission" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "club_fee_min_cents" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "club_fee_max_cents" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "club_licence" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "minimum_age" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "club_facts_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_change_requests" ADD CONSTRAINT "provider_change_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_change_requests" ADD CONSTRAINT "provider_change_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_change_requests" ADD CONSTRAINT "provider_change_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_change_requests_one_pending_idx" ON "provider_change_requests" USING btree ("provider_id") WHERE "provider_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_change_requests_status_created_idx" ON "provider_change_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_club_admission_idx" ON "providers" USING btree ("club_admission") WHERE "providers"."status" = 'approved' and "providers"."club_admission" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_club_admission_chk" CHECK ("providers"."club_admission" is null or "providers"."club_admission" in ('open','waitlist','closed'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_club_licence_chk" CHECK ("providers"."club_licence" is null or "providers"."club_licence" in ('granted','applied'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_club_fee_chk" CHECK (("providers"."club_fee_min_cents" is null or "providers"."club_fee_min_cents" between 0 and 10000000) and ("providers"."club_fee_max_cents" is null or "providers"."club_fee_max_cents" between 0 and 10000000) and ("providers"."club_fee_min_cents" is null or "providers"."club_fee_max_cents" is null or "providers"."club_fee_min_cents" <= "providers"."club_fee_max_cents"));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_minimum_age_chk" CHECK ("providers"."minimum_age" is null or "providers"."minimum_age" between 18 and 99);