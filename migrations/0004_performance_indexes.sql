-- Meter reads page through (created_at, id): with id in the key, a month of readings and each
-- meter's previous reading are read in index order with no sort (ADR 0018).
DROP INDEX IF EXISTS "meter_readings_marina_time_idx";--> statement-breakpoint
CREATE INDEX "meter_readings_marina_time_idx" ON "meter_readings" USING btree ("marina_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX IF EXISTS "meter_readings_location_idx";--> statement-breakpoint
CREATE INDEX "meter_readings_location_idx" ON "meter_readings" USING btree ("location_id","meter_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
