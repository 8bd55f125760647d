-- Pending photo uploads (issue 30 item 3, decision 0049): one row per photo PUT to /img (disk
-- storage) and not registered yet. The per-client photo quota counts these bytes as well as the
-- registered ones; a registration deletes its row in the transaction that writes the photo's
-- record, and the orphan sweep deletes rows as old as the objects it removes. RLS like every
-- tenant table.
CREATE TABLE "photo_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid NOT NULL,
	"client_id" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_uploads_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_client_size_idx" ON "photo_uploads" USING btree ("client_id","byte_size");--> statement-breakpoint
CREATE INDEX "photo_uploads_created_idx" ON "photo_uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "photo_uploads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "photo_uploads" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));
