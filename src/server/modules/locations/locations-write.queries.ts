import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { locations } from '#server/db/schema/index.ts';

export type NewLocation = typeof locations.$inferInsert;

/** Inserts what does not collide (guid, or a live sibling's name); answers the rows it wrote. */
export const insertLocations = (db: Executor, rows: NewLocation[]) =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insert(locations)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: locations.id, name: locations.name });

export interface LocationChanges {
  name: string;
  typeId: number;
  parentId: number | null;
  description: string | null;
  status: 'active' | 'occupied' | 'maintenance';
  hasOccupancy: boolean;
}

export async function updateLocationRow(
  db: Executor,
  clientId: number,
  id: number,
  changes: LocationChanges,
) {
  const rows = await db
    .update(locations)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(locations.clientId, clientId), eq(locations.id, id), isNull(locations.deletedAt)))
    .returning({ id: locations.id });
  return rows.length > 0;
}
