import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '#core/checklists/checklist.schema.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/checklists?marinaId=: the templates of the marina and of the whole client. */
export const checklistTemplatesQueryOptions = (marinaId: string) =>
  queryOptions<Checklist[]>({ queryKey: endpointKey(checklistsEndpoints.list, { query: { marinaId } }) });

export function useChecklistTemplates(marinaId: string) {
  return useQuery(checklistTemplatesQueryOptions(marinaId));
}
