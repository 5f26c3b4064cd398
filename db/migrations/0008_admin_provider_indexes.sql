CREATE INDEX "providers_admin_queue_idx" ON "providers" USING btree (("status" <> 'pending'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "providers_created_id_idx" ON "providers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_name_id_idx" ON "providers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "providers_city_id_idx" ON "providers" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "providers_category_id_idx" ON "providers" USING btree ("category","id");