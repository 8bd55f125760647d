CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"location_id" integer,
	"type" text NOT NULL,
	"user_id" integer,
	"shift_id" integer,
	"occupancy_checklist_id" integer,
	"issue_id" integer,
	"comment" text,
	"staff_name" text,
	"gps_latitude" numeric(10, 8),
	"gps_longitude" numeric(11, 8),
	"gps_accuracy" numeric(10, 2),
	"timestamp" timestamp with time zone DEFAULT now(),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "checklist_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"checklist_id" integer NOT NULL,
	"user_id" integer,
	"staff_name" text,
	"completed_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"due_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_instances_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer,
	"name" text NOT NULL,
	"description" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "occupancy_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"started" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized" timestamp with time zone,
	"finalized_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupancy_checklists_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "occupancy_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"checklist_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_by" integer,
	CONSTRAINT "occupancy_checks_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"location_id" integer,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"assigned_to_user_id" integer,
	"gps_latitude" numeric(10, 8),
	"gps_longitude" numeric(11, 8),
	"gps_accuracy" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_guid_unique" UNIQUE("guid"),
	CONSTRAINT "issues_priority_check" CHECK ("issues"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "issues_status_check" CHECK ("issues"."status" in ('open', 'fixed', 'wontfix'))
);
--> statement-breakpoint
CREATE TABLE "location_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_types_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"parent_id" integer,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"has_occupancy" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_guid_unique" UNIQUE("guid"),
	CONSTRAINT "locations_status_check" CHECK ("locations"."status" in ('active', 'occupied', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "meter_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"location_id" integer,
	"meter_type" text NOT NULL,
	"photo_path" text,
	"gps_latitude" numeric(10, 8),
	"gps_longitude" numeric(11, 8),
	"gps_accuracy" numeric(10, 2),
	"content_type" text,
	"byte_size" integer,
	"uploaded_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_images_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"meter_image_id" integer,
	"location_id" integer,
	"meter_type" text NOT NULL,
	"reading" numeric(12, 3),
	"notes" text,
	"warning" text,
	"transcribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "shift_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_text" text,
	"answer_number" numeric(12, 3),
	"answer_boolean" boolean,
	"answer_timestamp" timestamp with time zone,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_answers_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "shift_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer,
	"question_text" text NOT NULL,
	"question_type" text NOT NULL,
	"is_pre_shift" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_questions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "shift_questions_type_check" CHECK ("shift_questions"."question_type" in ('text_short', 'text_long', 'number', 'yes_no', 'timestamp'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	CONSTRAINT "shifts_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marinas_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"marina_id" integer,
	"permission_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "permissions_type_check" CHECK ("permissions"."permission_type" in ('admin', 'super_admin', 'marina_access'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_instances" ADD CONSTRAINT "checklist_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD CONSTRAINT "occupancy_checklists_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD CONSTRAINT "occupancy_checklists_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD CONSTRAINT "occupancy_checklists_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ADD CONSTRAINT "occupancy_checklists_finalized_by_users_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD CONSTRAINT "occupancy_checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD CONSTRAINT "occupancy_checks_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD CONSTRAINT "occupancy_checks_checklist_id_occupancy_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."occupancy_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD CONSTRAINT "occupancy_checks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancy_checks" ADD CONSTRAINT "occupancy_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_types" ADD CONSTRAINT "location_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_type_id_location_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."location_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_images" ADD CONSTRAINT "meter_images_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_images" ADD CONSTRAINT "meter_images_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_images" ADD CONSTRAINT "meter_images_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_image_id_meter_images_id_fk" FOREIGN KEY ("meter_image_id") REFERENCES "public"."meter_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_answers" ADD CONSTRAINT "shift_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_answers" ADD CONSTRAINT "shift_answers_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_answers" ADD CONSTRAINT "shift_answers_question_id_shift_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."shift_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_questions" ADD CONSTRAINT "shift_questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_questions" ADD CONSTRAINT "shift_questions_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marinas" ADD CONSTRAINT "marinas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_marina_id_marinas_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_marina_time_idx" ON "activities" USING btree ("marina_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_location_time_idx" ON "activities" USING btree ("location_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_client_idx" ON "activities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "activities_shift_idx" ON "activities" USING btree ("shift_id") WHERE "activities"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "checklist_instances_marina_idx" ON "checklist_instances" USING btree ("marina_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checklists_client_marina_idx" ON "checklists" USING btree ("client_id","marina_id");--> statement-breakpoint
CREATE UNIQUE INDEX "occupancy_checklists_one_open" ON "occupancy_checklists" USING btree ("location_id") WHERE "occupancy_checklists"."finalized" is null;--> statement-breakpoint
CREATE INDEX "occupancy_checklists_marina_idx" ON "occupancy_checklists" USING btree ("marina_id","started" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "occupancy_checks_unique" ON "occupancy_checks" USING btree ("checklist_id","location_id");--> statement-breakpoint
CREATE INDEX "issues_marina_idx" ON "issues" USING btree ("marina_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issues_location_idx" ON "issues" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_types_name_unique" ON "location_types" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_marina_idx" ON "locations" USING btree ("client_id","marina_id") WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_unique" ON "locations" USING btree ("marina_id",coalesce("parent_id", 0),lower("name")) WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "meter_images_location_idx" ON "meter_images" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "meter_readings_marina_time_idx" ON "meter_readings" USING btree ("marina_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meter_readings_location_idx" ON "meter_readings" USING btree ("location_id","meter_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meter_readings_activity_idx" ON "meter_readings" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_answers_unique" ON "shift_answers" USING btree ("shift_id","question_id");--> statement-breakpoint
CREATE INDEX "shift_questions_client_marina_idx" ON "shift_questions" USING btree ("client_id","marina_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_active_per_user" ON "shifts" USING btree ("user_id") WHERE "shifts"."end_time" is null;--> statement-breakpoint
CREATE INDEX "shifts_user_start_idx" ON "shifts" USING btree ("user_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shifts_marina_idx" ON "shifts" USING btree ("marina_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "marinas_client_idx" ON "marinas" USING btree ("client_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_unique" ON "permissions" USING btree ("user_id","permission_type",coalesce("marina_id", 0));--> statement-breakpoint
CREATE INDEX "permissions_marina_idx" ON "permissions" USING btree ("marina_id");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ((("sess"->>'userId')));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");