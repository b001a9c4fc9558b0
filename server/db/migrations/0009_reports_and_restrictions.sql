CREATE TABLE "search_holds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"conversation_id" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "restriction_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_before_restriction" text;--> statement-breakpoint
ALTER TABLE "search_holds" ADD CONSTRAINT "search_holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_id_members_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_reports_one_open" ON "member_reports" USING btree ("reporter_id","reported_id") WHERE "member_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "member_reports_open" ON "member_reports" USING btree ("id") WHERE "member_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "member_reports_open_site" ON "member_reports" USING btree ("site_id","id") WHERE "member_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "member_reports_reported" ON "member_reports" USING btree ("reported_id","created_at");--> statement-breakpoint
CREATE INDEX "members_suspended_until" ON "members" USING btree ("suspended_until") WHERE "members"."status" = 'suspended';