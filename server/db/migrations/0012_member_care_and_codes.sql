ALTER TABLE "invites" ADD COLUMN "batch" text;--> statement-breakpoint
ALTER TABLE "saved_methods" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "saved_methods" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "members_email_lower" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_name_prefix" ON "profiles" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invites_site_created" ON "invites" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_batch" ON "invites" USING btree ("batch") WHERE "invites"."batch" is not null;--> statement-breakpoint
CREATE INDEX "saved_methods_iban" ON "saved_methods" USING btree ("iban") WHERE "saved_methods"."iban" is not null;