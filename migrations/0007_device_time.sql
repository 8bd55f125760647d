-- Offline-first writes (ADR 0021): every create a phone may queue keeps the device time it was
-- made at (null when the device sent none) and the time the server received it.
ALTER TABLE "activities" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "meter_readings" SET "received_at" = "created_at";--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "issues" SET "received_at" = "created_at";--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "occupancy_checklists" SET "received_at" = "created_at";--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "occupancy_checks" SET "received_at" = "checked_at";--> statement-breakpoint
ALTER TABLE "shift_answers" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_answers" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "shift_answers" SET "received_at" = "answered_at";
