import { preferServerMessage } from '#core/issues/issue-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { translatedErrorText } from '#web/lib/i18n/server-error.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * A failed issue write: the server's message when it refused the request (in another language
 * the translation of its code), else the spec's text.
 */
export function issueErrorToast(error: unknown, fallback: string): void {
  const server =
    error instanceof ApiError ? preferServerMessage(error.status, error.message, fallback) : fallback;
  const description =
    server === fallback || !(error instanceof ApiError)
      ? fallback
      : (translatedErrorText(error.message) ?? server);
  toast({ title: i18n.t('common:error'), description, variant: 'destructive' });
}

export function issueSuccessToast(title: string): void {
  toast({ title, variant: 'success' });
}
