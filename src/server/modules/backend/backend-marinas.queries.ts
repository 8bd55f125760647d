import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { clients, marinas } from '#server/db/schema/index.ts';

const columns = {
  id: marinas.id,
  guid: marinas.guid,
  name: marinas.name,
  clientRowId: marinas.clientId,
  clientId: clients.guid,
  clientName: clients.name,
  location: marinas.location,
  description: marinas.description,
  timeZone: marinas.timeZone,
  createdAt: marinas.createdAt,
};
export type BackendMarinaRow = Awaited<ReturnType<typeof listAllMarinas>>[number];
export interface MarinaValues {
  clientId: number;
  name: string;
  location: string | null;
  description: string | null;
  timeZone: string;
}

const selectMarinas = (db: Executor) =>
  db.select(columns).from(marinas).innerJoin(clients, eq(clients.id, marinas.clientId));

/** Every marina of every client, by client then marina name. */
export const listAllMarinas = (db: Executor) =>
  selectMarinas(db).orderBy(asc(clients.name), asc(marinas.name), asc(marinas.id));

/** A marina of any client (the backend works across clients). */
export async function findAnyMarina(db: Executor, guid: string) {
  const rows = await selectMarinas(db).where(eq(marinas.guid, guid)).limit(1);
  return rows[0];
}

/** Undefined when the guid is taken. */
export async function insertMarina(db: Executor, values: MarinaValues, guid?: string) {
  const rows = await db
    .insert(marinas)
    .values({ ...values, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning({ id: marinas.id, guid: marinas.guid });
  return rows[0];
}

export async function updateMarinaRow(
  db: Executor,
  id: number,
  values: Omit<MarinaValues, 'clientId' | 'timeZone'> & { timeZone?: string },
) {
  await db
    .update(marinas)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marinas.id, id));
}
