import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChecklistInstance, DEFAULT_STAFF_NAME } from '#core/checklists/checklist.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface StartChecklistInput {
  guid: string;
  checklistId: string;
  marinaId: string;
}

/**
 * POST /api/checklist-instances {checklistId, staffName, completedItems, isCompleted, marinaId}:
 * starts with the staff name 'Security Officer', nothing ticked (spec 001 section 5).
 */
export const createChecklistInstance = ({ guid, checklistId, marinaId }: StartChecklistInput) =>
  apiRequest<ChecklistInstance>('POST', '/api/checklist-instances', {
    guid,
    checklistId,
    staffName: DEFAULT_STAFF_NAME,
    completedItems: [],
    isCompleted: false,
    marinaId,
  });

export function useCreateChecklistInstance(callbacks: { onSuccess?: () => void; onError?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklistInstance,
    onSuccess: () => {
      callbacks.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: ['/api/checklist-instances'] });
    },
    onError: () => callbacks.onError?.(),
  });
}
