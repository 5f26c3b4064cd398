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