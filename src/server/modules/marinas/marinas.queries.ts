import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MeterUnits } from '#core/meters/meter-units.ts';
import type { Db, Executor } from '#server/db/connect.ts';
import { versionOfScope } from '#server/db/data-versions.queries.ts';
import { preparedOnce } from '#server/db/prepared.ts';
import { marinas } from '#server/db/schema/index.ts';

const summary = {
  id: marinas.id,
  guid: marinas.guid,
  name: marinas.name,
  location: marinas.location,
  timeZone: marinas.timeZone,
  meterUnits: marinas.meterUnits,
  safety: marinas.safety,
};

export async function findMarinaByGuid(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select(summary)
    .from(marinas)
    .where(and(eq(marinas.clientId, clientId), eq(marinas.guid, guid)))
    .limit(1);
  return rows[0];
}

const marinaWithVersion = preparedOnce((db) =>
  db
    .select({ ...summary, version: versionOfScope(marinas.clientId, marinas.id) })
    .from(marinas)
    .where(and(eq(marinas.clientId, sql.placeholder('clientId')), eq(marinas.guid, sql.placeholder('guid'))))
    .limit(1)
    .prepare('dockwatch_marina_with_version'),
);

/** The marina and its data version (conditional reads: the guard's lookup and the ETag's in one). */
export async function findMarinaWithVersion(db: Db, clientId: number, guid: string) {
  const [row] = await marinaWithVersion(db).execute({ clientId, guid });
  return row;
}

export async function listClientMarinas(db: Executor, clientId: number, onlyIds?: number[]) {
  if (onlyIds && onlyIds.length === 0) return [];
  return db
    .select(summary)
    .from(marinas)
    .where(and(eq(marinas.clientId, clientId), onlyIds ? inArray(marinas.id, onlyIds) : undefined))
    .orderBy(asc(marinas.name), asc(marinas.id));
}

/** Sets a marina's meter units; the marina as its read shows it afterwards. */
export async function updateMeterUnits(db: Executor, clientId: number, marinaId: number, units: MeterUnits) {
  const rows = await db
    .update(marinas)
    .set({ meterUnits: units, updatedAt: new Date() })
    .where(and(eq(marinas.clientId, clientId), eq(marinas.id, marinaId)))
    .returning(summary);
  return rows[0];
}
