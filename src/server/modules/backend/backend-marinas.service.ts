import type { BackendMarina, MarinaBody } from '#core/backend/backend.schema.ts';
import type { Db } from '#server/db/connect.ts';
import { createIdempotent } from '#server/db/idempotent-create.ts';
import { badRequest, notFound } from '#server/plugins/http-errors.ts';
import {
  type BackendMarinaRow,
  findAnyMarina,
  insertMarina,
  listAllMarinas,
  updateMarinaRow,
} from './backend-marinas.queries.ts';
import { findClient } from './clients.service.ts';

export const MARINA_NOT_FOUND = 'Marina not found';

const toMarina = (row: BackendMarinaRow): BackendMarina => ({
  guid: row.guid,
  name: row.name,
  clientId: row.clientId,
  clientName: row.clientName,
  location: row.location,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

/** A marina of any client by guid (for permissions and the name fixer). */
export const findMarinaAnyClient = findAnyMarina;

export const allMarinas = async (db: Db) => (await listAllMarinas(db)).map(toMarina);

async function clientRowId(db: Db, clientGuid: string): Promise<number> {
  const client = await findClient(db, clientGuid);
  if (!client) throw badRequest('body.clientId: Client not found');
  return client.id;
}

/** POST /api/marinas: idempotent on `guid`. */
export async function createMarina(db: Db, body: MarinaBody & { guid?: string | undefined }) {
  const { guid, clientId: clientGuid, ...rest } = body;
  const values = { ...rest, clientId: await clientRowId(db, clientGuid) };
  const { row, created } = await createIdempotent({
    insert: async () => {
      const inserted = await insertMarina(db, values, guid);
      return inserted ? findAnyMarina(db, inserted.guid) : undefined;
    },
    findExisting: () => findAnyMarina(db, guid!),
    sameContent: (e) =>
      e.clientRowId === values.clientId &&
      e.name === values.name &&
      e.location === values.location &&
      e.description === values.description,
  });
  return { marina: toMarina(row), created };
}

/**
 * PUT /api/marinas/{guid}: the whole form. A marina never moves to another client: every
 * location, shift and reading of it carries its client, so the clientId must stay the same.
 */
export async function updateMarina(db: Db, guid: string, body: MarinaBody): Promise<BackendMarina> {
  const existing = await findAnyMarina(db, guid);
  if (!existing) throw notFound(MARINA_NOT_FOUND);
  if (body.clientId !== existing.clientId) {
    await clientRowId(db, body.clientId);
    throw badRequest('body.clientId: a marina cannot move to another client');
  }
  const { clientId: _client, ...values } = body;
  await updateMarinaRow(db, existing.id, values);
  return toMarina((await findAnyMarina(db, guid))!);
}
