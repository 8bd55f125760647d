import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/connect.ts';
import { locations, locationTypes, marinas } from '#server/db/schema/index.ts';

export const parent = alias(locations, 'parent');
const live = isNull(locations.deletedAt);

/** Everything the wire shape needs, plus the internal ids the service works with. */
export const locationColumns = {
  id: locations.id,
  guid: locations.guid,
  name: locations.name,
  typeRowId: locations.typeId,
  typeId: locationTypes.guid,
  typeName: locationTypes.name,
  parentRowId: locations.parentId,
  parentId: parent.guid,
  parentName: parent.name,
  description: locations.description,
  status: locations.status,
  hasOccupancy: locations.hasOccupancy,
  clientId: locations.clientId,
  marinaRowId: locations.marinaId,
  marinaId: marinas.guid,
  createdAt: locations.createdAt,
};

/** Live locations of one client with their type, parent and marina joined in. */
export function selectLocations(db: Executor, where: SQL) {
  return db
    .select(locationColumns)
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
    .innerJoin(marinas, eq(marinas.id, locations.marinaId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .where(and(live, where));
}
export type LocationRow = Awaited<ReturnType<typeof findLocation>> & {};

export async function findLocation(db: Executor, clientId: number, guid: string) {
  const rows = await selectLocations(
    db,
    and(eq(locations.clientId, clientId), eq(locations.guid, guid))!,
  ).limit(1);
  return rows[0];
}

export const findLocationsByIds = (db: Executor, clientId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectLocations(db, and(eq(locations.clientId, clientId), inArray(locations.id, ids))!);

/** A live location of this marina that may be a parent. */
export async function findParent(db: Executor, clientId: number, marinaId: number, guid: string) {
  const rows = await db
    .select({ id: locations.id, guid: locations.guid, name: locations.name })
    .from(locations)
    .where(
      and(live, eq(locations.clientId, clientId), eq(locations.marinaId, marinaId), eq(locations.guid, guid)),
    )
    .limit(1);
  return rows[0];
}

export const listChildren = (db: Executor, clientId: number, parentId: number) =>
  db
    .select({
      guid: locations.guid,
      name: locations.name,
      typeName: locationTypes.name,
      status: locations.status,
      hasOccupancy: locations.hasOccupancy,
    })
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
    .where(and(live, eq(locations.clientId, clientId), eq(locations.parentId, parentId)));

/** Live locations under the same parent (top-level ones for null) in one marina. */
export const listSiblings = (db: Executor, clientId: number, marinaId: number, parentId: number | null) =>
  db
    .select({ guid: locations.guid, name: locations.name })
    .from(locations)
    .where(
      and(
        live,
        eq(locations.clientId, clientId),
        eq(locations.marinaId, marinaId),
        parentId === null ? isNull(locations.parentId) : eq(locations.parentId, parentId),
      ),
    );

/** Another live sibling already called this (case-insensitive): the rule of `locations_name_unique`. */
export async function siblingNameTaken(
  db: Executor,
  marinaId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        live,
        eq(locations.marinaId, marinaId),
        sql`coalesce(${locations.parentId}, 0) = ${parentId ?? 0}`,
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${locations.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The ids of live locations of the marina with these guids (those missing are not its). */
export async function marinaLocationIds(
  db: Executor,
  scope: { clientId: number; marinaId: number },
  guids: readonly string[],
): Promise<Map<string, number>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, guid: locations.guid })
    .from(locations)
    .where(
      and(
        eq(locations.clientId, scope.clientId),
        eq(locations.marinaId, scope.marinaId),
        isNull(locations.deletedAt),
        inArray(locations.guid, [...guids]),
      ),
    );
  return new Map(rows.map((r) => [r.guid, r.id]));
}
