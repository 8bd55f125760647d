import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChecklistTemplate,
  CreateChecklistRequest,
  UpdateChecklistRequest,
} from '#core/backend/backend.schema.ts';
import { checklistsEndpoints } from '#core/checklists/checklists.endpoints.ts';
import { checklistsAdminEndpoints } from '#core/checklists/checklists-admin.endpoints.ts';
import { call, endpointKey } from '#web/lib/call.ts';

export type SaveChecklistInput =
  | { kind: 'create'; body: CreateChecklistRequest & { guid: string } }
  | { kind: 'update'; guid: string; body: UpdateChecklistRequest };

/** POST /api/checklists or PUT /api/checklists/{guid}: name, description, items. */
export function saveChecklistTemplate(input: SaveChecklistInput): Promise<ChecklistTemplate> {
  return input.kind === 'create'
    ? call(checklistsAdminEndpoints.create, { body: input.body })
    : call(checklistsAdminEndpoints.update, { params: { guid: input.guid }, body: input.body });
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistTemplate,
    // Templates are listed on /checklists; running checklists show their template's items.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(checklistsEndpoints.list) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(checklistsEndpoints.listInstances) }),
      ]),
  });
}
