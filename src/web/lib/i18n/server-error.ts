import { ERROR_CODES, type ErrorCode } from '#core/api/error-codes.ts';
import { i18n } from './i18n.ts';

const isCode = (value: unknown): value is ErrorCode => ERROR_CODES.includes(value as ErrorCode);

/** 'body.updates.0.guid' -> 'guid': the field as a translation names it. */
const fieldName = (path: unknown) =>
  typeof path === 'string'
    ? (path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .pop() ?? path)
    : '';

/**
 * The text of a server error body in the user's language (decision 0043): in English the
 * server's message itself (word for word, and often more specific than its code); in another
 * language the translation of its code, or the message when the code is unknown.
 */
export function serverErrorText(body: { code?: unknown; message: string; params?: unknown }): string {
  if (i18n.language === 'en' || !isCode(body.code)) return body.message;
  const params: Record<string, unknown> =
    typeof body.params === 'object' && body.params !== null ? { ...body.params } : {};
  const text = (name: string) => String(params[name] ?? '');
  return i18n.t(`errors:${body.code}`, {
    field: fieldName(params.field),
    usedMb: text('usedMb'),
    quotaMb: text('quotaMb'),
    max: text('max'),
    minutes: text('minutes'),
  });
}

/**
 * The translation of a server error body given as response text, or undefined when it needs
 * none (English, no code, not the JSON error body): the callers keep their English reading then.
 */
export function translatedErrorText(responseText: string): string | undefined {
  if (i18n.language === 'en') return undefined;
  try {
    const body: unknown = JSON.parse(responseText);
    if (!body || typeof body !== 'object' || !('code' in body) || !isCode(body.code)) return undefined;
    return serverErrorText({ ...body, message: '' });
  } catch {
    return undefined;
  }
}
