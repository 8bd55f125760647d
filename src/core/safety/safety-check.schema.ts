import { z } from 'zod';
import { deviceTimeField } from '#core/common/device-time.ts';

/**
 * POST /api/safety-checks: a guard's "I'm OK" to a timed check (issue 33), idempotent by guid.
 * The phone sends it from the outbox with the time it was given.
 */
export const answerCheckBodySchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  ...deviceTimeField,
});

/** The answer as kept: when it counts from (the phone's time when it sent one). */
export const safetyCheckSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  answeredAt: z.string(),
});

export type AnswerCheckBody = z.output<typeof answerCheckBodySchema>;
export type SafetyCheck = z.output<typeof safetyCheckSchema>;
