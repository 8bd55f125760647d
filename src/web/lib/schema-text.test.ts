import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checklistTemplateFormSchema, questionFormSchema } from '#core/backend/marina-settings-rules.ts';
import { locationTypeFormSchema } from '#core/locations/location.schema.ts';
import { newTourForm, type TourForm, validateTourForm } from '#core/tours/tour-form.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { matchTemplate } from '#web/lib/schema-message.ts';
import { type SettingsArea, schemaText } from '#web/lib/schema-text.ts';
import { en, es } from '#web/locales/index.ts';

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

/** Every message the Marina Settings forms can show, from the schemas themselves, by the area whose form shows it. */
const shown: Record<SettingsArea, string[]> = {
  shifts: [
    ...messages(questionFormSchema, { ...question, questionText: ' ' }),
    ...messages(questionFormSchema, { ...question, questionText: 'x'.repeat(501) }),
    ...messages(questionFormSchema, { ...question, sortOrder: '1.5' }),
    ...messages(questionFormSchema, { ...question, sortOrder: '100001' }),
    ...messages(questionFormSchema, { ...question, questionText: 'Gate\u0007?' }),
  ],
  checklists: [
    ...messages(checklistTemplateFormSchema, { name: '', description: 'x'.repeat(2001), items: '' }),
    ...messages(checklistTemplateFormSchema, { name: 'x'.repeat(201), items: 'a\n'.repeat(101) }),
    ...messages(checklistTemplateFormSchema, { name: 'Night\tround', description: 'a\u0007', items: 'a' }),
  ],
  locationTypes: [
    ...messages(locationTypeFormSchema, { name: ' ' }),
    ...messages(locationTypeFormSchema, { name: 'Slip\nIn Dockwatch: x' }),
    ...messages(locationTypeFormSchema, { name: 'x'.repeat(1000) }),
  ],
  tours: [
    ...tourMessages({ name: 'Night\tround' }),
    ...tourMessages({ name: 'x'.repeat(1000) }),
    ...tourMessages({ name: '', checkpointIds: [], durationMinutes: '', times: ['25:00'], weekdays: [] }),
    ...tourMessages({ durationMinutes: '0', graceMinutes: '1441', times: ['22:00', '22:00'] }),
    ...tourMessages({ times: [] }),
    ...tourMessages({ weekdays: [1, 1], everyOn: true, everyFrom: '20:00', everyTo: '20:00' }),
    ...tourMessages({ checkpointIds: [tour.checkpointIds[0]!, tour.checkpointIds[0]!] }),
    ...tourMessages({
      times: Array.from(
        { length: 49 },
        (_, i) => `${String(i % 24).padStart(2, '0')}:${i < 24 ? '00' : '30'}`,
      ),
    }),
  ],
};
const areas = Object.keys(shown) as SettingsArea[];

/** Where schemaText finds a message's template: the area's own namespace first, then the shared one. */
function templateOf(area: SettingsArea, message: string) {
  for (const namespace of [area, 'settings'] as const) {
    const found = matchTemplate(message, en[namespace].validation);
    if (found && found.key !== 'other') return { namespace, ...found };
  }
  return undefined;
}

describe('the Marina Settings schema messages', () => {
  it('are all in the catalogue, so Spanish says each of them', () => {
    expect(Object.values(shown).flat().length).toBeGreaterThan(20);
    for (const area of areas) {
      expect(shown[area].filter((message) => !templateOf(area, message))).toEqual([]);
    }
  });

  it("find the template whose English, filled in, is the schema's message word for word", () => {
    for (const area of areas) {
      for (const message of shown[area]) {
        const { namespace, key, params } = templateOf(area, message)!;
        const template = (en[namespace].validation as Record<string, string>)[key]!;
        expect(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name]!)).toBe(message);
        expect((es[namespace].validation as Record<string, string>)[key]).toBeTruthy();
      }
    }
  });

  it("keep in settings only the messages of more than one area's form, and in an area only its own", () => {
    const sharedBy = (key: string) =>
      areas.filter((area) =>
        shown[area].some((message) => {
          const found = templateOf(area, message);
          return found?.namespace === 'settings' && found.key === key;
        }),
      );
    for (const key of Object.keys(en.settings.validation).filter((key) => key !== 'other')) {
      expect(sharedBy(key).length, `settings:validation.${key}`).toBeGreaterThan(1);
    }
    // An area's own message is never one another area's form shows too.
    for (const area of areas) {
      for (const key of Object.keys(en[area].validation)) {
        const template = (en[area].validation as Record<string, string>)[key]!;
        const others = areas.filter(
          (other) =>
            other !== area && shown[other].some((message) => matchTemplate(message, { [key]: template })),
        );
        expect(others, `${area}:validation.${key}`).toEqual([]);
      }
    }
  });
});

describe('schemaText', () => {
  beforeAll(startTestCatalogue);
  afterAll(() => i18n.changeLanguage('en'));

  it("shows the schema's English as it is, and in Spanish the area's or the shared translation", async () => {
    await i18n.changeLanguage('en');
    expect(schemaText('tours', 'Tour name is required')).toBe('Tour name is required');
    await i18n.changeLanguage('es');
    expect(schemaText('tours', 'Tour name is required')).toBe(es.tours.validation.tourNameRequired);
    expect(schemaText('shifts', 'must be at most 100000')).toBe('Debe ser como máximo 100000');
    expect(schemaText('locationTypes', 'must be at most 60 characters')).toBe(
      'Debe tener como máximo 60 caracteres',
    );
    expect(schemaText('checklists', 'must be something else')).toBe(es.settings.validation.other);
    for (const area of areas) {
      for (const message of shown[area])
        expect(schemaText(area, message), message).not.toBe(es.settings.validation.other);
    }
  });
});
