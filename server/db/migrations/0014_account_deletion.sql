ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deletion_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "retention" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "members_deleted_pending" ON "members" USING btree ("deleted_at") WHERE "members"."status" = 'deleted' and "members"."purged_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_retention_member" ON "discount_codes" USING btree ("user_id") WHERE "discount_codes"."retention";