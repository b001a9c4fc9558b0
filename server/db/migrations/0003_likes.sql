CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"source" text NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_finder_preferences" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"age" text NOT NULL,
	"appearance" text NOT NULL,
	"race" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_bounces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_bounces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"member_id" integer,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"member_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_members_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_members_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_finder_preferences" ADD CONSTRAINT "match_finder_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_bounces" ADD CONSTRAINT "page_bounces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_bounces" ADD CONSTRAINT "page_bounces_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_target_id_members_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_pair" ON "likes" USING btree ("liker_id","liked_id");--> statement-breakpoint
CREATE INDEX "likes_received" ON "likes" USING btree ("liked_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_given" ON "likes" USING btree ("liker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "page_bounces_site_time" ON "page_bounces" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swipes_pair" ON "swipes" USING btree ("member_id","target_id");--> statement-breakpoint
CREATE INDEX "swipes_member_likes" ON "swipes" USING btree ("member_id","created_at" DESC NULLS LAST) WHERE "swipes"."decision" = 'like';