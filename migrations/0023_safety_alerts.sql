-- Safety alerts (issue 33, decision 0059): an SOS or a missed safety check, with who raised it,
-- where (GPS and the last check-in), and who acknowledged and resolved it. Every change is also
-- an append-only event: the alert's timeline. Row-level security like every client table.
CREATE TABLE "safety_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'raised' NOT NULL,
	"raised_by_user_id" integer,
	"raised_by_name" text NOT NULL,
	"gps_latitude" numeric(10, 8),
	"gps_longitude" numeric(11, 8),
	"gps_accuracy" numeric(10, 2),
	"device_time" timestamp with time zone,
	"last_check_in_location_id" integer,
	"last_check_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_user_id" integer,
	"acknowledged_by_name" text,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" integer,
	"resolved_by_name" text,
	"resolution_note" text,
	CONSTRAINT "safety_alerts_guid_unique" UNIQUE("guid"),
	CONSTRAINT "safety_alerts_kind_check" CHECK ("safety_alerts"."kind" in ('sos', 'missed_check')),
	CONSTRAINT "safety_alerts_state_check" CHECK ("safety_alerts"."state" in ('raised', 'notifying', 'acknowledged', 'resolved', 'exhausted'))
);
--> statement-breakpoint
CREATE TABLE "safety_alert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_raised_by_user_id_users_id_fk" FOREIGN KEY ("raised_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_last_check_in_location_id_locations_id_fk" FOREIGN KEY ("last_check_in_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_events" ADD CONSTRAINT "safety_alert_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_events" ADD CONSTRAINT "safety_alert_events_alert_id_safety_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."safety_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_alert_events" ADD CONSTRAINT "safety_alert_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_alerts_marina_idx" ON "safety_alerts" USING btree ("marina_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safety_alert_events_alert_idx" ON "safety_alert_events" USING btree ("alert_id","id");--> statement-breakpoint
ALTER TABLE "safety_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "safety_alerts" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "safety_alert_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "safety_alert_events" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
