import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  pendingAnsweredQuestions,
  shiftAnswersWrite,
} from '#web/features/shifts/api/offline-shift-answers.ts';
import type { AnswerPayload } from '#web/features/shifts/lib/shift-flow.ts';
import { queueWrite } from '#web/lib/offline/queue-write.ts';
import type { WriteOutcome } from '#web/lib/offline/sync.ts';
import { usePendingWrites } from '#web/lib/offline/use-pending-writes.ts';
import { shiftAnswersQueryKey } from './get-shift-answers.ts';

export interface SaveShiftAnswersInput {
  shiftId: string | null | undefined;
  answers: AnswerPayload[];
}

/**
 * POST /api/shift-answers { shiftId, answers }, through the offline queue (ADR 0021): the server
 * keeps one answer per question, so sending them again changes nothing.
 */
export function saveShiftAnswers({ shiftId, answers }: SaveShiftAnswersInput): Promise<WriteOutcome> {
  // Spec 000 section 5: saving without a shift id is refused.
  if (!shiftId) return Promise.reject(new Error('Saving answers needs a shift'));
  return queueWrite(shiftAnswersWrite({ shiftId, answers }));
}

export function useSaveShiftAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShiftAnswers,
    // Spec 000 section 4: after a successful save the answers are re-fetched.
    onSuccess: (_outcome, { shiftId }) =>
      queryClient.invalidateQueries({ queryKey: shiftAnswersQueryKey(shiftId!), exact: true }),
  });
}

/** The questions of the shift answered on this phone and not yet synced, as answers to count. */
export function usePendingAnswers(shiftId: string | null | undefined): { questionId: string }[] {
  const pending = usePendingWrites();
  return useMemo(
    () => (shiftId ? pendingAnsweredQuestions(pending, shiftId).map((questionId) => ({ questionId })) : []),
    [pending, shiftId],
  );
}
