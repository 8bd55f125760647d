-- Patrol tours (issue 17 item 2, decision 0027): a tour of one marina and its checkpoints in
-- walking order, one row per position. Soft-deleted (deleted_at) like locations, so the runs of a
-- removed tour keep pointing at it. Row-level security as every client table (ADR 0017); the
-- default privileges of migration 0006 give dockwatch_app the new tables and sequence.
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"name" text NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"schedule" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_guid_unique" UNIQUE("guid"),
	CONSTRAINT "tours_duration_check" CHECK ("tours"."duration_minutes" between 1 and 1440),
	CONSTRAINT "tours_grace_check" CHECK ("tours"."grace_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "tour_checkpoints" (
	"client_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"position" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "tour_checkpoints_tour_id_position_pk" PRIMARY KEY("tour_id","position")
);
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tours_marina_idx" ON "tours" USING btree ("client_id","marina_id") WHERE "tours"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_checkpoints_location_unique" ON "tour_checkpoints" USING btree ("tour_id","location_id");--> statement-breakpoint
CREATE INDEX "tour_checkpoints_location_idx" ON "tour_checkpoints" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "tours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tours" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tour_checkpoints" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
