import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import { activities, locations, locationTypes } from '#server/db/schema/index.ts';

export interface TestRow {
  id: number;
  guid: string;
  name: string;
}

/** A location type of the client (names are unique per client, case-insensitive). */
export async function createLocationType(db: Db, clientId: number, name: string): Promise<TestRow> {
  const [row] = await db
    .insert(locationTypes)
    .values({ clientId, name })
    .returning({ id: locationTypes.id, guid: locationTypes.guid, name: locationTypes.name });
  return row!;
}

export interface LocationSpec {
  name: string;
  typeId: number;
  parentId?: number | null;
  description?: string | null;
  status?: 'active' | 'occupied' | 'maintenance';
  hasOccupancy?: boolean;
}

export async function createLocation(
  db: Db,
  scope: { clientId: number; marinaId: number },
  spec: LocationSpec,
): Promise<TestRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...scope, ...spec })
    .returning({ id: locations.id, guid: locations.guid, name: locations.name });
  return row!;
}

/** A nested tree: { 'Dock A': { 'A-1': {}, 'A-2': { 'A-2 box': {} } } } -> every row by name. */
export interface TreeSpec {
  [name: string]: TreeSpec;
}

export async function createLocationTree(
  db: Db,
  scope: { clientId: number; marinaId: number },
  typeId: number,
  tree: TreeSpec,
  parentId: number | null = null,
  into: Record<string, TestRow> = {},
): Promise<Record<string, TestRow>> {
  for (const [name, children] of Object.entries(tree)) {
    const row = await createLocation(db, scope, { name, typeId, parentId });
    into[name] = row;
    await createLocationTree(db, scope, typeId, children, row.id, into);
  }
  return into;
}

/** An activity row written directly, as another module would; timestamp null is allowed by the spec. */
export async function addActivity(
  db: Db,
  scope: { clientId: number; marinaId: number },
  locationId: number,
  type: string,
  timestamp: Date | null,
): Promise<void> {
  await db.insert(activities).values({ ...scope, locationId, type, timestamp });
}

export async function deletedAtOf(db: Db, id: number): Promise<Date | null> {
  const [row] = await db.select({ at: locations.deletedAt }).from(locations).where(eq(locations.id, id));
  return row?.at ?? null;
}

/** Every location row of a client, deleted or not, as it is stored: compare before/after for "nothing changed". */
export const snapshotLocations = (db: Db, clientId: number) =>
  db.select().from(locations).where(eq(locations.clientId, clientId)).orderBy(locations.id);
