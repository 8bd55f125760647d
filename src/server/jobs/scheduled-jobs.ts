import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
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

/**
 * Every `checkEveryMs`, runs each due job this instance can claim. stop() ends the timer and waits
 * for a run in progress, so a closing app leaves no work half done and no timer behind.
 */
export function startScheduledJobs(
  db: Db,
  jobs: readonly ScheduledJob[],
  options: { checkEveryMs: number; log?: FastifyBaseLogger },
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          if (await claimRun(db, job)) await job.run(db);
        } catch (error) {
          options.log?.error({ err: error, job: job.name }, 'background job failed');
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
