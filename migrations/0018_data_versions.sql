-- Change counters for conditional reads (issue 20, decision 0044). Each statement that writes a
-- tenant table adds one to the counter of every marina its rows belong to, or, for tables without
-- a marina, to the client's counter (marina_id 0). Statement-level triggers with transition
-- tables: a bulk insert of 500 rows is one upsert per marina, not 500. No foreign key to clients:
-- deleting a client cascades to its rows, whose triggers then count for a client being deleted.
CREATE TABLE "data_versions" (
	"client_id" integer NOT NULL,
	"marina_id" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_client_id_marina_id_pk" PRIMARY KEY("client_id","marina_id")
);
--> statement-breakpoint
ALTER TABLE "data_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "data_versions" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "data_versions" TO dockwatch_app;--> statement-breakpoint
CREATE FUNCTION "bump_marina_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO data_versions AS v (client_id, marina_id, version)
		SELECT DISTINCT client_id, marina_id, 1 FROM changed_rows WHERE client_id IS NOT NULL AND marina_id IS NOT NULL
		ORDER BY 1, 2
	ON CONFLICT (client_id, marina_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_client_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO data_versions AS v (client_id, marina_id, version)
		SELECT DISTINCT client_id, 0, 1 FROM changed_rows WHERE client_id IS NOT NULL
		ORDER BY 1
	ON CONFLICT (client_id, marina_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update names its rows twice (before and after), so a row moved between marinas bumps both.
CREATE FUNCTION "bump_marina_versions_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO data_versions AS v (client_id, marina_id, version)
		SELECT DISTINCT client_id, marina_id, 1 FROM (
			SELECT client_id, marina_id FROM changed_rows UNION SELECT client_id, marina_id FROM old_rows
		) AS both_sides WHERE client_id IS NOT NULL AND marina_id IS NOT NULL
		ORDER BY 1, 2
	ON CONFLICT (client_id, marina_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_client_versions_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO data_versions AS v (client_id, marina_id, version)
		SELECT DISTINCT client_id, 0, 1 FROM (
			SELECT client_id FROM changed_rows UNION SELECT client_id FROM old_rows
		) AS both_sides WHERE client_id IS NOT NULL
		ORDER BY 1
	ON CONFLICT (client_id, marina_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	marina_tables text[] := ARRAY['activities', 'checklist_instances', 'checklists', 'issues', 'locations',
		'meter_images', 'meter_readings', 'notifications', 'occupancy_checklists', 'occupancy_checks',
		'record_photos', 'shift_questions', 'shifts', 'tour_runs', 'tours'];
	client_tables text[] := ARRAY['location_types', 'marinas', 'permissions', 'shift_answers', 'tour_checkpoints',
		'tour_run_checkpoints', 'users'];
	t text;
	kind text;
BEGIN
	FOREACH t IN ARRAY marina_tables || client_tables LOOP
		kind := CASE WHEN t = ANY (marina_tables) THEN 'marina' ELSE 'client' END;
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_%s_versions()', t || '_version_insert', t, kind);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_%s_versions_on_update()', t || '_version_update', t, kind);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_%s_versions()', t || '_version_delete', t, kind);
	END LOOP;
END $$;
