-- Issue 17 item 1 (ADR 0026). A marina's IANA time zone: tour schedules and reports are in
-- marina local time. Existing marinas get 'UTC' (no guess at where they are; the backend list
-- shows it for an administrator to set); a create that names none gets it too.
ALTER TABLE "marinas" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;
