import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { permissionSchema } from '#core/auth/auth-user.schema.ts';

export type Permission = z.infer<typeof permissionSchema>;

export const userPermissionsQueryKey = (guid: string) =>
  [`/api/backend/users/${encodeURIComponent(guid)}/permissions`] as const;

/** GET /api/backend/users/{guid}/permissions: what the user holds now (read when the dialog opens). */
export const userPermissionsQueryOptions = (guid: string) =>
  queryOptions<Permission[]>({ queryKey: userPermissionsQueryKey(guid) });

export function useUserPermissions(guid: string | null) {
  return useQuery({ ...userPermissionsQueryOptions(guid ?? ''), enabled: guid !== null });
}
