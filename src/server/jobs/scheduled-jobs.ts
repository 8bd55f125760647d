import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.ts';
import { scheduledJobs } from '#server/db/schema/index.ts';

export interface ScheduledJob {
  name: string;
  /** How often it runs, across every instance on the database together. */
  everyMs: number;
  run(db: Db): Promise<unknown>;
}

/** This process, in last_run_by: which instance ran a job last. */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes this period's run of `job` for this instance, or answers false when another instance
 * (or an earlier run of this one) already has it. One UPDATE moves next_run_at forward only if it
 * is due; the row lock lets one instance win, the others then see the moved time and match no row.
 */
export async function claimRun(db: Db, job: Pick<ScheduledJob, 'name' | 'everyMs'>, by = INSTANCE_ID) {
  await db.insert(scheduledJobs).values({ name: job.name, nextRunAt: sql`now()` }).onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`now() + ${job.everyMs} * interval '1 millisecond'`,
      lastRunAt: sql`now()`,
      lastRunBy: by,
    })
    .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

/** One run of a job on this instance, for the metrics (ADR 0039). */
export interface JobRunReport {
  job: string;
  /** How long the run took; undefined when it never began (its claim failed on the database). */
  seconds: number | undefined;
  failed: boolean;
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;

/** Seconds since each job's last run began, by any instance (GET /metrics reads it at scrape time). */
export function lastRunAges(db: Db): Promise<{ job: string; seconds: number }[]> {
  return db
    .select({
      job: scheduledJobs.name,
      seconds: sql<number>`extract(epoch from now() - ${scheduledJobs.lastRunAt})::float8`,
    })
    .from(scheduledJobs)
    .where(isNotNull(scheduledJobs.lastRunAt));
}

/**
 * Every `checkEveryMs`, runs each due job this instance can claim. stop() ends the timer and waits
 * for a run in progress, so a closing app leaves no work half done and no timer behind.
 */
export function startScheduledJobs(
  db: Db,
  jobs: readonly ScheduledJob[],
  options: { checkEveryMs: number; log?: FastifyBaseLogger; onRun?: (report: JobRunReport) => void },
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        let began: number | undefined;
        try {
          if (!(await claimRun(db, job))) continue;
          began = performance.now();
          await job.run(db);
          options.onRun?.({ job: job.name, seconds: secondsSince(began), failed: false });
        } catch (error) {
          options.log?.error({ err: error, job: job.name }, 'background job failed');
          const seconds = began === undefined ? undefined : secondsSince(began);
          options.onRun?.({ job: job.name, seconds, failed: true });
        }
      }
    });
  };
  const timer = setInterval(tick, options.checkEveryMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
