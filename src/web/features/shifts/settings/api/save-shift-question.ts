import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShiftQuestionRequest, UpdateShiftQuestionRequest } from '#core/backend/backend.schema.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { shiftQuestionsAdminEndpoints } from '#core/shifts/shift-questions-admin.endpoints.ts';
import { call, endpointKey } from '#web/lib/call.ts';

export type SaveShiftQuestionInput =
  | { kind: 'create'; body: CreateShiftQuestionRequest & { guid: string } }
  | { kind: 'update'; guid: string; body: UpdateShiftQuestionRequest };

/** POST /api/shift-questions or PUT /api/shift-questions/{guid}. */
export function saveShiftQuestion(input: SaveShiftQuestionInput): Promise<ShiftQuestion> {
  return input.kind === 'create'
    ? call(shiftQuestionsAdminEndpoints.create, { body: input.body })
    : call(shiftQuestionsAdminEndpoints.update, { params: { guid: input.guid }, body: input.body });
}

export function useSaveShiftQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShiftQuestion,
    // The admin list and the questions staff answer at the start and end of a shift.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(shiftQuestionsAdminEndpoints.all) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(shiftQuestionsEndpoints.list) }),
      ]),
  });
}
