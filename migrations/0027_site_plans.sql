-- Site plans (issue 34): a marina's own pictures with its locations pinned on them. The image is a
-- photo registered with its plan (the orphan sweep keeps it, the quota counts it); a pin is a row
-- per location, gone with its location or its plan; the calibration ties the plan to GPS.
CREATE TABLE "site_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo_guid" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"calibration" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_plans_guid_unique" UNIQUE("guid"),
	CONSTRAINT "site_plans_photo_guid_unique" UNIQUE("photo_guid")
);
--> statement-breakpoint
CREATE TABLE "site_plan_pins" (
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	CONSTRAINT "site_plan_pins_pk" PRIMARY KEY("plan_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plans" ADD CONSTRAINT "site_plans_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plan_pins" ADD CONSTRAINT "site_plan_pins_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plan_pins" ADD CONSTRAINT "site_plan_pins_plan_id_site_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."site_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_plan_pins" ADD CONSTRAINT "site_plan_pins_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_plans_marina_idx" ON "site_plans" USING btree ("marina_id");--> statement-breakpoint
CREATE INDEX "site_plans_client_size_idx" ON "site_plans" USING btree ("client_id","byte_size");--> statement-breakpoint
CREATE INDEX "site_plan_pins_location_idx" ON "site_plan_pins" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "site_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_plans" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "site_plan_pins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_plan_pins" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
