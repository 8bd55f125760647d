import type { ActiveShiftResponse, Shift } from '#core/shifts/shift.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { GUID_UNUSABLE } from '#server/db/idempotent-create.ts';
import type { AuthContext, MarinaScope } from '#server/plugins/auth-context.ts';
import { requireMarinaAccess } from '#server/plugins/guards.ts';
import { conflict, notFound } from '#server/plugins/http-errors.ts';
import {
  endShiftRow,
  findActiveShift,
  findShiftByGuid,
  insertShift,
  listUserShifts,
  type ShiftRow,
} from './shifts.queries.ts';

export const SHIFT_LIST_LIMIT = 100;

export const toShift = (row: ShiftRow): Shift => ({
  guid: row.guid,
  marinaId: row.marinaGuid,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime ? row.endTime.toISOString() : null,
});

/** A signed-in caller (catalogue handlers of 'signed-in' endpoints): the shifts are their own. */
export interface SignedInCaller {
  db: Db;
  auth: AuthContext;
}

export const activeShiftOf = (db: Db, userId: number) => findActiveShift(db, userId);

/** GET /api/shifts/active: the user's active shift, or null. */
export async function activeShift({ db, auth }: SignedInCaller): Promise<ActiveShiftResponse> {
  const active = await activeShiftOf(db, auth.userId);
  return { shift: active ? toShift(active) : null };
}

/** The user's shifts, newest first; with a marina (checked: 404 / 403), only the shifts at that marina. */
export async function listShifts(caller: SignedInCaller, marinaGuid: string | undefined): Promise<Shift[]> {
  const marina = marinaGuid ? await requireMarinaAccess(caller, marinaGuid) : undefined;
  return (await listUserShifts(caller.db, caller.auth.userId, SHIFT_LIST_LIMIT, marina?.marinaId)).map(
    toShift,
  );
}

/** One active shift per user (a unique partial index holds it under concurrency too). */
export async function startShift({ db, scope }: { db: Db; scope: MarinaScope }, guid: string | undefined) {
  const insertedId = await insertShift(db, {
    clientId: scope.clientId,
    marinaId: scope.marinaId,
    userId: scope.userId,
    guid,
  });
  const active = await findActiveShift(db, scope.userId);
  if (insertedId !== undefined && active) return { shift: toShift(active), created: true };
  // Nothing inserted: a retry of this very start, or another shift is still active.
  if (guid) {
    const existing = await findShiftByGuid(db, scope.clientId, guid);
    if (existing && existing.userId === scope.userId && existing.marinaId === scope.marinaId) {
      return { shift: toShift(existing), created: false };
    }
    if (existing) throw conflict(GUID_UNUSABLE);
    // No shift of ours holds the guid and none is active: a record we cannot see holds it.
    if (!active) throw conflict(GUID_UNUSABLE);
  }
  throw conflict('You already have an active shift. End it before starting a new one.');
}

/** Ends the user's active shift; repeating the end of the same shift returns it unchanged. */
export async function endShift({ db, auth }: SignedInCaller, shiftGuid: string | undefined): Promise<Shift> {
  if (shiftGuid) {
    const shift = await findShiftByGuid(db, auth.clientId, shiftGuid);
    if (!shift || shift.userId !== auth.userId) throw notFound('Shift not found');
    if (!shift.endTime) await endShiftRow(db, shift.id);
    return toShift((await findShiftByGuid(db, auth.clientId, shiftGuid))!);
  }
  const active = await findActiveShift(db, auth.userId);
  if (!active) throw notFound('No active shift found.');
  await endShiftRow(db, active.id);
  return toShift((await findShiftByGuid(db, auth.clientId, active.guid))!);
}

export async function findOwnShift({ db, auth }: SignedInCaller, shiftGuid: string) {
  const shift = await findShiftByGuid(db, auth.clientId, shiftGuid);
  if (!shift || shift.userId !== auth.userId) throw notFound('Shift not found');
  return shift;
}
