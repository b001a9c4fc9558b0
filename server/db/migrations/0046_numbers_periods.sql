CREATE TABLE "numbers_periods" (
	"site_id" integer NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"lander" text DEFAULT '' NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"sub1" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"signups" integer DEFAULT 0 NOT NULL,
	"activations" integer DEFAULT 0 NOT NULL,
	"first_purchases" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"revenue" jsonb,
	"waits" integer[],
	CONSTRAINT "numbers_periods_pk" PRIMARY KEY("site_id","grain","day","lander","network","ref","sub1")
);
--> statement-breakpoint
ALTER TABLE "numbers_periods" ADD CONSTRAINT "numbers_periods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 053: the dashboard's months, quarters and years per campaign, and its day totals per site,
-- as rows with every figure as a column, built once here from the day rows and the visit counters as
-- numbers/rollup.ts rollUpGrains keeps them; the rows per metric they replace are deleted below.
INSERT INTO "numbers_periods" ("site_id", "grain", "day", "lander", "network", "ref", "sub1", "visits", "bounces", "signups", "activations", "first_purchases", "messages", "revenue", "waits")
SELECT site_id, 'month', period, lander, network, ref, sub1, sum(visits)::int, sum(bounces)::int, sum(signups)::int,
  sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
  jsonb_object_agg(currency, amount) FILTER (WHERE currency IS NOT NULL),
  string_to_array(string_agg(waits, ','), ',')::int[]
FROM (
  SELECT site_id, date_trunc('month', day)::date AS period, lander, network, ref, sub1, 0 AS visits,
    coalesce(sum(count) FILTER (WHERE metric = 'bounce'), 0) AS bounces,
    coalesce(sum(count) FILTER (WHERE metric = 'signup'), 0) AS signups,
    coalesce(sum(count) FILTER (WHERE metric = 'activation'), 0) AS activations,
    coalesce(sum(count) FILTER (WHERE metric = 'first_purchase'), 0) AS first_purchases,
    coalesce(sum(count) FILTER (WHERE metric = 'message'), 0) AS messages,
    CASE WHEN metric = 'purchase' THEN currency END AS currency,
    sum(amount) FILTER (WHERE metric = 'purchase') AS amount,
    string_agg(array_to_string(waits, ','), ',') AS waits
  FROM "numbers_daily"
  WHERE metric IN ('signup', 'activation', 'first_purchase', 'purchase', 'message', 'bounce')
  GROUP BY site_id, 2, lander, network, ref, sub1, CASE WHEN metric = 'purchase' THEN currency END
  UNION ALL
  SELECT site_id, date_trunc('month', day)::date, lander, network, ref, sub1, sum(visits), 0, 0, 0, 0, 0, NULL, NULL, NULL
  FROM "numbers_visits"
  GROUP BY site_id, 2, lander, network, ref, sub1
) x
GROUP BY site_id, period, lander, network, ref, sub1;
--> statement-breakpoint
INSERT INTO "numbers_periods" ("site_id", "grain", "day", "lander", "network", "ref", "sub1", "visits", "bounces", "signups", "activations", "first_purchases", "messages", "revenue", "waits")
SELECT site_id, 'quarter', date_trunc('quarter', day)::date, lander, network, ref, sub1, sum(visits)::int, sum(bounces)::int,
  sum(signups)::int, sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
  (SELECT jsonb_object_agg(key, total) FROM (SELECT key, sum(value::bigint) AS total
    FROM jsonb_array_elements(jsonb_agg(p.revenue) FILTER (WHERE p.revenue IS NOT NULL)) e(money),
      jsonb_each_text(e.money) GROUP BY key) s),
  string_to_array(string_agg(array_to_string(waits, ','), ','), ',')::int[]
FROM "numbers_periods" p
WHERE grain = 'month'
GROUP BY site_id, 3, lander, network, ref, sub1;
--> statement-breakpoint
INSERT INTO "numbers_periods" ("site_id", "grain", "day", "lander", "network", "ref", "sub1", "visits", "bounces", "signups", "activations", "first_purchases", "messages", "revenue", "waits")
SELECT site_id, 'year', date_trunc('year', day)::date, lander, network, ref, sub1, sum(visits)::int, sum(bounces)::int,
  sum(signups)::int, sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
  (SELECT jsonb_object_agg(key, total) FROM (SELECT key, sum(value::bigint) AS total
    FROM jsonb_array_elements(jsonb_agg(p.revenue) FILTER (WHERE p.revenue IS NOT NULL)) e(money),
      jsonb_each_text(e.money) GROUP BY key) s),
  string_to_array(string_agg(array_to_string(waits, ','), ','), ',')::int[]
FROM "numbers_periods" p
WHERE grain = 'quarter'
GROUP BY site_id, 3, lander, network, ref, sub1;
--> statement-breakpoint
INSERT INTO "numbers_periods" ("site_id", "grain", "day", "lander", "network", "ref", "sub1", "visits", "bounces", "signups", "activations", "first_purchases", "messages", "revenue", "waits")
SELECT site_id, 'total', day, '', '', '', '', sum(visits)::int, sum(bounces)::int, sum(signups)::int,
  sum(activations)::int, sum(first_purchases)::int, sum(messages)::int,
  jsonb_object_agg(currency, amount) FILTER (WHERE currency IS NOT NULL), NULL
FROM (
  SELECT site_id, day, 0 AS visits,
    coalesce(sum(count) FILTER (WHERE metric = 'bounce'), 0) AS bounces,
    coalesce(sum(count) FILTER (WHERE metric = 'signup'), 0) AS signups,
    coalesce(sum(count) FILTER (WHERE metric = 'activation'), 0) AS activations,
    coalesce(sum(count) FILTER (WHERE metric = 'first_purchase'), 0) AS first_purchases,
    coalesce(sum(count) FILTER (WHERE metric = 'message'), 0) AS messages,
    CASE WHEN metric = 'purchase' THEN currency END AS currency,
    sum(amount) FILTER (WHERE metric = 'purchase') AS amount
  FROM "numbers_daily"
  WHERE metric IN ('signup', 'activation', 'first_purchase', 'purchase', 'message', 'bounce')
  GROUP BY site_id, day, CASE WHEN metric = 'purchase' THEN currency END
  UNION ALL
  SELECT site_id, day, sum(visits), 0, 0, 0, 0, 0, NULL, NULL
  FROM "numbers_visits"
  GROUP BY site_id, day
) x
GROUP BY site_id, day;
--> statement-breakpoint
DELETE FROM "numbers_daily" WHERE metric LIKE '%@month' OR metric LIKE '%@quarter' OR metric LIKE '%@year' OR metric LIKE '%@day';
