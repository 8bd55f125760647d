import { preferServerMessage } from '#core/issues/issue-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** A failed issue write: the server's message when it refused the request, else the spec's text. */
export function issueErrorToast(error: unknown, fallback: string): void {
  const description =
    error instanceof ApiError ? preferServerMessage(error.status, error.message, fallback) : fallback;
  toast({ title: 'Error', description, variant: 'destructive' });
}

export function issueSuccessToast(title: string): void {
  toast({ title, variant: 'success' });
}
