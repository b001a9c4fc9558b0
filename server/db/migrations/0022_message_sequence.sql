ALTER TABLE "conversations" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" integer;--> statement-breakpoint
-- Existing delivered messages are numbered in id order (decision 036); held ones get theirs at delivery.
UPDATE "messages" m SET "seq" = n."seq" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "conversation_id" ORDER BY "id") AS "seq"
  FROM "messages" WHERE "delivered_at" IS NOT NULL) n
WHERE m."id" = n."id";--> statement-breakpoint
UPDATE "conversations" c SET "last_seq" = s."last_seq" FROM (
  SELECT "conversation_id", max("seq") AS "last_seq" FROM "messages" WHERE "seq" IS NOT NULL GROUP BY "conversation_id") s
WHERE c."id" = s."conversation_id";--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq" ON "messages" USING btree ("conversation_id","seq");
