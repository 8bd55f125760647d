-- The unit each meter type of a marina is read in (issue 18 item 2, decision 0035), ASCII values:
-- power kWh; water gal, m3 or ft3; gas m3, ft3 or therm. Every marina starts with the units of a
-- US marina's utility bills; an admin changes them in Marina Settings.
ALTER TABLE "marinas" ADD COLUMN "meter_units" jsonb DEFAULT '{"power":"kWh","water":"gal","gas":"ft3"}'::jsonb NOT NULL;
