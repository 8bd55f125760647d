import type { BackendUser, CreateUserBody, UpdateUserBody } from '#core/backend/backend.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/backend/users: email, names, clientId, optional initial password; a client-made guid. */
export function createUser(body: CreateUserBody & { guid: string }): Promise<BackendUser> {
  return apiRequest<BackendUser>('POST', '/api/backend/users', body);
}

/** PUT /api/backend/users/{guid}: the whole form; `disabled: true` ends the user's sessions. */
export function updateUser(guid: string, body: UpdateUserBody): Promise<BackendUser> {
  return apiRequest<BackendUser>('PUT', `/api/backend/users/${encodeURIComponent(guid)}`, body);
}
