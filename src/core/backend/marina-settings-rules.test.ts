import { describe, expect, it } from 'vitest';
import { questionTypes, type ShiftQuestion } from '#core/shifts/shift.schema.ts';
import {
  checklistTemplateFormSchema,
  groupQuestions,
  itemsToText,
  newQuestionForm,
  parseChecklistItems,
  QUESTION_TYPE_ORDER,
  questionFormSchema,
  questionToForm,
} from './marina-settings-rules.ts';

const question = (over: Partial<ShiftQuestion>): ShiftQuestion => ({
  guid: crypto.randomUUID(),
  marinaId: null,
  questionText: 'Gate locked?',
  questionType: 'yes_no',
  isPreShift: true,
  isRequired: false,
  isActive: true,
  sortOrder: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('question form', () => {
  it('offers every question type once', () => {
    expect([...QUESTION_TYPE_ORDER].sort()).toEqual([...questionTypes].sort());
  });

  it('reads a blank order as last and a typed one as a number', () => {
    const form = { ...newQuestionForm(false), questionText: ' Fuel dock checked? ' };
    expect(questionFormSchema.parse(form)).toEqual({
      questionText: 'Fuel dock checked?',
      questionType: 'yes_no',
      isPreShift: false,
      isRequired: false,
      isActive: true,
      sortOrder: undefined,
    });
    expect(questionFormSchema.parse({ ...form, sortOrder: ' 12 ' }).sortOrder).toBe(12);
  });

  it('refuses blank text and an order that is not a whole number', () => {
    const issues = (v: object) => questionFormSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues({ ...newQuestionForm(true), questionText: '  ' })).toEqual(['Question text is required']);
    expect(issues({ ...newQuestionForm(true), questionText: 'x', sortOrder: '1.5' })).toEqual([
      'must be a whole number',
    ]);
    expect(issues({ ...newQuestionForm(true), questionText: 'x', sortOrder: '-1' })).toEqual([
      'must be a whole number',
    ]);
    expect(issues({ ...newQuestionForm(true), questionText: 'x', sortOrder: '100001' })).toEqual([
      'must be at most 100000',
    ]);
  });

  it('fills the form from a question', () => {
    const q = question({ questionType: 'number', isRequired: true, isActive: false, sortOrder: 3 });
    expect(questionToForm(q)).toEqual({
      questionText: 'Gate locked?',
      questionType: 'number',
      isPreShift: true,
      isRequired: true,
      isActive: false,
      sortOrder: '3',
    });
  });
});

describe('groupQuestions', () => {
  it('splits start and end of shift, each by order then age', () => {
    const a = question({ sortOrder: 2, questionText: 'a' });
    const b = question({ sortOrder: 1, questionText: 'b' });
    const c = question({ sortOrder: 1, questionText: 'c', createdAt: '2025-02-01T00:00:00.000Z' });
    const d = question({ isPreShift: false, questionText: 'd' });
    const groups = groupQuestions([a, c, d, b]);
    expect(groups.start.map((q) => q.questionText)).toEqual(['b', 'c', 'a']);
    expect(groups.end.map((q) => q.questionText)).toEqual(['d']);
  });
});

describe('checklist items', () => {
  it('reads one item per line, trimmed, without blank lines', () => {
    expect(parseChecklistItems(' Check gate \r\n\n  Lights on\n')).toEqual(['Check gate', 'Lights on']);
    expect(itemsToText(['a', 'b'])).toBe('a\nb');
    expect(parseChecklistItems(itemsToText(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('checks the template form with the server rules', () => {
    expect(
      checklistTemplateFormSchema.parse({ name: ' Night round ', description: '', items: 'Gate\nFuel dock' }),
    ).toEqual({
      name: 'Night round',
      description: null,
      items: ['Gate', 'Fuel dock'],
    });
    const error = checklistTemplateFormSchema.safeParse({ name: '', description: '', items: ' \n ' }).error;
    expect(error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'name: Checklist name is required',
      'items: must hold at least one item',
    ]);
    const long = checklistTemplateFormSchema.safeParse({
      name: 'x',
      description: null,
      items: 'y'.repeat(201),
    });
    expect(long.error?.issues[0]?.path).toEqual(['items', 0]);
  });
});
