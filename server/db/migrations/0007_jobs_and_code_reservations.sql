CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_seconds" integer,
	"run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
-- Until now a row was written only when its order was paid: every existing row is a redemption.
UPDATE "discount_redemptions" SET "redeemed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at");--> statement-breakpoint
CREATE INDEX "account_tokens_expires" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "discount_redemptions_payment" ON "discount_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "page_bounces_time" ON "page_bounces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('open', 'pending');--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");