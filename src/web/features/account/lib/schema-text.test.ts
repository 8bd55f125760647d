import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordFormSchema, setPasswordFormSchema } from '#core/backend/account-forms.ts';
import { matchTemplate } from '#web/lib/schema-message.ts';
import { en } from '../locales/account.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

/** Every message the set-password and Change Password forms can show, from the schemas. */
const shown = [
  ...messages(setPasswordFormSchema, { password: 'short', confirmPassword: 'other' }),
  ...messages(setPasswordFormSchema, { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
  ...messages(setPasswordFormSchema, { confirmPassword: '' }),
  ...messages(changePasswordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: 'x' }),
  ...messages(changePasswordFormSchema, {
    currentPassword: 'x'.repeat(129),
    newPassword: 'long enough',
    confirmPassword: 'x'.repeat(129),
  }),
];

describe('the account schema messages', () => {
  it("are all in the catalogue, the English filled in being the schema's word for word", () => {
    expect(shown.length).toBeGreaterThan(6);
    for (const message of shown) {
      const found = matchTemplate(message, en.validation);
      expect(found && found.key !== 'other', message).toBe(true);
      const template = en.validation[found!.key as keyof typeof en.validation];
      expect(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => found!.params[name]!)).toBe(message);
    }
  });
});
