CREATE INDEX "members_signup_date" ON "members" USING btree ("signup_date");--> statement-breakpoint
CREATE INDEX "messages_created" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid';