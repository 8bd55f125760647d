import type { AccessChange } from '#core/backend/user-access.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const marinaUserPath = (marinaId: string, userId: string) =>
  `/api/backend/marinas/${encodeURIComponent(marinaId)}/users/${encodeURIComponent(userId)}`;
const clientAdminPath = (userId: string) => `/api/backend/users/${encodeURIComponent(userId)}/client-admin`;

/**
 * One change of a user's access: POST/DELETE /api/backend/marinas/{marinaId}/users/{userId}
 * (permissionType marina_access or admin), or POST/DELETE /api/backend/users/{guid}/client-admin.
 */
export function applyAccessChange(userId: string, change: AccessChange): Promise<unknown> {
  switch (change.kind) {
    case 'grant':
      return apiRequest('POST', marinaUserPath(change.marinaId, userId), {
        permissionType: change.permissionType,
      });
    case 'revoke':
      return apiRequest(
        'DELETE',
        change.permissionType === 'marina_access'
          ? marinaUserPath(change.marinaId, userId)
          : `${marinaUserPath(change.marinaId, userId)}?permissionType=${change.permissionType}`,
      );
    case 'grant-client-admin':
      return apiRequest('POST', clientAdminPath(userId));
    case 'revoke-client-admin':
      return apiRequest('DELETE', clientAdminPath(userId));
  }
}

/**
 * Applies the changes one after another. A failed marina access change is only logged as a
 * warning (spec 001 section 8); the answer says whether an admin change failed.
 */
export async function applyAccessChanges(
  userId: string,
  changes: readonly AccessChange[],
): Promise<{ adminFailed: boolean }> {
  let adminFailed = false;
  for (const change of changes) {
    try {
      await applyAccessChange(userId, change);
    } catch (error) {
      console.warn('Could not change marina access', change, error);
      if (change.kind !== 'grant' && change.kind !== 'revoke') adminFailed = true;
      else if (change.permissionType === 'admin') adminFailed = true;
    }
  }
  return { adminFailed };
}
