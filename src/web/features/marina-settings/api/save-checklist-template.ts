import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChecklistTemplate,
  CreateChecklistBody,
  UpdateChecklistBody,
} from '#core/backend/backend.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type SaveChecklistInput =
  | { kind: 'create'; body: CreateChecklistBody & { guid: string } }
  | { kind: 'update'; guid: string; body: UpdateChecklistBody };

/** POST /api/checklists or PUT /api/checklists/{guid}: name, description, items. */
export function saveChecklistTemplate(input: SaveChecklistInput): Promise<ChecklistTemplate> {
  return input.kind === 'create'
    ? apiRequest<ChecklistTemplate>('POST', '/api/checklists', input.body)
    : apiRequest<ChecklistTemplate>('PUT', `/api/checklists/${encodeURIComponent(input.guid)}`, input.body);
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistTemplate,
    // Templates are listed on /checklists; running checklists show their template's items.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/checklists'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/checklist-instances'] }),
      ]),
  });
}
