import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { checklistInstances, checklists, marinas, users } from '#server/db/schema/index.ts';

const templateColumns = {
  id: checklists.id,
  guid: checklists.guid,
  name: checklists.name,
  description: checklists.description,
  items: checklists.items,
  isTemplate: checklists.isTemplate,
  marinaId: checklists.marinaId,
  marinaGuid: marinas.guid,
  createdAt: checklists.createdAt,
};
const selectChecklists = (db: Executor) =>
  db.select(templateColumns).from(checklists).leftJoin(marinas, eq(marinas.id, checklists.marinaId));
export type ChecklistRow = Awaited<ReturnType<typeof findChecklist>> & {};

/** Checklists a marina sees: its own and the client-wide ones (marina_id null). */
const ofMarina = (clientId: number, marinaId: number) =>
  and(eq(checklists.clientId, clientId), or(eq(checklists.marinaId, marinaId), isNull(checklists.marinaId)));

export const listTemplates = (db: Executor, clientId: number, marinaId: number) =>
  selectChecklists(db)
    .where(and(ofMarina(clientId, marinaId), eq(checklists.isTemplate, true)))
    .orderBy(asc(checklists.name), asc(checklists.id));

export async function findChecklist(db: Executor, clientId: number, marinaId: number, guid: string) {
  const rows = await selectChecklists(db)
    .where(and(ofMarina(clientId, marinaId), eq(checklists.guid, guid)))
    .limit(1);
  return rows[0];
}

const instanceColumns = {
  id: checklistInstances.id,
  guid: checklistInstances.guid,
  clientId: checklistInstances.clientId,
  marinaId: checklistInstances.marinaId,
  marinaGuid: marinas.guid,
  checklistId: checklistInstances.checklistId,
  checklistGuid: checklists.guid,
  checklistName: checklists.name,
  items: checklists.items,
  userGuid: users.guid,
  staffName: checklistInstances.staffName,
  completedItems: checklistInstances.completedItems,
  isCompleted: checklistInstances.isCompleted,
  createdAt: checklistInstances.createdAt,
  completedAt: checklistInstances.completedAt,
};
const selectInstances = (db: Executor) =>
  db
    .select(instanceColumns)
    .from(checklistInstances)
    .innerJoin(checklists, eq(checklists.id, checklistInstances.checklistId))
    .innerJoin(marinas, eq(marinas.id, checklistInstances.marinaId))
    .leftJoin(users, eq(users.id, checklistInstances.userId));
export type InstanceRow = Awaited<ReturnType<typeof findInstance>> & {};

export async function findInstance(db: Executor, clientId: number, guid: string) {
  const rows = await selectInstances(db)
    .where(and(eq(checklistInstances.clientId, clientId), eq(checklistInstances.guid, guid)))
    .limit(1);
  return rows[0];
}

/** A marina's instances, newest first: the completed or the in-progress ones, up to `limit`. */
export const listInstances = (
  db: Executor,
  clientId: number,
  marinaId: number,
  completed: boolean,
  limit: number,
) =>
  selectInstances(db)
    .where(
      and(
        eq(checklistInstances.clientId, clientId),
        eq(checklistInstances.marinaId, marinaId),
        eq(checklistInstances.isCompleted, completed),
      ),
    )
    .orderBy(desc(checklistInstances.createdAt), desc(checklistInstances.id))
    .limit(limit);

export async function insertInstance(
  db: Executor,
  values: typeof checklistInstances.$inferInsert,
): Promise<number | undefined> {
  const rows = await db
    .insert(checklistInstances)
    .values(values)
    .onConflictDoNothing({ target: checklistInstances.guid })
    .returning({ id: checklistInstances.id });
  return rows[0]?.id;
}

export async function updateInstanceRow(
  db: Executor,
  id: number,
  values: { completedItems: string[]; isCompleted: boolean },
  at: Date | null = null,
): Promise<void> {
  // Completing keeps the first completion time (the device's when it sent one); reopening clears it.
  const completedAt = values.isCompleted
    ? sql`coalesce(${checklistInstances.completedAt}, ${at ?? sql`now()`})`
    : null;
  await db
    .update(checklistInstances)
    .set({ ...values, completedAt, updatedAt: new Date() })
    .where(eq(checklistInstances.id, id));
}
