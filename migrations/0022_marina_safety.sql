-- Lone-worker safety (issue 33, decision 0059): each marina's timed safety checks, emergency
-- number and escalation ladder, one jsonb value read through safetySettingsFrom (a hand-edited
-- value falls back to the defaults). Every marina starts with checks off, 10 minutes of grace, no
-- number, and its admins then the client's admins, 2 minutes each.
ALTER TABLE "marinas" ADD COLUMN "safety" jsonb DEFAULT '{"checkIntervalMinutes":null,"graceMinutes":10,"emergencyPhone":null,"ladder":[{"tier":"marina_admins","ackMinutes":2},{"tier":"client_admins","ackMinutes":2}]}'::jsonb NOT NULL;
