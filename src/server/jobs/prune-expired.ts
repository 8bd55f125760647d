import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { loginFailures, runStartSlots, session } from '#server/db/schema/index.ts';
import { LOGIN_WINDOW_MS } from '#server/modules/auth/login-rate-limit.ts';
import { RUN_STARTS_WINDOW_MINUTES } from '#server/modules/tours/run-start-limit.ts';
import type { ScheduledJob } from './scheduled-jobs.ts';

/** Sessions past their expiry, and sign-in failures and run-start slots older than their window. */
export async function pruneExpired(
  db: Db,
): Promise<{ sessions: number; loginFailures: number; runStartSlots: number }> {
  const sessions = await db
    .delete(session)
    .where(lt(session.expire, sql`now()`))
    .returning({ sid: session.sid });
  const failures = await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(Date.now() - LOGIN_WINDOW_MS)))
    .returning({ id: loginFailures.id });
  const slots = await db
    .delete(runStartSlots)
    .where(lt(runStartSlots.takenAt, new Date(Date.now() - RUN_STARTS_WINDOW_MINUTES * 60_000)))
    .returning({ id: runStartSlots.id });
  return { sessions: sessions.length, loginFailures: failures.length, runStartSlots: slots.length };
}

export const pruneExpiredJob: ScheduledJob = {
  name: 'prune-expired',
  everyMs: 60 * 60_000,
  run: pruneExpired,
};
