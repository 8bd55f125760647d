-- The locations list shows each location's last activity and last patrol (spec 000 section 2).
-- Computing them per request walked every location's activities (one LATERAL probe per location,
-- two per tile), a cost that grew with history. They are kept on the location instead, by
-- statement-level triggers on activities (performance bench, docs/performance.md): an insert
-- raises them to the newest timestamp it brings; an update or delete recomputes the locations
-- it touched. Patrol types: patrol_check, meter_read, checklist (PATROL_ACTIVITY_TYPES).
ALTER TABLE "locations" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "last_patrol_at" timestamp with time zone;--> statement-breakpoint
UPDATE "locations" l SET "last_activity_at" = a.last_any, "last_patrol_at" = a.last_patrol
FROM (
  SELECT location_id, max("timestamp") AS last_any,
         max("timestamp") FILTER (WHERE type IN ('patrol_check', 'meter_read', 'checklist')) AS last_patrol
  FROM "activities" WHERE location_id IS NOT NULL GROUP BY location_id
) a
WHERE l.id = a.location_id;--> statement-breakpoint
CREATE FUNCTION "locations_last_activity_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" l
  SET "last_activity_at" = greatest(l."last_activity_at", n.last_any),
      "last_patrol_at" = greatest(l."last_patrol_at", n.last_patrol)
  FROM (
    SELECT location_id, max("timestamp") AS last_any,
           max("timestamp") FILTER (WHERE type IN ('patrol_check', 'meter_read', 'checklist')) AS last_patrol
    FROM new_rows WHERE location_id IS NOT NULL AND "timestamp" IS NOT NULL GROUP BY location_id
  ) n
  WHERE l.id = n.location_id
    AND (l."last_activity_at" IS DISTINCT FROM greatest(l."last_activity_at", n.last_any)
      OR l."last_patrol_at" IS DISTINCT FROM greatest(l."last_patrol_at", n.last_patrol));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "locations_last_activity_recompute"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "locations" l
  SET "last_activity_at" = (SELECT max(a."timestamp") FROM "activities" a WHERE a.location_id = l.id),
      "last_patrol_at" = (SELECT max(a."timestamp") FROM "activities" a
                          WHERE a.location_id = l.id AND a.type IN ('patrol_check', 'meter_read', 'checklist'))
  WHERE l.id IN (SELECT location_id FROM old_rows WHERE location_id IS NOT NULL);
  IF TG_OP = 'UPDATE' THEN
    UPDATE "locations" l
    SET "last_activity_at" = (SELECT max(a."timestamp") FROM "activities" a WHERE a.location_id = l.id),
        "last_patrol_at" = (SELECT max(a."timestamp") FROM "activities" a
                            WHERE a.location_id = l.id AND a.type IN ('patrol_check', 'meter_read', 'checklist'))
    WHERE l.id IN (SELECT location_id FROM new_rows WHERE location_id IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activities_last_activity_insert" AFTER INSERT ON "activities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_last_activity_insert"();--> statement-breakpoint
CREATE TRIGGER "activities_last_activity_update" AFTER UPDATE ON "activities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_last_activity_recompute"();--> statement-breakpoint
CREATE TRIGGER "activities_last_activity_delete" AFTER DELETE ON "activities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_last_activity_recompute"();
