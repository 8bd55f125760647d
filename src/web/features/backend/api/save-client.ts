import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { Client, ClientRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';
import { backendMarinasQueryKey } from './get-backend-marinas.ts';
import { clientsQueryKey } from './get-clients.ts';
import { usersQueryKey } from './get-users.ts';
import { type SaveRecordInput, useSaveRecord } from './save-record.ts';

/** POST /api/clients (with a client-made guid, so a retry cannot make two) or PUT /api/clients/{guid}. */
function saveClient({ guid, body, create }: SaveRecordInput<ClientRequest>): Promise<Client> {
  return create
    ? call(backendEndpoints.createClient, { body: { ...body, guid } })
    : call(backendEndpoints.updateClient, { params: { guid }, body });
}

/** Marinas and users show their client's name. */
export const useSaveClient = () =>
  useSaveRecord(saveClient, [clientsQueryKey, backendMarinasQueryKey, usersQueryKey]);
