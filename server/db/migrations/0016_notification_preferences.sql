CREATE TABLE "notification_preferences" (
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_member_id_category_channel_pk" PRIMARY KEY("member_id","category","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications_disabled" (
	"member_id" integer NOT NULL,
	"reason" text NOT NULL,
	"email" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_disabled_member_id_reason_category_pk" PRIMARY KEY("member_id","reason","category")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_disabled" ADD CONSTRAINT "notifications_disabled_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;