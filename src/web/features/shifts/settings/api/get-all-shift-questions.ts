import { useQuery } from '@tanstack/react-query';
import { shiftQuestionsAdminEndpoints } from '#core/shifts/shift-questions-admin.endpoints.ts';
import { endpointQuery } from '#web/lib/endpoint-query.ts';

/** GET /api/shift-questions/all?marinaId=: every question of the marina, inactive ones included (admins). */
export const allShiftQuestionsQueryOptions = (marinaId: string) =>
  endpointQuery(shiftQuestionsAdminEndpoints.all, { query: { marinaId } });

export function useAllShiftQuestions(marinaId: string) {
  return useQuery(allShiftQuestionsQueryOptions(marinaId));
}
