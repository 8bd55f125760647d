import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checklistTemplateFormSchema, questionFormSchema } from '#core/backend/marina-settings-rules.ts';
import { locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { newTourForm, type TourForm, validateTourForm } from '#core/tours/tour-form.ts';
import { matchTemplate } from '#web/lib/schema-message.ts';
import { en, es } from '#web/locales/settings.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const question = {
  questionText: 'Gate?',
  questionType: 'yes_no',
  isPreShift: true,
  isRequired: false,
  isActive: true,
  sortOrder: '',
};
const tour: TourForm = { ...newTourForm(), name: 'Night', checkpointIds: [crypto.randomUUID()] };
const tourMessages = (form: Partial<TourForm>) => {
  const checked = validateTourForm({ ...tour, ...form });
  return checked.ok ? [] : Object.values(checked.errors);
};

/** Every message the Marina Settings forms can show, from the schemas themselves. */
const shown = [
  ...messages(questionFormSchema, { ...question, questionText: ' ' }),
  ...messages(questionFormSchema, { ...question, questionText: 'x'.repeat(501) }),
  ...messages(questionFormSchema, { ...question, sortOrder: '1.5' }),
  ...messages(questionFormSchema, { ...question, sortOrder: '100001' }),
  ...messages(checklistTemplateFormSchema, { name: '', description: 'x'.repeat(2001), items: '' }),
  ...messages(checklistTemplateFormSchema, { name: 'x'.repeat(201), items: 'a\n'.repeat(101) }),
  ...messages(locationTypeFormSchema, { name: ' ' }),
  ...messages(locationTypeFormSchema, { name: 'Slip\nIn Dockwatch: x' }),
  ...messages(questionFormSchema, { ...question, questionText: 'Gate\u0007?' }),
  ...tourMessages({ name: 'Night\tround' }),
  ...messages(locationTypeFormSchema, { name: 'x'.repeat(1000) }),
  ...tourMessages({ name: '', checkpointIds: [], durationMinutes: '', times: ['25:00'], weekdays: [] }),
  ...tourMessages({ durationMinutes: '0', graceMinutes: '1441', times: ['22:00', '22:00'] }),
  ...tourMessages({ times: [] }),
  ...tourMessages({ weekdays: [1, 1], everyOn: true, everyFrom: '20:00', everyTo: '20:00' }),
  ...tourMessages({ checkpointIds: [tour.checkpointIds[0]!, tour.checkpointIds[0]!] }),
  ...tourMessages({
    times: Array.from({ length: 49 }, (_, i) => `${String(i % 24).padStart(2, '0')}:${i < 24 ? '00' : '30'}`),
  }),
];

describe('the Marina Settings schema messages', () => {
  it('are all in the catalogue, so Spanish says each of them', () => {
    expect(shown.length).toBeGreaterThan(20);
    const unknown = shown.filter((message) => {
      const found = matchTemplate(message, en.validation);
      return !found || found.key === 'other';
    });
    expect(unknown).toEqual([]);
  });

  it("find the template whose English, filled in, is the schema's message word for word", () => {
    for (const message of shown) {
      const { key, params } = matchTemplate(message, en.validation)!;
      const template = en.validation[key as keyof typeof en.validation];
      expect(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name]!)).toBe(message);
      expect(es.validation[key as keyof typeof es.validation]).toBeTruthy();
    }
  });
});
