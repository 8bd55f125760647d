-- Photos on issues and notes (issue 18, decision 0032): one row per photo, written when an issue,
-- an issue edit or a note names an uploaded photo. The activity is the one that brought the photo;
-- the issue, for photos of an issue. RLS like every tenant table.
CREATE TABLE "record_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"issue_id" integer,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_photos_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "record_photos" ADD CONSTRAINT "record_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_photos" ADD CONSTRAINT "record_photos_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_photos" ADD CONSTRAINT "record_photos_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_photos" ADD CONSTRAINT "record_photos_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_photos_activity_idx" ON "record_photos" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "record_photos_issue_idx" ON "record_photos" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "record_photos_client_size_idx" ON "record_photos" USING btree ("client_id","byte_size");--> statement-breakpoint
ALTER TABLE "record_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "record_photos" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
