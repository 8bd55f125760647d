import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';

export const shiftQuestionsQueryKey = (marinaId: string, isPreShift: boolean) =>
  [shiftQuestionsEndpoints.list.path, { marinaId, isPreShift }] as const;

/** GET /api/shift-questions?marinaId=&isPreShift=true|false: the active questions, in order. */
export const shiftQuestionsQueryOptions = (marinaId: string, isPreShift: boolean) =>
  queryOptions<ShiftQuestion[]>({ queryKey: shiftQuestionsQueryKey(marinaId, isPreShift) });

export function useShiftQuestions(marinaId: string | null | undefined, isPreShift: boolean) {
  return useQuery({
    ...shiftQuestionsQueryOptions(marinaId ?? '', isPreShift),
    enabled: Boolean(marinaId),
  });
}
