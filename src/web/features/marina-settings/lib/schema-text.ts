import { i18n } from '#web/lib/i18n/i18n.ts';
import { matchTemplate } from '#web/lib/schema-message.ts';
import type { settings } from '#web/locales/en/settings.ts';

type ValidationKey = keyof typeof settings.validation;

/**
 * A message of the shared schemas these forms check with (question, checklist, location type,
 * tour), in the user's language: English as the schema says it, word for word.
 */
export function schemaText(message: string): string;
export function schemaText(message: string | undefined): string | undefined;
export function schemaText(message: string | undefined): string | undefined {
  if (!message || i18n.language === 'en') return message;
  // English is the fallback language, so its namespace is loaded with the user's (decision 0043).
  const english = i18n.getResource('en', 'settings', 'validation') as Record<string, string> | undefined;
  const found = english ? matchTemplate(message, english) : undefined;
  const key = (found?.key ?? 'other') as ValidationKey;
  // The key is found at run time, so its placeholders are not known to the catalogue's types.
  const translate = i18n.t as (key: string, params: Record<string, string>) => string;
  return translate(`settings:validation.${key}`, found?.params ?? {});
}
