import { z } from 'zod';
import {
  createUserBodySchema,
  PASSWORD_MAX,
  passwordSchema,
  updateUserBodySchema,
} from './backend.schema.ts';
import { ACCOUNT_MESSAGES } from './backend-messages.ts';

/**
 * The forms of the account screens and the user dialog, checked with the server's own schemas
 * (backend.schema.ts) plus what only a form has: the repeated password.
 */

const confirmField = z.string().max(PASSWORD_MAX);

/** /set-password: the new password twice. */
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;

/** Change Password: the current one, and the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
    newPassword: passwordSchema,
    confirmPassword: confirmField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * The user dialog, on create and edit: the server's user fields; on create an empty initial
 * password means none (the user gets a set-password link); on edit `disabled` may be sent.
 */
export const userFormSchema = createUserBodySchema.omit({ guid: true }).extend({
  password: z
    .string()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(passwordSchema.optional()),
  disabled: updateUserBodySchema.shape.disabled,
});
export type UserForm = z.input<typeof userFormSchema>;

/** The server answers a set-password link as a path; the admin copies the full address. */
export function absoluteLink(origin: string, url: string): string {
  return new URL(url, origin).href;
}

/** The token of a /set-password address's query string, or null when it has none. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token?.trim() ? token.trim() : null;
}
