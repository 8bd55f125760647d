import { describe, expect, it } from 'vitest';
import { setFormatLocale } from '#core/common/format-locale.ts';
import {
  currentMonthRange,
  formatShortDate,
  formatShortTime,
  localDayBounds,
  parseDateInputValue,
  toDateInputValue,
  toLocalIso,
} from './meter-dates.ts';

describe('formatShortDate', () => {
  it('is MM/DD/YY with leading zeros', () => {
    expect(formatShortDate(new Date(2026, 2, 4, 15, 5))).toBe('03/04/26');
    expect(formatShortDate(new Date(2030, 11, 31))).toBe('12/31/30');
    expect(formatShortDate(new Date(2000, 0, 1))).toBe('01/01/00');
  });
});

describe('formatShortTime', () => {
  it.each([
    [15, 5, '3:05p'],
    [0, 0, '12:00a'],
    [0, 59, '12:59a'],
    [9, 30, '9:30a'],
    [11, 59, '11:59a'],
    [12, 0, '12:00p'],
    [12, 30, '12:30p'],
    [23, 9, '11:09p'],
  ])('%i:%i shows %s', (hours, minutes, shown) => {
    expect(formatShortTime(new Date(2026, 0, 1, hours, minutes))).toBe(shown);
  });
});

describe('the short date and time in another language', () => {
  it("are the locale's own; English keeps the spec's whatever its region", () => {
    const at = new Date(2026, 2, 4, 15, 5);
    try {
      setFormatLocale('es-ES');
      expect(formatShortDate(at)).toBe('04/03/26');
      expect(formatShortTime(at)).toBe('15:05');
      setFormatLocale('en-GB');
      expect(formatShortDate(at)).toBe('03/04/26');
      expect(formatShortTime(at)).toBe('3:05p');
    } finally {
      setFormatLocale(undefined);
    }
  });
});

describe('currentMonthRange', () => {
  it('runs from the first to the last day of the month', () => {
    expect(currentMonthRange(new Date(2026, 1, 14, 12))).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
    expect(currentMonthRange(new Date(2028, 1, 1))).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(currentMonthRange(new Date(2026, 11, 31, 23, 59))).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });
});

describe('parseDateInputValue', () => {
  it('reads real calendar days only', () => {
    expect(parseDateInputValue('2026-03-04')?.getTime()).toBe(new Date(2026, 2, 4).getTime());
    expect(parseDateInputValue('2026-02-30')).toBeNull();
    expect(parseDateInputValue('')).toBeNull();
    expect(parseDateInputValue('03/04/2026')).toBeNull();
  });
});

describe('toLocalIso / localDayBounds', () => {
  it('writes the local time with the offset, meaning the same instant', () => {
    const date = new Date(2026, 6, 4, 9, 8, 7, 6);
    const iso = toLocalIso(date);
    expect(iso).toMatch(/^2026-07-04T09:08:07\.006[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(date.getTime());
    expect(toDateInputValue(date)).toBe('2026-07-04');
  });

  it('covers whole local days, end day included', () => {
    const bounds = localDayBounds('2026-03-01', '2026-03-31');
    expect(bounds.startDate).toMatch(/^2026-03-01T00:00:00\.000[+-]\d{2}:\d{2}$/);
    expect(bounds.endDate).toMatch(/^2026-03-31T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(new Date(bounds.startDate!).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(bounds.endDate!).getTime()).toBe(new Date(2026, 3, 1).getTime() - 1);
  });

  it('leaves out a blank or invalid side', () => {
    expect(localDayBounds('', 'x')).toEqual({ startDate: undefined, endDate: undefined });
  });
});
