import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsAdminEndpoints } from '#core/shifts/shift-questions-admin.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

/** GET /api/shift-questions/all?marinaId=: every question of the marina, inactive ones included (admins). */
export const allShiftQuestionsQueryOptions = (marinaId: string) =>
  queryOptions<ShiftQuestion[]>({
    queryKey: endpointKey(shiftQuestionsAdminEndpoints.all, { query: { marinaId } }),
  });

export function useAllShiftQuestions(marinaId: string) {
  return useQuery(allShiftQuestionsQueryOptions(marinaId));
}
