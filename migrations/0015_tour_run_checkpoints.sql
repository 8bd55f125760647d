-- A judged run's checkpoints as they were when it was judged (issue 17, decision 0028 amended):
-- the tour's order and each location's name at that moment. A run read later, after its tour was
-- edited or a location renamed or deleted, still shows what was walked. Runs judged before this
-- migration get the tour's checkpoints as they are now (the best record there is).
CREATE TABLE "tour_run_checkpoints" (
	"client_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tour_run_checkpoints_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
ALTER TABLE "tour_run_checkpoints" ADD CONSTRAINT "tour_run_checkpoints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_run_checkpoints" ADD CONSTRAINT "tour_run_checkpoints_run_id_tour_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."tour_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_run_checkpoints" ADD CONSTRAINT "tour_run_checkpoints_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_run_checkpoints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tour_run_checkpoints" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
INSERT INTO "tour_run_checkpoints" ("client_id", "run_id", "position", "location_id", "name")
SELECT r."client_id", r."id", c."position", c."location_id", l."name"
FROM "tour_runs" r
JOIN "tour_checkpoints" c ON c."tour_id" = r."tour_id"
JOIN "locations" l ON l."id" = c."location_id" AND l."deleted_at" IS NULL
WHERE r."judged_at" IS NOT NULL;
