ALTER TABLE "sites" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_bundles" ADD COLUMN "bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "site_ids" integer[];--> statement-breakpoint
ALTER TABLE "credit_bundles" ADD CONSTRAINT "credit_bundles_bonus_not_negative" CHECK ("credit_bundles"."bonus" >= 0);