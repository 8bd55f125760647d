import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShiftQuestionBody, UpdateShiftQuestionBody } from '#core/backend/backend.schema.ts';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type SaveShiftQuestionInput =
  | { kind: 'create'; body: CreateShiftQuestionBody & { guid: string } }
  | { kind: 'update'; guid: string; body: UpdateShiftQuestionBody };

/** POST /api/shift-questions or PUT /api/shift-questions/{guid}. */
export function saveShiftQuestion(input: SaveShiftQuestionInput): Promise<ShiftQuestion> {
  return input.kind === 'create'
    ? apiRequest<ShiftQuestion>('POST', '/api/shift-questions', input.body)
    : apiRequest<ShiftQuestion>('PUT', `/api/shift-questions/${encodeURIComponent(input.guid)}`, input.body);
}

export function useSaveShiftQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShiftQuestion,
    // The admin list and the questions staff answer at the start and end of a shift.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/shift-questions/all'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/shift-questions'] }),
      ]),
  });
}
