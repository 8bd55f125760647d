import { describe, expect, it } from 'vitest';
import { meterReadsFilterSchema } from '#core/meters/meter-reading.schema.ts';
import { tourExceptionsQuerySchema } from '#core/tours/tour-exceptions.schema.ts';
import { calendarDaySchema, OUT_OF_CALENDAR } from './date-range.ts';
import { isoDateTimeSchema } from './wire.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('dates within the years 2000 to 2100', () => {
  it('takes an instant from the first to the last millisecond, and refuses either side with one message', () => {
    for (const ok of ['2000-01-01T00:00:00Z', '2026-07-01T12:00:00+02:00', '2100-12-31T23:59:59.999Z'])
      expect(isoDateTimeSchema.safeParse(ok).success, ok).toBe(true);
    for (const out of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:30:00+01:00',
      '2101-01-01T00:00:00Z',
      '9999-12-30T00:00:00Z',
    ])
      expect(messages(isoDateTimeSchema.safeParse(out)), out).toEqual([OUT_OF_CALENDAR]);
    // Not a date-time at all: the format's message alone.
    expect(messages(isoDateTimeSchema.safeParse('yesterday'))).not.toContain(OUT_OF_CALENDAR);
  });

  it('takes a calendar day from 2000-01-01 to 2100-12-31, and refuses other days and non-days', () => {
    const day = calendarDaySchema('must be a day');
    expect(day.safeParse('2000-01-01').success).toBe(true);
    expect(day.safeParse('2100-12-31').success).toBe(true);
    expect(day.safeParse('2024-02-29').success).toBe(true);
    for (const out of ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-30'])
      expect(messages(day.safeParse(out)), out).toEqual([OUT_OF_CALENDAR]);
    for (const bad of ['2023-02-29', '2024-13-01', 'yesterday', '20240101'])
      expect(messages(day.safeParse(bad)), bad).toEqual(['must be a day']);
  });

  it('bounds the report days and the meter history dates the same way', () => {
    const marinaId = crypto.randomUUID();
    const report = tourExceptionsQuerySchema.safeParse({ marinaId, from: '9999-12-30' });
    expect(report.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', OUT_OF_CALENDAR],
    ]);
    for (const startDate of ['0000-01-01', '9999-12-30T00:00:00Z']) {
      const reads = meterReadsFilterSchema.safeParse({ marinaId, startDate });
      expect(reads.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['startDate', OUT_OF_CALENDAR],
      ]);
    }
    expect(
      meterReadsFilterSchema.safeParse({ marinaId, startDate: '2026-03-01', endDate: '2026-03-31T23:59:59Z' })
        .success,
    ).toBe(true);
  });
});
