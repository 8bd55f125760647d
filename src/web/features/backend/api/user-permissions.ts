import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import type { AccessChange } from '#web/features/backend/lib/user-access.ts';
import { call } from '#web/lib/call.ts';

/**
 * One change of a user's access: POST/DELETE /api/backend/marinas/{marinaId}/users/{userId}
 * (permissionType marina_access or admin), or POST/DELETE /api/backend/users/{guid}/client-admin.
 */
export function applyAccessChange(userId: string, change: AccessChange): Promise<unknown> {
  switch (change.kind) {
    case 'grant':
      return call(backendEndpoints.grantMarina, {
        params: { marinaId: change.marinaId, userId },
        body: { permissionType: change.permissionType },
      });
    case 'revoke':
      return call(backendEndpoints.revokeMarina, {
        params: { marinaId: change.marinaId, userId },
        // marina_access is the default: the URL names only admin.
        query: change.permissionType === 'marina_access' ? {} : { permissionType: change.permissionType },
      });
    case 'grant-client-admin':
      return call(backendEndpoints.grantClientAdmin, { params: { guid: userId } });
    case 'revoke-client-admin':
      return call(backendEndpoints.revokeClientAdmin, { params: { guid: userId } });
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
