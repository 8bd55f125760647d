import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferencePosition, SetReferenceBody } from '#core/patrol/reference-position.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET/PUT/DELETE /api/locations/{guid}/reference-position: the GPS reference of a location. */
const path = (guid: string) => `/api/locations/${encodeURIComponent(guid)}/reference-position`;

export const referencePositionQueryOptions = (guid: string) =>
  queryOptions<ReferencePosition>({ queryKey: [path(guid)] });

export const useReferencePosition = (guid: string) => useQuery(referencePositionQueryOptions(guid));

export function useSetReferencePosition(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReferenceBody | null) =>
      body
        ? apiRequest<ReferencePosition>('PUT', path(guid), body)
        : apiRequest<ReferencePosition>('DELETE', path(guid)),
    onSuccess: (data) => queryClient.setQueryData(referencePositionQueryOptions(guid).queryKey, data),
  });
}
