import { type CompactSource, compactLocationList } from '#core/locations/compact-location-list.ts';
import type {
  CompactLocationList,
  Location,
  LocationDetail,
  LocationListItem,
  LocationRef,
} from '#core/locations/location.schema.ts';
import { sortByName } from '#core/locations/parent-candidates.ts';
import type { Caller, MarinaCaller, MarinaScope } from '#server/plugins/auth-context.ts';
import {
  type CallerLike,
  callerOf,
  requireAuth,
  requireMarinaAccess,
  requireMarinaAdmin,
} from '#server/plugins/guards.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  findLocation,
  type LocationRow,
  listChildren,
  listSiblings,
  marinaLocationIds,
} from './locations.queries.ts';
import { listMarinaLocations } from './locations-list.queries.ts';
import { countDescendants } from './locations-tree.queries.ts';

export const LOCATION_NOT_FOUND = 'Location not found';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A location's wire fields but its creation time, which each answer writes its own way. */
const fieldsOf = (row: LocationRow): Omit<Location, 'createdAt'> => ({
  guid: row.guid,
  name: row.name,
  typeId: row.typeId,
  typeName: row.typeName,
  parentId: row.parentId,
  description: row.description,
  status: row.status,
  hasOccupancy: row.hasOccupancy,
  marinaId: row.marinaId,
});

export const toWire = (row: LocationRow): Location => ({
  ...fieldsOf(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * A live location of the user's client (else 404, like an unknown guid), then the marina guard
 * for its marina: access to read, admin to write.
 */
export async function loadLocation(
  from: CallerLike,
  guid: string,
  level: 'access' | 'admin',
): Promise<{ scope: MarinaScope; row: LocationRow }> {
  const auth = requireAuth(from);
  const row = await findLocation(callerOf(from).db, auth.clientId, guid);
  if (!row) throw notFound(LOCATION_NOT_FOUND);
  const guard = level === 'admin' ? requireMarinaAdmin : requireMarinaAccess;
  const marina = { id: row.marinaRowId, guid: row.marinaId, clientId: row.clientId };
  return { scope: await guard(from, marina), row };
}

/** A marinaId sent along with a location guid must be that location's marina. */
export function assertSameMarina(scope: MarinaScope, marinaGuid: string | undefined, context: string): void {
  if (marinaGuid && marinaGuid !== scope.marinaGuid) {
    throw badRequest(`${context}.marinaId: is not the marina of this location`);
  }
}

/** A list item whose times are still dates. */
type DatedListItem = CompactSource & {
  createdAt: Date;
  lastActivityAt: Date | null;
  lastPatrolAt: Date | null;
};

/** The marina's live locations in name order, their times still dates (the compact view's source). */
export async function listLocationSources(
  { db, scope }: MarinaCaller,
  query: { type?: string | undefined; parentId?: string | undefined },
): Promise<DatedListItem[]> {
  const type = !query.type || query.type.toLowerCase() === 'all' ? undefined : query.type;
  const isGuid =
    type !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(type);
  const rows = await listMarinaLocations(db, scope.clientId, scope.marinaId, {
    typeGuid: isGuid ? type : undefined,
    typeName: isGuid ? undefined : type,
    parentGuid: query.parentId,
  });
  return sortByName(rows).map((row) => ({
    ...fieldsOf(row),
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    lastPatrolAt: row.lastPatrolAt,
  }));
}

/**
 * GET /api/locations: the caller's marina already checked (marina-staff). The compact view is made
 * from the dates straight away: turning 1,500 dates into ISO strings and back cost milliseconds.
 */
export async function listLocations(
  caller: MarinaCaller,
  query: { type?: string | undefined; parentId?: string | undefined; view?: 'compact' | undefined },
): Promise<LocationListItem[] | CompactLocationList> {
  const sources = await listLocationSources(caller, query);
  if (query.view === 'compact') return compactLocationList(caller.scope.marinaGuid, sources);
  return sources.map((item) => ({
    ...item,
    createdAt: item.createdAt.toISOString(),
    lastActivityAt: iso(item.lastActivityAt),
    lastPatrolAt: iso(item.lastPatrolAt),
  }));
}

/** GET /api/locations/{guid} and GET /api/check-in/{guid}. */
export async function locationDetail(caller: Caller, guid: string): Promise<LocationDetail> {
  const { scope, row } = await loadLocation(caller, guid, 'access');
  const { db } = caller;
  const children = await listChildren(db, scope.clientId, row.id);
  const descendantCount = await countDescendants(db, row.id);
  return {
    ...toWire(row),
    parent: row.parentId && row.parentName ? { guid: row.parentId, name: row.parentName } : null,
    children: sortByName(children),
    descendantCount,
  };
}

/** The location and its live siblings (same parent, same marina) in natural name order. */
export async function siblingsOf(
  caller: Caller,
  guid: string,
  marinaGuid: string | undefined,
): Promise<LocationRef[]> {
  const { scope, row } = await loadLocation(caller, guid, 'access');
  assertSameMarina(scope, marinaGuid, 'querystring');
  return sortByName(await listSiblings(caller.db, scope.clientId, scope.marinaId, row.parentRowId));
}

/**
 * The ids of the marina's live locations among these guids (a guid missing from the answer is not
 * one of them): how another area checks the locations a write names (a tour's checkpoints, a
 * plan's pins).
 */
export const liveLocationIds = marinaLocationIds;
