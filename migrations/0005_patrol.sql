ALTER TABLE "locations" ADD COLUMN "ref_latitude" numeric(10, 8);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ref_longitude" numeric(11, 8);--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ref_source" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ref_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_ref_source_check" CHECK ("locations"."ref_source" in ('admin', 'check-ins'));--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "gps_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "gps_distance_m" integer;
