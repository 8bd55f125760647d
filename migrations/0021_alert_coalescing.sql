-- Issue 30 item 7 (decision 0052): one guard could flood the admins.
-- Alerts about one subject (a tour) for one user within 10 minutes become one notification that
-- counts them: notifications.group_key names the subject, alert_count how many it holds.
-- notification_alerts keeps every alert's dedupe key per user (the key of a notification that
-- gathers several is only its first), so an alert raised twice is still counted once.
-- run_start_slots: one row per run a user started (POST /api/tours/{guid}/runs), counted in a
-- window under an advisory lock per user, as the sign-in limit counts login_failures.
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","group_key","created_at") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE TABLE "notification_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_alerts_user_dedupe_unique" UNIQUE("user_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "notification_alerts" ADD CONSTRAINT "notification_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_alerts" ADD CONSTRAINT "notification_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_alerts" ADD CONSTRAINT "notification_alerts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_alerts_notification_idx" ON "notification_alerts" USING btree ("notification_id");--> statement-breakpoint
INSERT INTO "notification_alerts" ("client_id", "user_id", "notification_id", "dedupe_key", "created_at")
	SELECT "client_id", "user_id", "id", "dedupe_key", "created_at" FROM "notifications";--> statement-breakpoint
CREATE TABLE "run_start_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"run_guid" uuid NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_start_slots" ADD CONSTRAINT "run_start_slots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_start_slots" ADD CONSTRAINT "run_start_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_start_slots_user_idx" ON "run_start_slots" USING btree ("user_id","taken_at");--> statement-breakpoint
ALTER TABLE "notification_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "notification_alerts" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "run_start_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "run_start_slots" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
