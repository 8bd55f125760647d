import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.ts';
import {
  activities,
  checklistInstances,
  checklists,
  occupancyChecklists,
  occupancyChecks,
} from '#server/db/schema/index.ts';
import { createLocation, createLocationType, type TestRow } from './location-factories.ts';

interface Scope {
  clientId: number;
  marinaId: number;
}

export interface TemplateSpec {
  name: string;
  items: string[];
  description?: string | null;
  /** null: a template of the whole client. */
  marinaId?: number | null;
  isTemplate?: boolean;
}

/** A checklist template (there is no API to create one; the backend or seed data does). */
export async function createChecklistTemplate(db: Db, clientId: number, spec: TemplateSpec) {
  const [row] = await db
    .insert(checklists)
    .values({ clientId, isTemplate: true, ...spec })
    .returning({ id: checklists.id, guid: checklists.guid });
  return row!;
}

export const instanceRow = async (db: Db, guid: string) =>
  (await db.select().from(checklistInstances).where(eq(checklistInstances.guid, guid)))[0];

/** An occupancy-enabled dock with slips named `${dock}-1` .. `${dock}-n` (all direct children). */
export async function createOccupancyDock(
  db: Db,
  scope: Scope,
  name: string,
  slips: number,
): Promise<{ dock: TestRow; slips: TestRow[]; typeId: number }> {
  const type = await createLocationType(db, scope.clientId, `dock-${name}-${Math.random()}`);
  const dock = await createLocation(db, scope, { name, typeId: type.id, hasOccupancy: true });
  const children: TestRow[] = [];
  for (let i = 1; i <= slips; i++) {
    children.push(
      await createLocation(db, scope, { name: `${name}-${i}`, typeId: type.id, parentId: dock.id }),
    );
  }
  return { dock, slips: children, typeId: type.id };
}

/** An occupancy checklist row written directly (optionally finalized). */
export async function createOccupancyChecklistRow(
  db: Db,
  scope: Scope,
  locationId: number,
  values: { started?: Date; finalized?: Date | null } = {},
) {
  const [row] = await db
    .insert(occupancyChecklists)
    .values({ ...scope, locationId, ...values })
    .returning({ id: occupancyChecklists.id, guid: occupancyChecklists.guid });
  return row!;
}

export const checksOfChecklist = (db: Db, checklistId: number) =>
  db.select().from(occupancyChecks).where(eq(occupancyChecks.checklistId, checklistId));

export const occupancyChecklistRow = async (db: Db, guid: string) =>
  (await db.select().from(occupancyChecklists).where(eq(occupancyChecklists.guid, guid)))[0];

export const activitiesOfChecklist = (db: Db, checklistId: number) =>
  db.select().from(activities).where(eq(activities.occupancyChecklistId, checklistId));
