import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ALERT_LIMITS } from '#core/safety/alerts.ts';
import type { Executor } from '#server/db/connect.ts';
import { activities, marinas, safetyAlerts, safetyChecks, shifts, users } from '#server/db/schema/index.ts';

export type SafetyCheckInsert = typeof safetyChecks.$inferInsert;

/** Inserts the answer unless its guid exists (idempotent create); its id, or undefined. */
export async function insertCheck(db: Executor, check: SafetyCheckInsert): Promise<number | undefined> {
  const [row] = await db
    .insert(safetyChecks)
    .values(check)
    .onConflictDoNothing({ target: safetyChecks.guid })
    .returning({ id: safetyChecks.id });
  return row?.id;
}

export async function findCheck(db: Executor, clientId: number, guid: string) {
  const [row] = await db
    .select({
      guid: safetyChecks.guid,
      marinaId: safetyChecks.marinaId,
      marinaGuid: marinas.guid,
      userId: safetyChecks.userId,
      answeredAt: safetyChecks.answeredAt,
    })
    .from(safetyChecks)
    .innerJoin(marinas, eq(marinas.id, safetyChecks.marinaId))
    .where(and(eq(safetyChecks.clientId, clientId), eq(safetyChecks.guid, guid)));
  return row;
}

/**
 * The guard's missed checks at the marina nobody has closed, locked until the transaction ends
 * (an admin's acknowledgement or resolution waits, or is waited for).
 */
export function lockUnresolvedMissedChecks(
  db: Executor,
  scope: { clientId: number; marinaId: number; userId: number },
) {
  return db
    .select({
      id: safetyAlerts.id,
      state: safetyAlerts.state,
      lastSignAt: safetyAlerts.lastSignAt,
      graceEndsAt: safetyAlerts.graceEndsAt,
    })
    .from(safetyAlerts)
    .where(
      and(
        eq(safetyAlerts.clientId, scope.clientId),
        eq(safetyAlerts.marinaId, scope.marinaId),
        eq(safetyAlerts.raisedByUserId, scope.userId),
        eq(safetyAlerts.kind, 'missed_check'),
        sql`${safetyAlerts.state} <> 'resolved'`,
      ),
    )
    .orderBy(asc(safetyAlerts.id))
    .for('update');
}

/**
 * The shifts on duty at marinas with timed checks (at most ALERT_LIMITS.checkedShiftsPerRun, a
 * shift open more than ALERT_LIMITS.checkedShiftHours is not one), each with its guard, its
 * marina's safety settings and its last sign of life: the shift's start, the guard's last answer
 * at the marina since, or the last record of the shift (a check-in, a note, an issue …).
 */
export function shiftsOnDuty(db: Executor, shiftIds?: number[]) {
  const lastAnswer = sql<Date | null>`(select max(${safetyChecks.answeredAt}) from ${safetyChecks}
    where ${safetyChecks.userId} = ${shifts.userId} and ${safetyChecks.marinaId} = ${shifts.marinaId}
    and ${safetyChecks.answeredAt} >= ${shifts.startTime})`;
  const lastRecord = sql<Date | null>`(select max(coalesce(${activities.timestamp}, ${activities.receivedAt}))
    from ${activities} where ${activities.shiftId} = ${shifts.id})`;
  return db
    .select({
      shiftId: shifts.id,
      clientId: shifts.clientId,
      marinaId: shifts.marinaId,
      userId: shifts.userId,
      safety: marinas.safety,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastSignAt:
        sql<number>`extract(epoch from greatest(${shifts.startTime}, ${lastAnswer}, ${lastRecord})) * 1000`.mapWith(
          (value: string | number) => new Date(Math.floor(Number(value))),
        ),
    })
    .from(shifts)
    .innerJoin(marinas, eq(marinas.id, shifts.marinaId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(
      and(
        isNull(shifts.endTime),
        sql`${shifts.startTime} > now() - ${ALERT_LIMITS.checkedShiftHours} * interval '1 hour'`,
        sql`${marinas.safety} ->> 'checkIntervalMinutes' is not null`,
        shiftIds ? inArray(shifts.id, shiftIds) : undefined,
      ),
    )
    .orderBy(asc(shifts.id))
    .limit(ALERT_LIMITS.checkedShiftsPerRun);
}
