import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { patrolEndpoints } from '#core/patrol/patrol.endpoints.ts';
import type { SetReferenceBody } from '#core/patrol/reference-position.schema.ts';
import { call } from '#web/lib/call.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET/PUT/DELETE /api/locations/{guid}/reference-position: the GPS reference of a location. */
export const referencePositionQueryOptions = (guid: string) =>
  endpointQuery(patrolEndpoints.reference, { params: { guid } });

export const useReferencePosition = (guid: string) => useQuery(referencePositionQueryOptions(guid));

export function useSetReferencePosition(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetReferenceBody | null) =>
      body
        ? call(patrolEndpoints.setReference, { params: { guid }, body })
        : call(patrolEndpoints.clearReference, { params: { guid } }),
    onSuccess: (data) => queryClient.setQueryData(referencePositionQueryOptions(guid).queryKey, data),
  });
}
