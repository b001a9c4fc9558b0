CREATE TABLE "numbers_payers" (
	"site_id" integer NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"since" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "numbers_payers_pk" PRIMARY KEY("site_id","grain","day","currency","since")
);
--> statement-breakpoint
ALTER TABLE "numbers_payers" ADD CONSTRAINT "numbers_payers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbers_daily" DROP COLUMN "payers";