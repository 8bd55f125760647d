-- Timed safety checks (issue 33, decision 0059): each "I'm OK" a guard gives, idempotent by guid,
-- with the time it counts from (the phone's clock when it sent one, otherwise when it arrived).
-- A missed check's alert names the shift and the check it stands for, once: the unique index lets
-- two instances (or a restart) try to raise it and only one row exist. The sign of life the
-- schedule counted from is kept, so a late answer given within the grace resolves it.
CREATE TABLE "safety_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"user_id" integer,
	"device_time" timestamp with time zone,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_checks_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_checks_user_idx" ON "safety_checks" USING btree ("user_id","marina_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "safety_checks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "safety_checks" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD COLUMN "check_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD COLUMN "last_sign_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_alerts" ADD CONSTRAINT "safety_alerts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_alerts_missed_check_once" ON "safety_alerts" USING btree ("shift_id","check_due_at") WHERE "kind" = 'missed_check';
