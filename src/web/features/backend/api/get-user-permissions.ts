import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '#core/auth/auth-user.schema.ts';
import { backendEndpoints } from '#core/backend/backend.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

export type { Permission };

export const userPermissionsQueryKey = (guid: string) =>
  endpointKey(backendEndpoints.userPermissions, { params: { guid } });

/** GET /api/backend/users/{guid}/permissions: what the user holds now (read when the dialog opens). */
export const userPermissionsQueryOptions = (guid: string) =>
  queryOptions<Permission[]>({ queryKey: userPermissionsQueryKey(guid) });

export function useUserPermissions(guid: string | null) {
  return useQuery({ ...userPermissionsQueryOptions(guid ?? ''), enabled: guid !== null });
}
