import type { FieldError } from 'react-hook-form';
import { sentence } from '#core/backend/backend-messages.ts';
import { translatedSchemaMessage } from '#web/lib/schema-message.ts';

/**
 * A message of the shared schemas the settings forms check with (question, checklist, location
 * type, tour), in the user's language from the `settings` namespace: English as the schema says
 * it, word for word.
 */
export function schemaText(message: string): string;
export function schemaText(message: string | undefined): string | undefined;
export function schemaText(message: string | undefined): string | undefined {
  return message ? translatedSchemaMessage('settings', message) : message;
}

/** A react-hook-form field error as its Field shows it: translated, starting with a capital. */
export const fieldText = (error: FieldError | undefined) => sentence(schemaText(error?.message));
