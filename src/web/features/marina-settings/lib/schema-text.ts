import { translatedSchemaMessage } from '#web/lib/schema-message.ts';

/**
 * A message of the shared schemas these forms check with (question, checklist, location type,
 * tour), in the user's language: English as the schema says it, word for word.
 */
export function schemaText(message: string): string;
export function schemaText(message: string | undefined): string | undefined;
export function schemaText(message: string | undefined): string | undefined {
  return message ? translatedSchemaMessage('settings', message) : message;
}
