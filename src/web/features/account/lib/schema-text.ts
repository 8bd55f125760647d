import { i18n } from '#web/lib/i18n/i18n.ts';
import { matchTemplate } from '#web/lib/schema-message.ts';
import type { account } from '#web/locales/en/account.ts';

type ValidationKey = keyof typeof account.validation;

/** A message of the password schemas in the user's language: English as the schema says it. */
export function schemaText(message: string | undefined): string | undefined {
  if (!message || i18n.language === 'en') return message;
  // English is the fallback language, so its namespace is loaded with the user's (decision 0043).
  const english = i18n.getResource('en', 'account', 'validation') as Record<string, string> | undefined;
  const found = english ? matchTemplate(message, english) : undefined;
  const key = (found?.key ?? 'other') as ValidationKey;
  // The key is found at run time, so its placeholders are not known to the catalogue's types.
  const translate = i18n.t as (key: string, params: Record<string, string>) => string;
  return translate(`account:validation.${key}`, found?.params ?? {});
}
