CREATE TABLE "personas" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"brief" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personas" ADD CONSTRAINT "personas_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personas_site_state" ON "personas" USING btree ("site_id","state","member_id");--> statement-breakpoint
CREATE INDEX "personas_retired" ON "personas" USING btree ("member_id") WHERE "personas"."state" = 'retired';--> statement-breakpoint

-- Profiles' rule of whom a member may contact (0026), with one refusal more (decision 048): a
-- persona the site has retired is no longer active, refused as a suspended or deleted account is
-- (403 account_inactive), so nobody pays for a message that no operator will ever read. Reads the
-- personas module's table (declared in scripts/check-owners.mjs READ_MODELS), through its partial
-- index of retired personas: one index probe per send.
CREATE OR REPLACE FUNCTION contact_refusal(p_site integer, p_viewer integer, p_target integer, p_blocked_message text)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  target record;
BEGIN
  SELECT m.site_id, m.status, m.invisible, p.status AS profile_status,
    EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p_viewer AND b.blocked_id = m.id) AS i_blocked,
    EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = m.id AND b.blocked_id = p_viewer) AS blocked_me,
    (m.fictional AND EXISTS (SELECT 1 FROM personas ps WHERE ps.member_id = m.id AND ps.state = 'retired')) AS retired
  INTO target FROM members m JOIN profiles p ON p.member_id = m.id WHERE m.id = p_target;
  IF NOT FOUND OR target.site_id <> p_site THEN
    RETURN json_build_object('status', 404, 'code', 'not_found', 'message', 'profile.notFound');
  END IF;
  IF target.i_blocked THEN
    RETURN json_build_object('status', 403, 'code', 'blocked', 'message', p_blocked_message);
  END IF;
  IF target.blocked_me THEN
    RETURN json_build_object('status', 404, 'code', 'not_found', 'message', 'profile.notFound');
  END IF;
  IF target.status IN ('suspended', 'banned', 'deleted') OR target.retired THEN
    RETURN json_build_object('status', 403, 'code', 'account_inactive', 'message', 'contact.inactive');
  END IF;
  IF target.status <> 'active' OR target.profile_status <> 'active' THEN
    RETURN json_build_object('status', 404, 'code', 'not_found', 'message', 'profile.notFound');
  END IF;
  IF target.invisible AND p_viewer <> p_target
    AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p_target AND l.liked_id = p_viewer)
    AND NOT EXISTS (SELECT 1 FROM conversations c
      WHERE c.member_low = least(p_viewer, p_target) AND c.member_high = greatest(p_viewer, p_target)) THEN
    RETURN json_build_object('status', 404, 'code', 'not_found', 'message', 'profile.notFound');
  END IF;
  RETURN NULL;
END
$$;
