-- Issue 15 item 6 (ADR 0023). The per-client photo quota sums meter_images.byte_size of one
-- client on every upload and registration: from this index alone. The orphan sweep deletes
-- meter_images rows that no reading names: the anti-join, and the ON DELETE SET NULL of
-- meter_readings.meter_image_id, find the readings of a photo by this index.
CREATE INDEX IF NOT EXISTS "meter_images_client_size_idx" ON "meter_images" USING btree ("client_id","byte_size");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meter_readings_meter_image_idx" ON "meter_readings" USING btree ("meter_image_id");
