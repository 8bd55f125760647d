import { useQuery } from '@tanstack/react-query';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/checklists?marinaId=: the checklist templates of the marina (and of the whole client). */
export const checklistsQueryOptions = (marinaId: string | null) =>
  endpointQuery(checklistsEndpoints.list, { query: { marinaId } }, { enabled: marinaId !== null });

export function useChecklists(marinaId: string | null) {
  return useQuery(checklistsQueryOptions(marinaId));
}
