CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_search" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"visible" boolean NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country" text NOT NULL,
	"region_code" text,
	"lat" double precision,
	"lon" double precision,
	"has_photo" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_members_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_members_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_search" ADD CONSTRAINT "member_search_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_pair" ON "blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "blocks_blocked" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "member_search_recent" ON "member_search" USING btree ("site_id","last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";--> statement-breakpoint
CREATE INDEX "member_search_gender_recent" ON "member_search" USING btree ("site_id","gender","last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";--> statement-breakpoint
CREATE INDEX "member_search_region_recent" ON "member_search" USING btree ("site_id","country","region_code","last_active_at" DESC NULLS LAST,"member_id" DESC NULLS LAST) WHERE "member_search"."visible";--> statement-breakpoint
-- Backfill the search index for members that existed before it.
INSERT INTO "member_search" ("member_id", "site_id", "visible", "gender", "date_of_birth", "country", "region_code", "lat", "lon", "has_photo", "last_active_at")
SELECT m."id", m."site_id", (m."status" = 'active' AND p."status" = 'active' AND NOT m."invisible"), p."gender", p."date_of_birth", p."country", p."region_code", p."lat", p."lon",
       EXISTS (SELECT 1 FROM "photos" ph WHERE ph."id" = p."main_photo_id" AND ph."status" = 'active'), m."last_active_at"
FROM "members" m JOIN "profiles" p ON p."member_id" = m."id"
ON CONFLICT ("member_id") DO NOTHING;
