import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '#core/checklists/checklist.schema.ts';

/** GET /api/checklists?marinaId=: the templates of the marina and of the whole client. */
export const checklistTemplatesQueryOptions = (marinaId: string) =>
  queryOptions<Checklist[]>({ queryKey: ['/api/checklists', { marinaId }] });

export function useChecklistTemplates(marinaId: string) {
  return useQuery(checklistTemplatesQueryOptions(marinaId));
}
