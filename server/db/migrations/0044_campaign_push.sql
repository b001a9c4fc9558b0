ALTER TABLE "campaign_deliveries" ADD COLUMN "push_outcome" text;--> statement-breakpoint
ALTER TABLE "campaign_deliveries" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "push" jsonb;