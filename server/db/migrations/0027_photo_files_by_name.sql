CREATE INDEX "photos_filename" ON "photos" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "photos_thumb_filename" ON "photos" USING btree ("thumb_filename");