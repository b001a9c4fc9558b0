ALTER TABLE "photos" ADD COLUMN "auto_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reject_note" text;--> statement-breakpoint
CREATE INDEX "photos_inspection_queue" ON "photos" USING btree ("created_at","id") WHERE status = 'inspection';--> statement-breakpoint
CREATE INDEX "photos_auto_approved" ON "photos" USING btree ("created_at","id") WHERE auto_approved and reviewed_at is null and status = 'active';--> statement-breakpoint
CREATE INDEX "photos_rejected" ON "photos" USING btree ("reviewed_at") WHERE status = 'rejected';