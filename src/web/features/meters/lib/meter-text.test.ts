/**
 * The catalogue's English of the meter texts is core's, word for word: RECORD_MESSAGES, the
 * reading form's blank message and the unusual-reading warning stored with a reading.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setFormatLocale } from '#core/common/format-locale.ts';
import { unusualReading } from '#core/meters/consumption.ts';
import { ENTER_READING_MESSAGE } from '#core/meters/meter-constants.ts';
import { formatReading, NO_READING } from '#core/meters/reading-format.ts';
import { RECORD_MESSAGES } from '#core/meters/record-rules.ts';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { startTestCatalogue } from '#web/lib/i18n/test-catalogue.ts';
import { en } from '#web/locales/index.ts';
import { meterBadgeText, meterTypeName, readingText, recordText, unusualText } from './meter-text.ts';

beforeAll(async () => {
  await startTestCatalogue();
  setFormatLocale('en-US');
});

describe('the meter texts', () => {
  it("hold core's English word for word", () => {
    expect(en.meters.record).toEqual(RECORD_MESSAGES);
    expect(en.common.photos.processFailed).toBe(RECORD_MESSAGES.processFailed);
    expect(en.meters.edit.enterReading).toBe(ENTER_READING_MESSAGE);
    expect(en.meters.noReading).toBe(NO_READING);
    for (const key of Object.keys(RECORD_MESSAGES) as (keyof typeof RECORD_MESSAGES)[])
      expect(recordText(key)).toBe(RECORD_MESSAGES[key]);
  });

  it('word the unusual-reading warning as core stores it', () => {
    for (const [reading, previous, average] of [
      ['99.5', '100', '10'],
      ['130.001', '100', '10'],
      ['5000', '100', '12.25'],
    ] as const) {
      const warning = unusualReading(reading, previous, average);
      expect(warning).not.toBeNull();
      if (warning) expect(unusualText(warning)).toBe(warning.message);
    }
  });

  it('name the meter types and readings', () => {
    expect(meterTypeName('water')).toBe('Water');
    expect(meterBadgeText('power')).toBe('Power Meter');
    expect(meterBadgeText('steam')).toBe('Steam Meter');
    expect(readingText(null)).toBe('No reading');
    expect(readingText('1234.5')).toBe(formatReading('1234.5'));
  });

  it('speak Spanish when it is chosen', async () => {
    await i18n.changeLanguage('es');
    setFormatLocale('es-ES');
    expect(meterBadgeText('gas')).toBe('Medidor de gas');
    const warning = unusualReading('99.5', '100', '10');
    if (warning)
      expect(unusualText(warning)).toBe('Esta lectura (99,5) es más baja que la lectura anterior (100).');
    await i18n.changeLanguage('en');
    setFormatLocale('en-US');
  });
});
