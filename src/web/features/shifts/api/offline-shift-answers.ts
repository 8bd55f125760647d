import type { CallInput } from '#core/api/endpoint.ts';
import { shiftQuestionsEndpoints } from '#core/shifts/shift-questions.endpoints.ts';
import { queuedCall } from '#web/lib/call.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { OutboxEntry } from '#web/lib/offline/outbox-types.ts';
import { callsTo } from '#web/lib/offline/pending-calls.ts';
import type { QueueWriteInput } from '#web/lib/offline/queue-write.ts';

/** Shift answers in the offline queue (ADR 0021). */

export type ShiftAnswersBody = CallInput<typeof shiftQuestionsEndpoints.saveAnswers>['body'];

/** POST /api/shift-answers: saved per question, so sending them again changes nothing. */
export const shiftAnswersWrite = (body: ShiftAnswersBody): QueueWriteInput => ({
  guid: crypto.randomUUID(),
  // Named in the language of the moment it was saved: the entry keeps its name.
  label: i18n.t('shifts:outbox.answers', { count: body.answers.length }),
  locationGuid: null,
  calls: [queuedCall(shiftQuestionsEndpoints.saveAnswers, { body })],
});

/** The questions of a shift answered on the phone. */
export const pendingAnsweredQuestions = (entries: readonly OutboxEntry[], shiftId: string): string[] =>
  callsTo(entries, shiftQuestionsEndpoints.saveAnswers)
    .filter(({ input }) => input.body.shiftId === shiftId)
    .flatMap(({ input }) => input.body.answers.map((answer) => answer.questionId));
