-- Background work that must run once per period however many app instances share the database
-- (ADR 0023): each job has one row; an instance runs it only after moving next_run_at forward in
-- one UPDATE, which at most one instance can do per period (the row lock decides). It survives a
-- restart: the next run time is in the database, not in a process.
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_by" text
);
