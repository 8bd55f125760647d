import { translatedSchemaMessage } from '#web/lib/schema-message.ts';

/** A message of the password schemas in the user's language: English as the schema says it. */
export function schemaText(message: string | undefined): string | undefined {
  return message ? translatedSchemaMessage('account', message) : message;
}
