/** The activity texts core words in English (CSV, server) and the catalogue's English say the same. */
import { beforeAll, describe, expect, it } from 'vitest';
import { numericDate } from '#core/common/date-format.ts';
import { describeIssueChanges } from '#core/issues/issue-changes.ts';
import { finalizedComment } from '#core/occupancy/occupancy.ts';
import { GPS_FLAGS, gpsFlagLabel } from '#core/patrol/gps-flags.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en } from '#web/locales/index.ts';
import { ACTIVITY_TITLES, activityTitle, relativeAge } from './activity-display.ts';
import { activityTitleText, commentText, gpsFlagText, relativeAgeText } from './activity-text.ts';
import { TIME_FILTER_LABELS, TIME_FILTER_PERIODS, TYPE_FILTER_LABELS } from './feed-filters.ts';

beforeAll(async () => {
  await startTestCatalogue();
});

const NOW = new Date('2026-06-03T12:00:00Z');
const ISSUE = { title: 'Cleat', description: 'Loose', priority: 'medium', status: 'open' } as const;
const CHANGES = [
  describeIssueChanges(ISSUE, { ...ISSUE, status: 'fixed' }, 2),
  describeIssueChanges(ISSUE, {
    ...ISSUE,
    status: 'wontfix',
    title: 'Big cleat',
    priority: 'low',
    description: null,
  }),
  describeIssueChanges(ISSUE, { ...ISSUE, priority: 'high', description: 'Very loose' }),
].map(String);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const AGES = [
  null,
  'not a date',
  ago(10_000),
  ago(60_000),
  ago(5 * 60_000),
  ago(3_600_000),
  ago(5 * 3_600_000),
  ago(3 * 86_400_000),
];

describe('activity texts in English', () => {
  it('match core word for word', async () => {
    await i18n.changeLanguage('en');
    expect(en.activity.type).toEqual(ACTIVITY_TITLES);
    expect(en.activity.typeFilter).toEqual(TYPE_FILTER_LABELS);
    expect(en.activity.timeFilter).toEqual(TIME_FILTER_LABELS);
    expect(en.activity.period).toEqual(TIME_FILTER_PERIODS);
    for (const type of [...Object.keys(ACTIVITY_TITLES), 'shift_started', 'comment'])
      expect(activityTitleText(type)).toBe(activityTitle(type));
    for (const at of AGES) expect(relativeAgeText(at, NOW)).toBe(relativeAge(at, NOW, numericDate));
    for (const flag of GPS_FLAGS)
      for (const [distance, accuracy] of [
        [null, null],
        [312, 80.4],
        [2450, 8],
      ] as const)
        expect(gpsFlagText(flag, distance, accuracy)).toBe(gpsFlagLabel(flag, distance, accuracy));
    for (const text of CHANGES) expect(commentText('issue_updated', text)).toBe(text);
    expect(commentText('comment', 'Status: Open → Fixed')).toBe('Status: Open → Fixed');
    const finalized = finalizedComment({ present: 2, notPresent: 1, total: 3 });
    expect(commentText('occupancy', finalized)).toBe(finalized);
  });

  it('read in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(activityTitleText('patrol_check')).toBe('Registro de paso');
    expect(relativeAgeText(ago(60_000), NOW)).toBe('Hace 1 minuto');
    expect(relativeAgeText(ago(5 * 3_600_000), NOW)).toBe('Hace 5 horas');
    expect(gpsFlagText('far', 312, null)).toBe('A 312 m del lugar');
    expect(commentText('issue_updated', CHANGES[0]!)).toBe('Estado: Abierta → Resuelta; Fotos añadidas: 2');
    expect(commentText('issue_updated', 'Fixed it myself')).toBe('Fixed it myself');
    expect(commentText('occupancy', finalizedComment({ present: 2, notPresent: 1, total: 3 }))).toBe(
      'Lista de ocupación finalizada: presentes 2, ausentes 1, total 3',
    );
    await i18n.changeLanguage('en');
  });
});
