import type { BackendMarina, MarinaBody } from '#core/backend/backend.schema.ts';
import { DEFAULT_TIME_ZONE } from '#core/common/time-zone.ts';
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
  timeZone: row.timeZone,
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
  const { guid, clientId: clientGuid, timeZone = DEFAULT_TIME_ZONE, ...rest } = body;
  const values = { ...rest, timeZone, clientId: await clientRowId(db, clientGuid) };
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
      e.description === values.description &&
      e.timeZone === values.timeZone,
  });
  return { marina: toMarina(row), created };
}

/**
 * PUT /api/marinas/{guid}: the whole form. A marina never moves to another client: every
 * location, shift and reading of it carries its client, so the clientId must stay the same. A
 * body without `timeZone` (a client older than decision 0026) keeps the marina's zone.
 */
export async function updateMarina(db: Db, guid: string, body: MarinaBody): Promise<BackendMarina> {
  const existing = await findAnyMarina(db, guid);
  if (!existing) throw notFound(MARINA_NOT_FOUND);
  if (body.clientId !== existing.clientId) {
    await clientRowId(db, body.clientId);
    throw badRequest('body.clientId: a marina cannot move to another client');
  }
  const { clientId: _client, timeZone, ...values } = body;
  await updateMarinaRow(db, existing.id, timeZone ? { ...values, timeZone } : values);
  return toMarina((await findAnyMarina(db, guid))!);
}
