/**
 * The locations screens say through the catalogue what core's English tables say, word for word
 * (decision 0043): the English of the catalogue equals core's, and Spanish follows its plurals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '#core/locations/location.schema.ts';
import {
  LOCATION_NAME_MAX,
  locationFormSchema,
  locationTypeFormSchema,
} from '#core/locations/location.schema.ts';
import {
  addLocationFormSchema,
  HAS_OCCUPANCY_TEXT,
  parentFieldHint,
  STATUS_OPTIONS,
} from '#core/locations/location-form-rules.ts';
import { locationActions } from '#core/locations/location-links.ts';
import {
  bulkCreateToast,
  childWarning,
  deletedToast,
  FETCH_LOCATIONS_FAILED,
  LOCATION_ADDED,
  LOCATION_TYPE_CREATED,
  LOCATION_TYPE_FAILED,
  LOCATION_UPDATED,
} from '#core/locations/location-messages.ts';
import { NOTE_ADDED, NOTE_FAILED } from '#core/locations/location-note.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import {
  ACTION_TEXT,
  addedToast,
  bulkCreateToastText,
  deletedToastText,
  groupHeadingText,
  statusText,
  timeSinceText,
  typeCreatedToast,
  updatedToast,
  validationText,
} from './location-text.ts';
import { groupHeading, PLURALS, timeSince } from './location-tiles.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

const created = (name: string) => ({ name }) as Location;
const now = new Date('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('the English of the locations catalogue', () => {
  it('gives the group headings core gives', () => {
    for (const type of [...Object.keys(PLURALS), 'dock', 'Slip', 'gate', 'pier'])
      expect(groupHeadingText(type), type).toBe(groupHeading(type));
  });

  it("gives core's time since the last activity", () => {
    for (const at of [null, ago(0), ago(59 * 60_000), ago(3600_000), ago(30 * 3600_000)])
      expect(timeSinceText(at, now)).toBe(timeSince(at, now));
  });

  it("gives core's statuses, toasts, hints and messages", () => {
    for (const option of STATUS_OPTIONS) expect(statusText(option.value)).toBe(option.label);
    expect(addedToast()).toEqual(LOCATION_ADDED);
    expect(updatedToast()).toEqual(LOCATION_UPDATED);
    expect(typeCreatedToast()).toEqual(LOCATION_TYPE_CREATED);
    for (const count of [0, 1, 4]) {
      expect(deletedToastText(count)).toEqual(deletedToast(count));
      if (count) expect(i18n.t('locations:delete.childWarning', { count })).toBe(childWarning(count));
    }
    const results = [
      { created: [created('A'), created('B')], failed: [] },
      {
        created: [created('A')],
        failed: [
          { name: 'B', reason: 'x' },
          { name: 'C', reason: 'y' },
        ],
      },
      { created: [], failed: [{ name: 'B', reason: 'x' }] },
    ];
    for (const result of results)
      expect(bulkCreateToastText({ results: result })).toEqual(bulkCreateToast({ results: result }));
    expect(i18n.t('locations:form.hasOccupancyText')).toBe(HAS_OCCUPANCY_TEXT);
    expect(i18n.t('locations:form.parentRequired')).toBe(parentFieldHint('slip'));
    expect(i18n.t('locations:form.optional')).toBe(parentFieldHint('dock'));
    expect(i18n.t('locations:toast.typeFailed')).toBe(LOCATION_TYPE_FAILED);
    expect(i18n.t('locations:list.failed')).toBe(FETCH_LOCATIONS_FAILED);
    expect(i18n.t('locations:note.added')).toBe(NOTE_ADDED);
    expect(i18n.t('locations:note.failed')).toBe(NOTE_FAILED);
    for (const action of locationActions('x'))
      expect(i18n.t(`locations:${ACTION_TEXT[action.key]}`)).toBe(action.label);
  });

  it("gives the form schemas' messages word for word", () => {
    const issues = [
      ...locationFormSchema.safeParse({}).error!.issues,
      ...locationFormSchema.safeParse({ name: ' ', typeId: '', status: '' }).error!.issues,
      ...locationFormSchema.safeParse({ name: 'x'.repeat(LOCATION_NAME_MAX + 1), typeId: 'x', status: 'x' })
        .error!.issues,
      ...addLocationFormSchema.safeParse({ bulk: true, name: '', names: ' ', typeId: '', status: 'active' })
        .error!.issues,
      ...locationTypeFormSchema.safeParse({ name: '' }).error!.issues,
    ];
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) expect(validationText(issue)).toBe(issue.message);
  });
});

describe('the Spanish of the locations screens', () => {
  it('translates the built texts, with their plurals', async () => {
    await i18n.changeLanguage('es');
    try {
      expect(groupHeadingText('slip')).toBe('Amarres');
      expect(groupHeadingText('gate')).toBe('Gate');
      expect(timeSinceText(ago(5 * 60_000), now)).toBe('hace 5 min');
      expect(statusText('occupied')).toBe('Ocupado');
      expect(deletedToastText(1).description).toBe('Se eliminaron el lugar y 1 lugar dependiente');
      expect(deletedToastText(3).description).toBe('Se eliminaron el lugar y 3 lugares dependientes');
      const [issue] = locationTypeFormSchema.safeParse({ name: '' }).error!.issues;
      expect(validationText(issue!)).toBe('El nombre del tipo de lugar es obligatorio');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
