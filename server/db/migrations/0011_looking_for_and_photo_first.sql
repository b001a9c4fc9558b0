DROP INDEX "member_search_recent";--> statement-breakpoint
DROP INDEX "member_search_gender_recent";--> statement-breakpoint
DROP INDEX "member_search_region_recent";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "looking_for" text;--> statement-breakpoint
CREATE INDEX "member_search_photo_recent" ON "member_search" USING btree ("site_id","has_photo" DESC NULLS LAST,"last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";--> statement-breakpoint
CREATE INDEX "member_search_gender_photo_recent" ON "member_search" USING btree ("site_id","gender","has_photo" DESC NULLS LAST,"last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";--> statement-breakpoint
CREATE INDEX "member_search_region_photo_recent" ON "member_search" USING btree ("site_id","country","region_code","has_photo" DESC NULLS LAST,"last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";