import { z } from 'zod';
import type { QuestionType, ShiftQuestion } from '#core/shifts/shift.schema.ts';
import { checklistFormSchema, shiftQuestionFields } from './backend.schema.ts';

/**
 * The Marina Settings screen (not shown in the spec; issue 6): shift questions and checklist
 * templates. Its texts are the web's catalogue's (the shifts and checklists namespaces' `settings`).
 */

/** The question types in the order an admin thinks of them (their names: the web's catalogue). */
export const QUESTION_TYPE_ORDER: readonly QuestionType[] = [
  'yes_no',
  'number',
  'text_short',
  'text_long',
  'timestamp',
];

export const SORT_ORDER_MAX = 100_000;

/** The question dialog: the server's fields, with the order typed as text (blank: last). */
export const questionFormSchema = z.object({
  questionText: shiftQuestionFields.questionText,
  questionType: shiftQuestionFields.questionType,
  isPreShift: shiftQuestionFields.isPreShift,
  isRequired: shiftQuestionFields.isRequired,
  isActive: z.boolean(),
  sortOrder: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), 'must be a whole number')
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(SORT_ORDER_MAX, `must be at most ${SORT_ORDER_MAX}`).optional()),
});
export type QuestionForm = z.input<typeof questionFormSchema>;

export const newQuestionForm = (isPreShift: boolean): QuestionForm => ({
  questionText: '',
  questionType: 'yes_no',
  isPreShift,
  isRequired: false,
  isActive: true,
  sortOrder: '',
});

export const questionToForm = (q: ShiftQuestion): QuestionForm => ({
  questionText: q.questionText,
  questionType: q.questionType,
  isPreShift: q.isPreShift,
  isRequired: q.isRequired,
  isActive: q.isActive,
  sortOrder: String(q.sortOrder),
});

const byOrder = (a: ShiftQuestion, b: ShiftQuestion) =>
  a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt) || a.guid.localeCompare(b.guid);

/** Start-of-shift and end-of-shift questions, each in the order staff see them. */
export function groupQuestions(questions: readonly ShiftQuestion[]): {
  start: ShiftQuestion[];
  end: ShiftQuestion[];
} {
  const sorted = [...questions].sort(byOrder);
  return { start: sorted.filter((q) => q.isPreShift), end: sorted.filter((q) => !q.isPreShift) };
}

/** The items box: one item per line, trimmed, blank lines dropped. */
export const parseChecklistItems = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const itemsToText = (items: readonly string[]): string => items.join('\n');

/** The checklist template dialog: the server's schema, with the items typed one per line. */
export const checklistTemplateFormSchema = z.object({
  name: checklistFormSchema.shape.name,
  description: checklistFormSchema.shape.description,
  items: z.string().transform(parseChecklistItems).pipe(checklistFormSchema.shape.items),
});
export type ChecklistTemplateForm = z.input<typeof checklistTemplateFormSchema>;
