CREATE TABLE "numbers_daily" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"lander" text DEFAULT '' NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"sub1" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"bundle" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"waits" integer[],
	"payers" integer[],
	CONSTRAINT "numbers_daily_pk" PRIMARY KEY("site_id","metric","day","lander","network","ref","sub1","country","method","bundle","currency")
);
--> statement-breakpoint
CREATE TABLE "numbers_visits" (
	"site_id" integer NOT NULL,
	"day" date NOT NULL,
	"lander" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"sub1" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "numbers_visits_pk" PRIMARY KEY("site_id","day","lander","network","ref","sub1")
);
--> statement-breakpoint
ALTER TABLE "numbers_daily" ADD CONSTRAINT "numbers_daily_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbers_visits" ADD CONSTRAINT "numbers_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "numbers_daily_day" ON "numbers_daily" USING btree ("day");