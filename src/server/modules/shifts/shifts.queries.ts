import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { marinas, shifts } from '#server/db/schema/index.ts';

const shiftColumns = {
  id: shifts.id,
  guid: shifts.guid,
  userId: shifts.userId,
  clientId: shifts.clientId,
  marinaId: shifts.marinaId,
  marinaGuid: marinas.guid,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};
const selectShifts = (db: Executor) =>
  db.select(shiftColumns).from(shifts).innerJoin(marinas, eq(marinas.id, shifts.marinaId));

export type ShiftRow = Awaited<ReturnType<typeof listUserShifts>>[number];

export async function findActiveShift(db: Executor, userId: number): Promise<ShiftRow | undefined> {
  const rows = await selectShifts(db)
    .where(and(eq(shifts.userId, userId), isNull(shifts.endTime)))
    .limit(1);
  return rows[0];
}

export async function findShiftByGuid(
  db: Executor,
  clientId: number,
  guid: string,
): Promise<ShiftRow | undefined> {
  const rows = await selectShifts(db)
    .where(and(eq(shifts.clientId, clientId), eq(shifts.guid, guid)))
    .limit(1);
  return rows[0];
}

export function listUserShifts(db: Executor, userId: number, limit: number, marinaId?: number) {
  const atMarina = marinaId === undefined ? undefined : eq(shifts.marinaId, marinaId);
  return selectShifts(db)
    .where(and(eq(shifts.userId, userId), atMarina))
    .orderBy(desc(shifts.startTime))
    .limit(limit);
}

/** Insert that yields nothing when the guid exists or the user already has an active shift. */
export async function insertShift(
  db: Executor,
  values: { clientId: number; marinaId: number; userId: number; guid?: string | undefined },
): Promise<number | undefined> {
  const rows = await db.insert(shifts).values(values).onConflictDoNothing().returning({ id: shifts.id });
  return rows[0]?.id;
}

export async function endShiftRow(db: Executor, shiftId: number): Promise<void> {
  await db
    .update(shifts)
    .set({ endTime: new Date() })
    .where(and(eq(shifts.id, shiftId), isNull(shifts.endTime)));
}
