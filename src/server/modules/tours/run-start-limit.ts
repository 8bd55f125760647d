import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { runStartSlots, tourRuns } from '#server/db/schema/index.ts';
import { HttpError } from '#server/plugins/http-errors.ts';

/**
 * Run starts per user (issue 30 item 7, decision 0052): a real guard walks a round in minutes, so
 * never starts 10 in 10 minutes; past that, every finished run alerted the admins.
 */
export const RUN_STARTS_MAX = 10;
export const RUN_STARTS_WINDOW_MINUTES = 10;

export const RUN_STARTS_TOO_MANY = `Too many tour runs started: at most ${RUN_STARTS_MAX} in ${RUN_STARTS_WINDOW_MINUTES} minutes. Please wait a few minutes and try again.`;

/**
 * Takes one of the user's run-start slots for `runGuid`, or answers 429 and changes nothing. A
 * retry of a start (a run or a slot with this guid exists) takes none. As the sign-in limit does
 * (decision 0023): a transaction-scoped advisory lock on the user makes the count and the slot
 * one step on every instance, PGlite included, so parallel starts never pass the limit.
 */
export async function takeRunStartSlot(
  db: Executor,
  start: { clientId: number; userId: number; runGuid: string },
): Promise<void> {
  const { clientId, userId, runGuid } = start;
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`run-start:${userId}`}))`);
    const [replay] = await tx
      .select({ id: tourRuns.id })
      .from(tourRuns)
      .where(and(eq(tourRuns.clientId, clientId), eq(tourRuns.guid, runGuid)))
      .unionAll(
        tx
          .select({ id: runStartSlots.id })
          .from(runStartSlots)
          .where(and(eq(runStartSlots.userId, userId), eq(runStartSlots.runGuid, runGuid))),
      )
      .limit(1);
    if (replay) return true;
    const since = sql`now() - ${RUN_STARTS_WINDOW_MINUTES} * interval '1 minute'`;
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(runStartSlots)
      .where(and(eq(runStartSlots.userId, userId), gt(runStartSlots.takenAt, since)));
    if ((recent?.n ?? 0) >= RUN_STARTS_MAX) return false;
    await tx.insert(runStartSlots).values({ clientId, userId, runGuid });
    return true;
  });
  if (!taken) {
    throw new HttpError(429, RUN_STARTS_TOO_MANY, undefined, 'tours.tooManyStarts', {
      max: RUN_STARTS_MAX,
      minutes: RUN_STARTS_WINDOW_MINUTES,
    });
  }
}
