import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/connect.ts';
import { clients } from '#server/db/schema/index.ts';

const columns = {
  id: clients.id,
  guid: clients.guid,
  name: clients.name,
  contactEmail: clients.contactEmail,
  contactPhone: clients.contactPhone,
  description: clients.description,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};
export type ClientRow = Awaited<ReturnType<typeof listClients>>[number];
export interface ClientValues {
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
  description: string | null;
}

/** Every client: the backend is the one cross-tenant surface (super_admin only). */
export const listClients = (db: Executor) =>
  db.select(columns).from(clients).orderBy(asc(clients.name), asc(clients.id));

export async function findClientByGuid(db: Executor, guid: string) {
  const rows = await db.select(columns).from(clients).where(eq(clients.guid, guid)).limit(1);
  return rows[0];
}

/** Undefined when the guid is taken (a retry, or a different client). */
export async function insertClient(db: Executor, values: ClientValues, guid?: string) {
  const rows = await db
    .insert(clients)
    .values({ ...values, ...(guid ? { guid } : {}) })
    .onConflictDoNothing()
    .returning(columns);
  return rows[0];
}

export async function updateClientRow(db: Executor, id: number, values: ClientValues) {
  const rows = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning(columns);
  return rows[0];
}
