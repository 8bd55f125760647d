import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { BackendUser, CreateUserRequest, UpdateUserRequest } from '#core/backend/backend.schema.ts';
import { call } from '#web/lib/call.ts';

/** POST /api/backend/users: email, names, clientId, optional initial password; a client-made guid. */
export function createUser(body: CreateUserRequest & { guid: string }): Promise<BackendUser> {
  return call(backendEndpoints.createUser, { body });
}

/** PUT /api/backend/users/{guid}: the whole form; `disabled: true` ends the user's sessions. */
export function updateUser(guid: string, body: UpdateUserRequest): Promise<BackendUser> {
  return call(backendEndpoints.updateUser, { params: { guid }, body });
}
