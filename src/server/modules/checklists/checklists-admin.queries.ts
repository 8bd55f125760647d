import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { checklists, clients, marinas } from '#server/db/schema/index.ts';

const columns = {
  id: checklists.id,
  guid: checklists.guid,
  name: checklists.name,
  description: checklists.description,
  items: checklists.items,
  isTemplate: checklists.isTemplate,
  clientId: clients.guid,
  marinaGuid: marinas.guid,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};
export type ChecklistRow = NonNullable<Awaited<ReturnType<typeof findChecklist>>>;
export interface ChecklistValues {
  name: string;
  description: string | null;
  items: string[];
}

export async function findChecklist(db: Executor, clientId: number, guid: string) {
  const rows = await db
    .select(columns)
    .from(checklists)
    .innerJoin(clients, eq(clients.id, checklists.clientId))
    .leftJoin(marinas, eq(marinas.id, checklists.marinaId))
    .where(and(eq(checklists.clientId, clientId), eq(checklists.guid, guid)))
    .limit(1);
  return rows[0];
}

/** A template of one marina; undefined when the guid is taken. */
export async function insertTemplate(
  db: Executor,
  values: ChecklistValues & { clientId: number; marinaId: number; guid?: string | undefined },
) {
  const { guid, ...rest } = values;
  const rows = await db
    .insert(checklists)
    .values({ ...rest, isTemplate: true, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning({ guid: checklists.guid });
  return rows[0];
}

export async function updateChecklistRow(db: Executor, id: number, values: ChecklistValues): Promise<void> {
  await db
    .update(checklists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checklists.id, id));
}
