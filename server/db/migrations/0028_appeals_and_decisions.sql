CREATE TABLE "moderation_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ground_kind" text NOT NULL,
	"ground" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"report_id" integer,
	"automated" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"decision_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "member_reports" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_decisions_member" ON "moderation_decisions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_created" ON "moderation_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_open_member" ON "moderation_decisions" USING btree ("member_id") WHERE "moderation_decisions"."reversed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_one_per_decision" ON "appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "appeals_open" ON "appeals" USING btree ("id") WHERE "appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "appeals_member" ON "appeals" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;