import { z } from 'zod';
import { multiLine } from '#core/common/single-line.ts';
import { decimalString, isoDateTimeSchema } from '#core/common/wire.schema.ts';
import { deviceTimeField } from '../common/device-time.ts';
import { ANSWER_NUMBER_DIGITS } from './answer-number.ts';

export const questionTypes = ['text_short', 'text_long', 'number', 'yes_no', 'timestamp'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const shiftSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** GET /api/shifts: optionally only the shifts at one marina (the shift summary's previous shift). */
export const shiftListQuerySchema = z.object({ marinaId: z.uuid().optional() });
export type ShiftListQuery = z.input<typeof shiftListQuerySchema>;

export const activeShiftResponseSchema = z.object({ shift: shiftSchema.nullable() });
export type ActiveShiftResponse = z.infer<typeof activeShiftResponseSchema>;

export const startShiftBodySchema = z.object({ marinaId: z.uuid(), guid: z.uuid().optional() });
export type StartShiftRequest = z.input<typeof startShiftBodySchema>;
export const endShiftBodySchema = z.object({ shiftId: z.uuid().optional() }).nullish();
export type EndShiftRequest = z.input<typeof endShiftBodySchema>;

export const shiftQuestionSchema = z.object({
  guid: z.uuid(),
  marinaId: z.uuid().nullable(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  isPreShift: z.boolean(),
  isRequired: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type ShiftQuestion = z.infer<typeof shiftQuestionSchema>;

export const shiftQuestionsQuerySchema = z.object({
  marinaId: z.uuid(),
  isPreShift: z.enum(['true', 'false']).optional(),
});
export type ShiftQuestionsQuery = z.input<typeof shiftQuestionsQuerySchema>;

/** GET /api/shifts/:shiftId/answers. */
export const shiftIdParamsSchema = z.object({ shiftId: z.uuid() });

export const answerValueFields = {
  answerText: multiLine(z.string().max(5000)).nullish(),
  answerNumber: decimalString(ANSWER_NUMBER_DIGITS.integerDigits, ANSWER_NUMBER_DIGITS.scale).nullish(),
  answerBoolean: z.boolean().nullish(),
  answerTimestamp: isoDateTimeSchema.nullish(),
};

export const answerInputSchema = z.object({
  guid: z.uuid().optional(),
  questionId: z.uuid(),
  shiftId: z.uuid().optional(),
  ...answerValueFields,
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const saveAnswersBodySchema = z.object({
  shiftId: z.uuid(),
  answers: z.array(answerInputSchema).min(1, 'must hold at least one answer').max(100),
  ...deviceTimeField,
});
export type SaveAnswersRequest = z.input<typeof saveAnswersBodySchema>;

export const updateAnswerBodySchema = z.object(answerValueFields);
export type UpdateAnswerRequest = z.input<typeof updateAnswerBodySchema>;

export const shiftAnswerSchema = z.object({
  guid: z.uuid(),
  shiftId: z.uuid(),
  questionId: z.uuid(),
  answerText: z.string().nullable(),
  answerNumber: z.string().nullable(),
  answerBoolean: z.boolean().nullable(),
  answerTimestamp: z.string().nullable(),
  answeredAt: z.string(),
  question: shiftQuestionSchema,
});
export type ShiftAnswer = z.infer<typeof shiftAnswerSchema>;
