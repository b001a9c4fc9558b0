ALTER TABLE "photos" ADD COLUMN "screen_score" real;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "screen_classes" jsonb;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "automated_detection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "photos_inspection_by_score" ON "photos" USING btree ((-coalesce("screen_score", -1)),"id") WHERE status = 'inspection';