-- Each meter reading keeps the unit it was recorded in (issue 30 item 12, decision 0053): changing a
-- marina's unit (0017) must not relabel the readings before it. ASCII values as in marinas.meter_units.
-- The unit of a meter type in a marina's stored units, read as the app reads them (meter-units.ts):
-- a missing or unknown value is the default (power kWh, water gal, gas ft3).
CREATE FUNCTION "meter_unit_of"("units" jsonb, "meter_type" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE meter_type
		WHEN 'power' THEN 'kWh'
		WHEN 'water' THEN CASE WHEN units->>'water' IN ('gal', 'm3', 'ft3') THEN units->>'water' ELSE 'gal' END
		WHEN 'gas' THEN CASE WHEN units->>'gas' IN ('m3', 'ft3', 'therm') THEN units->>'gas' ELSE 'ft3' END
		ELSE ''
	END
$$;
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "unit" text;--> statement-breakpoint
-- Existing readings: their marina's unit now (what every screen showed them with until today).
UPDATE "meter_readings" AS r SET "unit" = meter_unit_of(m.meter_units, r.meter_type)
	FROM "marinas" AS m WHERE m.id = r.marina_id;--> statement-breakpoint
ALTER TABLE "meter_readings" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
-- A reading written without a unit (every write: the app, seeds, scripts) takes its marina's unit
-- of that moment, read in the same statement, so no code path can store a reading unlabelled or
-- race a unit change between reading the marina and writing the row.
CREATE FUNCTION "meter_reading_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.unit IS NULL THEN
		SELECT meter_unit_of(m.meter_units, NEW.meter_type) INTO NEW.unit FROM marinas m WHERE m.id = NEW.marina_id;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meter_readings_unit" BEFORE INSERT ON "meter_readings"
	FOR EACH ROW EXECUTE FUNCTION "meter_reading_unit"();
