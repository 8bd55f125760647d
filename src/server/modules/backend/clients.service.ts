import type { Client, ClientBody } from '#core/backend/backend.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { notFound } from '#server/plugins/http-errors.ts';
import {
  type ClientRow,
  findClientByGuid,
  insertClient,
  listClients,
  updateClientRow,
} from './clients.queries.ts';

export const CLIENT_NOT_FOUND = 'Client not found';

const toClient = (row: ClientRow): Client => ({
  guid: row.guid,
  name: row.name,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A client by guid, for the other backend services (marinas, users, name fixer). */
export const findClient = findClientByGuid;

export const allClients = async (db: Db) => (await listClients(db)).map(toClient);

/** Idempotent on `guid`: a retry with the same content answers the existing client. */
export async function createClient(db: Db, body: ClientBody & { guid?: string | undefined }) {
  const { guid, ...values } = body;
  const { row, created } = await createIdempotent({
    insert: () => insertClient(db, values, guid),
    findExisting: () => findClientByGuid(db, guid!),
    sameContent: (e) =>
      e.name === values.name &&
      e.contactEmail === values.contactEmail &&
      e.contactPhone === values.contactPhone &&
      e.description === values.description,
  });
  return { client: toClient(row), created };
}

/** PUT replaces the whole form: a missing optional field is cleared. */
export async function updateClient(db: Db, guid: string, body: ClientBody): Promise<Client> {
  const existing = await findClientByGuid(db, guid);
  if (!existing) throw notFound(CLIENT_NOT_FOUND);
  const row = await updateClientRow(db, existing.id, body);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  return toClient(row);
}
