import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/checklists?marinaId=: the checklist templates of the marina (and of the whole client). */
export const checklistsQueryOptions = (marinaId: string | null) =>
  queryOptions<Checklist[]>({
    queryKey: endpointKey(checklistsEndpoints.list, { query: { marinaId } }),
    enabled: marinaId !== null,
  });

export function useChecklists(marinaId: string | null) {
  return useQuery(checklistsQueryOptions(marinaId));
}
