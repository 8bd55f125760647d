-- Row-level security: a second wall behind the tenant filters in every query (ADR 0017).
-- The tables stay owned by the role that runs migrations; owners bypass RLS. Signed-in
-- requests switch to the non-owner role dockwatch_app and set app.client_id, so a query that
-- forgets its client filter still sees only its own tenant. On PGlite (one superuser
-- connection) the policies exist but the app never switches role, so nothing changes there.
DO $$
BEGIN
	IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'dockwatch_app') THEN
		CREATE ROLE dockwatch_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
	END IF;
EXCEPTION
	-- Another database on the same server created it at the same moment.
	WHEN duplicate_object OR unique_violation THEN NULL;
	WHEN insufficient_privilege THEN
		RAISE EXCEPTION 'Dockwatch needs the role dockwatch_app for row-level security and may not create it'
			USING HINT = 'As a superuser run: CREATE ROLE dockwatch_app NOLOGIN; GRANT dockwatch_app TO ' || current_user || '; then start Dockwatch again.';
END $$;
--> statement-breakpoint
DO $$
BEGIN
	IF NOT pg_has_role(current_user, 'dockwatch_app', 'MEMBER') THEN
		EXECUTE format('GRANT dockwatch_app TO %I', current_user);
	END IF;
EXCEPTION
	WHEN unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO dockwatch_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO dockwatch_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO dockwatch_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO dockwatch_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO dockwatch_app;
--> statement-breakpoint
-- The tenant of the current connection; NULL (no rows) when none is set.
CREATE FUNCTION "app_client_id"() RETURNS integer
	LANGUAGE sql STABLE PARALLEL SAFE
	AS $$ SELECT nullif(current_setting('app.client_id', true), '')::integer $$;
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "clients" USING ("id" = (SELECT app_client_id())) WITH CHECK ("id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "marinas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "marinas" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permissions" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "location_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "location_types" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "locations" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "activities" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "shifts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "shifts" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "shift_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "shift_questions" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "shift_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "shift_answers" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "meter_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "meter_images" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "meter_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "meter_readings" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "issues" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "checklists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checklists" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "checklist_instances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "checklist_instances" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "occupancy_checklists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "occupancy_checklists" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
ALTER TABLE "occupancy_checks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "occupancy_checks" USING ("client_id" = (SELECT app_client_id())) WITH CHECK ("client_id" = (SELECT app_client_id()));--> statement-breakpoint
-- Tables without client_id reach their tenant through users (itself filtered above).
ALTER TABLE "session" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "session" USING (("sess"->>'userId') IN (SELECT "id"::text FROM "users")) WITH CHECK (("sess"->>'userId') IN (SELECT "id"::text FROM "users"));--> statement-breakpoint
ALTER TABLE "password_set_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "password_set_tokens" USING ("user_id" IN (SELECT "id" FROM "users")) WITH CHECK ("user_id" IN (SELECT "id" FROM "users"));
