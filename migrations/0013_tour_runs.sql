-- Tour runs (issue 17 item 3, decision 0028): one row per round of a tour, planned from its
-- schedule (scheduled_at, unique per tour: however many instances plan a slot it is one run) or
-- started now by staff (scheduled_at null). The window is [window_start, window_end), with
-- start_due_at = window_start + grace and window_end = start_due_at + duration. Two claimed
-- steps, each taken once by one UPDATE or SELECT ... FOR UPDATE SKIP LOCKED: start_checked_at
-- (grace over: started or overdue) and judged_at (window over: the verdict in status).
-- Check-ins are not linked here: they are counted at read time from activities (decision 0028).
CREATE TABLE "tour_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"window_start" timestamp with time zone NOT NULL,
	"start_due_at" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"started_by_user_id" integer,
	"finished_at" timestamp with time zone,
	"start_checked_at" timestamp with time zone,
	"start_overdue" boolean DEFAULT false NOT NULL,
	"judged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_runs_guid_unique" UNIQUE("guid"),
	CONSTRAINT "tour_runs_status_check" CHECK ("tour_runs"."status" in ('scheduled', 'in_progress', 'completed', 'incomplete', 'missed')),
	CONSTRAINT "tour_runs_window_check" CHECK ("tour_runs"."window_start" <= "tour_runs"."start_due_at" and "tour_runs"."start_due_at" < "tour_runs"."window_end")
);
--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_runs" ADD CONSTRAINT "tour_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_runs_slot_unique" ON "tour_runs" USING btree ("tour_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "tour_runs_marina_idx" ON "tour_runs" USING btree ("client_id","marina_id","window_start");--> statement-breakpoint
CREATE INDEX "tour_runs_unjudged_idx" ON "tour_runs" USING btree ("window_end") WHERE "tour_runs"."judged_at" is null;--> statement-breakpoint
CREATE INDEX "tour_runs_start_unchecked_idx" ON "tour_runs" USING btree ("start_due_at") WHERE "tour_runs"."start_checked_at" is null;--> statement-breakpoint
ALTER TABLE "tour_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tour_runs" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
