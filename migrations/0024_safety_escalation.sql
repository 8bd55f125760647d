-- Escalation of safety alerts (issue 33, decision 0059): how far up its marina's ladder an alert
-- has climbed (tier: how many tiers were told) and when its next step is due. The job claims due
-- alerts with FOR UPDATE SKIP LOCKED, so each step runs once with two instances and after a
-- restart; an answered alert has no next step. An alert still open from before this migration is
-- due at once. Each event may name the tier it told and how many people were told.
ALTER TABLE "safety_alerts" ADD COLUMN "tier" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD COLUMN "next_step_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "safety_alerts" SET "next_step_at" = NULL WHERE "state" NOT IN ('raised', 'notifying');--> statement-breakpoint
CREATE INDEX "safety_alerts_next_step_idx" ON "safety_alerts" USING btree ("next_step_at") WHERE "next_step_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_alert_events" ADD COLUMN "tier" text;--> statement-breakpoint
ALTER TABLE "safety_alert_events" ADD COLUMN "recipients" integer;
