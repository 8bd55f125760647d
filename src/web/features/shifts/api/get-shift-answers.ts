import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShiftAnswer } from '#core/shifts/shift.schema.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { endpointKey } from '#web/lib/call.ts';

export const shiftAnswersQueryKey = (shiftId: string) =>
  endpointKey(shiftQuestionsEndpoints.answers, { params: { shiftId } });

/** GET /api/shifts/{shiftId}/answers: every answer of the shift, with its question. */
export const shiftAnswersQueryOptions = (shiftId: string) =>
  queryOptions<ShiftAnswer[]>({ queryKey: shiftAnswersQueryKey(shiftId) });

/** Spec 000 section 7: fetched only when a shift id exists. */
export function useShiftAnswers(shiftId: string | null | undefined) {
  return useQuery({ ...shiftAnswersQueryOptions(shiftId ?? ''), enabled: Boolean(shiftId) });
}
