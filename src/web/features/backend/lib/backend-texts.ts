import { BACKEND_SCHEMA_MESSAGES, sentence } from '#core/backend/backend-messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { ToastInput } from '#web/lib/toast.ts';

/** The backend's toasts in the user's language: 'Success' or 'Error' above what happened. */
export const successToast = (description: string): ToastInput => ({
  title: i18n.t('backend:toast.success'),
  description,
  variant: 'success',
});

export const failureToast = (description: string): ToastInput => ({
  title: i18n.t('backend:toast.error'),
  description,
  variant: 'destructive',
});

/** The backend schemas' fixed messages by their key in the catalogue (a test holds the English equal). */
export const SCHEMA_MESSAGES = BACKEND_SCHEMA_MESSAGES;

const FIXED = new Map(
  (Object.entries(SCHEMA_MESSAGES) as [keyof typeof SCHEMA_MESSAGES, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);
const TOO_SHORT = /^must be at least (\d+) characters$/;
const TOO_LONG = /^must be at most (\d+) characters$/;

/**
 * A field's error from the server's own schema (its English message, which the server answers
 * word for word) as the form shows it: in the user's language, starting with a capital. A
 * message the catalogue does not know stays as it is.
 */
export function fieldError(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = FIXED.get(message);
  if (key) return sentence(i18n.t(`backend:validation.${key}`));
  const short = TOO_SHORT.exec(message);
  if (short) return sentence(i18n.t('backend:validation.tooShort', { min: Number(short[1]) }));
  const long = TOO_LONG.exec(message);
  if (long) return sentence(i18n.t('backend:validation.tooLong', { max: Number(long[1]) }));
  return sentence(message);
}
