import type { MarinaSummary } from '#core/auth/auth-user.schema.ts';
import { seesAllMarinas } from '#core/auth/permissions.ts';
import { type MeterUnits, meterUnitsFrom } from '#core/meters/meter-units.ts';
import { guardSafetyOf, safetySettingsFrom } from '#core/safety/safety-settings.ts';
import type { Db } from '#server/db/connect.ts';
import type { AuthContext, Caller } from '#server/plugins/auth-context.ts';
import { requireMarinaAdmin } from '#server/plugins/guards.ts';
import { notFound } from '#server/plugins/http-errors.ts';
import { listClientMarinas, updateMeterUnits } from './marinas.queries.ts';

/** The marinas this user may work at: all of the client's for super_admin and client-wide admin. */
export async function marinasForUser(db: Db, auth: AuthContext) {
  if (seesAllMarinas(auth.permissions)) return listClientMarinas(db, auth.clientId);
  const ids = [...new Set(auth.permissions.map((p) => p.marinaId).filter((id): id is number => id !== null))];
  return listClientMarinas(db, auth.clientId, ids);
}

type MarinaRow = Omit<MarinaSummary, 'units' | 'safety'> & { meterUnits: unknown; safety: unknown };

/** A marina as the user's reads show it (GET /api/marinas, the signed-in user's marinas). */
export const toMarinaSummary = ({
  guid,
  name,
  location,
  timeZone,
  meterUnits,
  safety,
}: MarinaRow): MarinaSummary => ({
  guid,
  name,
  location,
  timeZone,
  units: meterUnitsFrom(meterUnits),
  safety: guardSafetyOf(safetySettingsFrom(safety)),
});

/** PUT /api/marinas/:guid/meter-units: an admin of the marina sets the unit of each meter type. */
export async function setMeterUnits(
  caller: Caller,
  marinaGuid: string,
  units: MeterUnits,
): Promise<MarinaSummary> {
  const scope = await requireMarinaAdmin(caller, marinaGuid);
  const row = await updateMeterUnits(caller.db, scope.clientId, scope.marinaId, units);
  if (!row) throw notFound('Marina not found');
  return toMarinaSummary(row);
}
