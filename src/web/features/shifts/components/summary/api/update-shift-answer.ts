import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import type { AnswerUpdateBody } from '#web/features/shifts/lib/answer-edit.ts';
import { call } from '#web/lib/call.ts';
import { shiftAnswersQueryKey } from '../../../api/get-shift-answers.ts';

export interface UpdateShiftAnswerInput {
  guid: string;
  shiftId: string;
  body: AnswerUpdateBody;
}

/** PUT /api/shift-answers/{guid} { answerText, answerNumber, answerBoolean, answerTimestamp }. */
export function updateShiftAnswer({ guid, body }: UpdateShiftAnswerInput) {
  return call(shiftQuestionsEndpoints.updateAnswer, { params: { guid }, body });
}

export function useUpdateShiftAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShiftAnswer,
    // The shift's answers are fetched again, so every list shows the new value.
    onSuccess: (_answer, { shiftId }) =>
      queryClient.invalidateQueries({ queryKey: shiftAnswersQueryKey(shiftId), exact: true }),
  });
}
