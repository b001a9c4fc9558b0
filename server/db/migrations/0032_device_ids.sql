CREATE TABLE "member_device_ids" (
	"member_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_device_ids_member_id_device_hash_pk" PRIMARY KEY("member_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "member_device_ids" ADD CONSTRAINT "member_device_ids_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_device_ids_hash" ON "member_device_ids" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "member_device_ids_last_seen" ON "member_device_ids" USING btree ("last_seen_at");