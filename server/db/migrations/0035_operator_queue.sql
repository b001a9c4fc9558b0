CREATE TABLE "operator_queue" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"persona_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"waiting_since" timestamp with time zone,
	"claimed_by" integer,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_persona_id_members_id_fk" FOREIGN KEY ("persona_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_queue" ADD CONSTRAINT "operator_queue_claimed_by_staff_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_queue_waiting" ON "operator_queue" USING btree ("waiting_since","conversation_id") WHERE "operator_queue"."waiting_since" is not null;--> statement-breakpoint
CREATE INDEX "operator_queue_member" ON "operator_queue" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "operator_queue_claimed" ON "operator_queue" USING btree ("claimed_by") WHERE "operator_queue"."claimed_by" is not null;