import { readableMessage, serverMessageOr } from '#core/backend/backend-messages.ts';
import { ApiError } from './api-client.ts';
import { translatedErrorText } from './i18n/server-error.ts';

/** A 4xx other than 401: the server refused the request and said why. */
const isRefusal = (error: ApiError) => error.status >= 400 && error.status < 500 && error.status !== 401;

/**
 * What a form shows for a failed save: the server's words for a refusal (4xx but 401), else the
 * fallback (no signal, a server fault). The refusal of a write sent through the offline queue
 * carries the server's message as plain text (offline/sync.ts), an online request its JSON body.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refused = isRefusal(error);
  const translated = refused ? translatedErrorText(error.message) : undefined;
  if (translated) return translated;
  const fromBody = serverMessageOr(error.status, error.message, '');
  if (fromBody) return fromBody;
  const text = error.message.trim();
  return refused && text && !text.startsWith('<') && !text.startsWith('{') ? readableMessage(text) : fallback;
}

/**
 * The server's message from the JSON body of a refused request (4xx but 401), else the fallback;
 * `labels` name the fields the message speaks of (serverMessageOr).
 */
export function serverRefusal(
  error: unknown,
  fallback: string,
  labels?: Readonly<Record<string, string>>,
): string {
  if (!(error instanceof ApiError)) return fallback;
  return (
    (isRefusal(error) ? translatedErrorText(error.message) : undefined) ??
    serverMessageOr(error.status, error.message, fallback, labels)
  );
}
