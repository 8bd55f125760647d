import type { UnusualReading } from '#core/meters/consumption.ts';
import type { MeterType } from '#core/meters/meter-constants.ts';
import { formatReading, formatReadingWithUnit, plainReading } from '#core/meters/reading-format.ts';
import { isMeterType, meterTypeLabel, type RecordMessage } from '#core/meters/record-rules.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';

/**
 * The meter texts built from core's rules, in the user's language (decision 0043): core keeps its
 * English tables (RECORD_MESSAGES, the stored unusual-reading warning) and names what to show.
 */

/** A text of the record screen (RECORD_MESSAGES' English in English). */
export const recordText = (key: RecordMessage): string => i18n.t(`meters:record.${key}`);

/** 'Power', 'Water', 'Gas'; an unknown type as core labels it. */
export const meterTypeName = (type: string): string =>
  isMeterType(type) ? i18n.t(`meters:type.${type}`) : meterTypeLabel(type);

/** The badge: 'Power Meter'. */
export const meterBadgeText = (type: string): string =>
  isMeterType(type)
    ? i18n.t(`meters:badge.${type}`)
    : i18n.t('meters:badge.other', { type: meterTypeLabel(type) });

/** The offline queue's name of a reading: 'Water reading 12.5 at A-01'. */
export const queuedReadingLabel = (type: MeterType, value: string, location: string | undefined): string =>
  location
    ? i18n.t(`meters:queueLabelAt.${type}`, { value, location })
    : i18n.t(`meters:queueLabel.${type}`, { value });

/** A reading as shown ('1,234.5'), 'No reading' when there is none. */
export const readingText = (value: string | null | undefined): string =>
  plainReading(value) === null ? i18n.t('meters:noReading') : formatReading(value);

/** A reading with its unit ('1,234.5 m³'), 'No reading' alone when there is none. */
export const readingWithUnitText = (value: string | null | undefined, unit: string): string =>
  plainReading(value) === null ? i18n.t('meters:noReading') : formatReadingWithUnit(value, unit);

/** The unusual-reading warning the user confirms, its figures in the user's locale. */
export function unusualText(warning: UnusualReading): string {
  if (warning.kind === 'lower') {
    return i18n.t('meters:unusual.lowerText', {
      value: formatReading(warning.params.value),
      previous: formatReading(warning.params.previous),
    });
  }
  return i18n.t('meters:unusual.highText', {
    use: formatReading(warning.params.use),
    factor: warning.params.factor,
    average: formatReading(warning.params.average),
  });
}
