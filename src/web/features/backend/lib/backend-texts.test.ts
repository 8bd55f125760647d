/**
 * The backend's English in the catalogue is core's, word for word (spec 001), and the messages
 * of the backend's form schemas all have a translation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { userFormSchema } from '#core/backend/account-forms.ts';
import { clientBodySchema, marinaBodySchema } from '#core/backend/backend.schema.ts';
import {
  BACKEND_MESSAGES,
  committedToast,
  failure,
  NAME_FIXER_MESSAGES,
  previewGeneratedToast,
  searchCompleteToast,
  success,
} from '#core/backend/backend-messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en, es } from '#web/locales/index.ts';
import { failureToast, fieldError, SCHEMA_MESSAGES, successToast } from './backend-texts.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

const messagesOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the backend catalogue', () => {
  it("holds core's English tables word for word", () => {
    expect(en.backend.messages).toEqual(BACKEND_MESSAGES);
    expect(en.backend.fixer.messages).toEqual(NAME_FIXER_MESSAGES);
    expect(en.backend.validation).toMatchObject(SCHEMA_MESSAGES);
  });

  it('words the toasts as the spec does', async () => {
    await i18n.changeLanguage('en');
    expect(successToast('x')).toEqual(success('x'));
    expect(failureToast('x')).toEqual(failure('x'));
    for (const n of [0, 1, 3]) {
      expect(i18n.t('backend:fixer.toast.found', { count: n })).toBe(searchCompleteToast(n).description);
      expect(i18n.t('backend:fixer.toast.willChange', { count: n })).toBe(
        previewGeneratedToast(n).description,
      );
      expect(i18n.t('backend:fixer.toast.committed', { count: n })).toBe(committedToast(n).description);
    }
  });

  it("shows the schemas' messages as they are in English and translated in Spanish", async () => {
    const long = 'x'.repeat(300);
    // What the dialogs send: every field a string (their default values).
    const client = { name: '', contactEmail: '', contactPhone: '', description: '' };
    const marina = { name: '', clientId: '', location: '', timeZone: 'UTC', description: '' };
    const user = { email: '', firstName: '', lastName: '', clientId: '', password: '', disabled: false };
    const messages = [
      ...messagesOf(clientBodySchema, { ...client, contactEmail: 'not-an-email' }),
      ...messagesOf(clientBodySchema, { ...client, name: long }),
      ...messagesOf(marinaBodySchema, marina),
      ...messagesOf(userFormSchema, { ...user, password: 'short' }),
      ...messagesOf(userFormSchema, { ...user, email: 'not-an-email' }),
    ];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Client name is required',
        'must be a valid e-mail address',
        'Marina name is required',
        'Client is required',
        'Email is required',
        'must be at least 8 characters',
        expect.stringMatching(/^must be at most \d+ characters$/),
      ]),
    );
    await i18n.changeLanguage('en');
    for (const message of messages)
      expect(fieldError(message)).toBe(message.charAt(0).toUpperCase() + message.slice(1));
    await i18n.changeLanguage('es');
    for (const message of messages)
      expect(fieldError(message)?.toLowerCase()).not.toBe(message.toLowerCase());
    expect(fieldError('must be at most 200 characters')).toBe('Debe tener como máximo 200 caracteres');
    expect(fieldError('Client name is required')).toBe(es.backend.validation.clientNameRequired);
  });
});
