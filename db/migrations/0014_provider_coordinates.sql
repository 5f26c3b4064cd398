ALTER TABLE "providers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "geocoded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "coordinates_source" text;--> statement-breakpoint
CREATE INDEX "providers_geo_idx" ON "providers" USING btree ("latitude","longitude") WHERE "providers"."status" = 'approved' and "providers"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_coordinates_chk" CHECK (("providers"."latitude" is null) = ("providers"."longitude" is null));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_latitude_chk" CHECK ("providers"."latitude" between -90 and 90);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_longitude_chk" CHECK ("providers"."longitude" between -180 and 180);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_coordinates_source_chk" CHECK ("providers"."coordinates_source" in ('dataset','admin','geocoder'));