import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locations, locationTypes, marinas } from '#server/db/schema/index.ts';
import { locationColumns, parent } from './locations.queries.ts';

/**
 * Activity types that count as a patrol: without one in 12 hours the tile turns yellow. The same
 * list is in the triggers of migration 0008 that keep locations.last_patrol_at.
 */
export const PATROL_ACTIVITY_TYPES = ['patrol_check', 'meter_read', 'checklist'];

export interface ListFilters {
  typeGuid?: string | undefined;
  typeName?: string | undefined;
  parentGuid?: string | undefined;
}

/**
 * Every live location of a marina with its last activity and last patrol, in one query: both are
 * columns of the location, kept by triggers on activities (migration 0008), so the cost does not
 * grow with the history.
 */
export async function listMarinaLocations(db: Executor, clientId: number, marinaId: number, f: ListFilters) {
  const filters: (SQL | undefined)[] = [
    f.typeGuid ? eq(locationTypes.guid, f.typeGuid) : undefined,
    f.typeName ? sql`lower(${locationTypes.name}) = lower(${f.typeName})` : undefined,
    f.parentGuid ? eq(parent.guid, f.parentGuid) : undefined,
  ];
  const rows = await db
    .select({
      ...locationColumns,
      lastActivityAt: locations.lastActivityAt,
      lastPatrolAt: locations.lastPatrolAt,
    })
    .from(locations)
    .innerJoin(locationTypes, eq(locationTypes.id, locations.typeId))
    .innerJoin(marinas, eq(marinas.id, locations.marinaId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
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
