import type { z } from 'zod';
import { capitalise } from '#core/common/text.ts';
import type { BulkCreateResult, LocationStatus } from '#core/locations/location.schema.ts';
import type { LocationActionKey } from '#core/locations/location-links.ts';
import type { ToastText } from '#core/locations/location-messages.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { en as locations } from '../locales/locations.ts';
import { ageOf, NO_ACTIVITY } from './location-tiles.ts';

/**
 * The locations screens' texts built from data (decision 0043): core keeps the English the spec
 * gives (location-messages.ts, location-tiles.ts, the zod schemas); these say the same through the
 * catalogue, in the user's language. location-text.test.ts holds the English equal to core's.
 */

/**
 * A part of the English catalogue, read at run time: English is the fallback language, so its
 * namespace is loaded with the user's; imported, it would pull every namespace into this chunk.
 */
const englishOf = (part: 'groups' | 'validation'): Record<string, string> =>
  (i18n.getResource('en', 'locations', part) as Record<string, string> | undefined) ?? {};

type GroupKey = Exclude<keyof typeof locations.groups, 'other'>;
const isGroupKey = (name: string): name is GroupKey =>
  name !== 'other' && Object.hasOwn(englishOf('groups'), name);

/** A group heading of the list: the type's plural, else the type name ('Docks', 'Cabins'). */
export function groupHeadingText(typeName: string): string {
  const key = typeName.toLowerCase();
  return isGroupKey(key)
    ? i18n.t(`locations:groups.${key}`)
    : i18n.t('locations:groups.other', { type: capitalise(typeName) });
}

/** 'Xm ago' / 'Xh ago' in the user's language, or a dash when there is no activity. */
export function timeSinceText(timestamp: string | null | undefined, now: Date): string {
  const age = ageOf(timestamp, now);
  if (!age) return NO_ACTIVITY;
  return age.hours === undefined
    ? i18n.t('locations:tile.minutesAgo', { minutes: age.minutes })
    : i18n.t('locations:tile.hoursAgo', { hours: age.hours });
}

export const statusText = (status: LocationStatus): string => i18n.t(`locations:status.${status}`);

const success = (description: string): ToastText => ({
  title: i18n.t('locations:toast.success'),
  description,
  variant: 'success',
});

export const addedToast = () => success(i18n.t('locations:toast.added'));
export const updatedToast = () => success(i18n.t('locations:toast.updated'));
export const typeCreatedToast = () => success(i18n.t('locations:toast.typeCreated'));

/** 'Location deleted successfully', or with children 'Location and N child location(s) deleted successfully'. */
export const deletedToastText = (childCount: number): ToastText =>
  success(
    childCount > 0
      ? i18n.t('locations:toast.deletedWithChildren', { count: childCount })
      : i18n.t('locations:toast.deleted'),
  );

/** The bulk create answer (core's bulkCreateToast in the user's language). */
export function bulkCreateToastText({ results }: BulkCreateResult): ToastText {
  const count = results.created.length;
  const failed = results.failed.length;
  if (failed === 0) return success(i18n.t('locations:toast.bulkCreated', { count, failed }));
  const names = results.failed.map((f) => f.name).join(', ');
  return {
    title: count === 0 ? i18n.t('common:error') : i18n.t('locations:toast.partialSuccess'),
    description: i18n.t('locations:toast.bulkFailed', { count, failed, names }),
    variant: count === 0 ? 'destructive' : 'default',
  };
}

type ValidationKey = keyof typeof locations.validation;
const validationKeyOf = (message: string): ValidationKey | undefined =>
  Object.entries(englishOf('validation')).find(([, text]) => text === message)?.[0] as
    | ValidationKey
    | undefined;

/**
 * A zod issue of the location forms in the user's language: the schemas' English messages are the
 * catalogue's English (validation.*); an unknown one is shown as it is.
 */
export function validationText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.origin === 'string')
    return i18n.t('locations:validation.tooLong', { max: Number(issue.maximum) });
  const key = validationKeyOf(issue.message);
  return key ? i18n.t(`locations:validation.${key}`, { max: '' }) : issue.message;
}

/** The catalogue key of each action's name (core's label is its English). */
export const ACTION_TEXT = {
  edit: 'actions.items.edit',
  'check-in': 'actions.items.checkIn',
  power: 'actions.items.power',
  water: 'actions.items.water',
} as const satisfies Record<LocationActionKey, string>;
