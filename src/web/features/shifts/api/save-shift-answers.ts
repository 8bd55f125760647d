import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftAnswer } from '#core/shifts/shift.schema.ts';
import type { AnswerPayload } from '#core/shifts/shift-flow.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { shiftAnswersQueryKey } from './get-shift-answers.ts';

export interface SaveShiftAnswersInput {
  shiftId: string | null | undefined;
  answers: AnswerPayload[];
}

/** POST /api/shift-answers { shiftId, answers }: every answer of the shift after the save. */
export function saveShiftAnswers({ shiftId, answers }: SaveShiftAnswersInput): Promise<ShiftAnswer[]> {
  // Spec 000 section 5: saving without a shift id is refused.
  if (!shiftId) return Promise.reject(new Error('Saving answers needs a shift'));
  return apiRequest<ShiftAnswer[]>('POST', '/api/shift-answers', { shiftId, answers });
}

export function useSaveShiftAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShiftAnswers,
    // Spec 000 section 4: after a successful save the answers are re-fetched.
    onSuccess: (_answers, { shiftId }) =>
      queryClient.invalidateQueries({ queryKey: shiftAnswersQueryKey(shiftId!), exact: true }),
  });
}
