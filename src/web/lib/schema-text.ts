import type { FieldError } from 'react-hook-form';
import { sentence } from '#core/backend/backend-messages.ts';
import { translatedSchemaMessage } from '#web/lib/schema-message.ts';

/** The areas whose admin forms check with a shared schema: each namespace's `validation` holds its own messages. */
export type SettingsArea = 'shifts' | 'checklists' | 'locationTypes' | 'tours';

/**
 * A message of the schema an area's admin form checks with (question, checklist, location type,
 * tour) in the user's language: from the area's namespace, or from `settings` for the messages
 * several areas share (one line, control characters, a length). English as the schema says it,
 * word for word.
 */
export function schemaText(area: SettingsArea, message: string): string;
export function schemaText(area: SettingsArea, message: string | undefined): string | undefined;
export function schemaText(area: SettingsArea, message: string | undefined): string | undefined {
  return message ? translatedSchemaMessage([area, 'settings'], message) : message;
}

/** A react-hook-form field error as its Field shows it: translated, starting with a capital. */
export const fieldText = (area: SettingsArea, error: FieldError | undefined) =>
  sentence(schemaText(area, error?.message));
