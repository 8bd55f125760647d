import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { activities, locations, locationTypes, marinas } from '#server/db/schema/index.ts';
import { locationColumns, parent } from './locations.queries.ts';

/** Activity types that count as a patrol: without one in 12 hours the tile turns yellow. */
export const PATROL_ACTIVITY_TYPES = ['patrol_check', 'meter_read', 'checklist'];

/**
 * The newest activity timestamp of the current location (optionally of some types), for a LATERAL
 * join: one walk down activities_location_time_idx per location, never a scan of all activities.
 * The ORDER BY repeats the index's exact key (id DESC NULLS LAST) so no sort step is needed.
 */
const newestActivity = (db: Executor, alias: string, types?: string[]) =>
  db
    .select({ at: activities.timestamp })
    .from(activities)
    .where(and(eq(activities.locationId, locations.id), types ? inArray(activities.type, types) : undefined))
    .orderBy(sql`${activities.timestamp} desc nulls last`, sql`${activities.id} desc nulls last`)
    .limit(1)
    .as(alias);

export interface ListFilters {
  typeGuid?: string | undefined;
  typeName?: string | undefined;
  parentGuid?: string | undefined;
}

/** Every live location of a marina with its last activity and last patrol, in one query. */
export async function listMarinaLocations(db: Executor, clientId: number, marinaId: number, f: ListFilters) {
  const any = newestActivity(db, 'last_any');
  const patrol = newestActivity(db, 'last_patrol', PATROL_ACTIVITY_TYPES);
  const filters: (SQL | undefined)[] = [
    f.typeGuid ? eq(locationTypes.guid, f.typeGuid) : undefined,
    f.typeName ? sql`lower(${locationTypes.name}) = lower(${f.typeName})` : undefined,
    f.parentGuid ? eq(parent.guid, f.parentGuid) : undefined,
  ];
  const rows = await db
    .select({
      ...locationColumns,
      lastActivityAt: any.at,
      lastPatrolAt: patrol.at,
    })
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
    .innerJoin(marinas, eq(marinas.id, locations.marinaId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .leftJoinLateral(any, sql`true`)
    .leftJoinLateral(patrol, sql`true`)
    .where(
      and(
        isNull(locations.deletedAt),
        eq(locations.clientId, clientId),
        eq(locations.marinaId, marinaId),
        ...filters,
      ),
    );
  return rows;
}
