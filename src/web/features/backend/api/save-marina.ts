import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { BackendMarina, MarinaRequest } from '#core/backend/backend.schema.ts';
import { marinasEndpoints } from '#core/marinas/marinas.endpoints.ts';
import { authUserQueryKey } from '#web/features/auth/index.ts';
import { call, endpointKey } from '#web/lib/call.ts';
import { backendMarinasQueryKey } from './get-backend-marinas.ts';
import { type SaveRecordInput, useSaveRecord } from './save-record.ts';

/** POST /api/marinas (client-made guid) or PUT /api/marinas/{guid}. */
function saveMarina({ guid, body, create }: SaveRecordInput<MarinaRequest>): Promise<BackendMarina> {
  return create
    ? call(backendEndpoints.createMarina, { body: { ...body, guid } })
    : call(backendEndpoints.updateMarina, { params: { guid }, body });
}

/** The signed-in user's own marina list may hold it (name, location). */
export const useSaveMarina = () =>
  useSaveRecord(saveMarina, [backendMarinasQueryKey, authUserQueryKey, endpointKey(marinasEndpoints.list)]);
