import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';

/** GET /api/shift-questions/all?marinaId=: every question of the marina, inactive ones included (admins). */
export const allShiftQuestionsQueryOptions = (marinaId: string) =>
  queryOptions<ShiftQuestion[]>({ queryKey: ['/api/shift-questions/all', { marinaId }] });

export function useAllShiftQuestions(marinaId: string) {
  return useQuery(allShiftQuestionsQueryOptions(marinaId));
}
