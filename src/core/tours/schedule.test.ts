import { describe, expect, it } from 'vitest';
import { zonedInstant } from '#core/common/calendar-day.ts';
import { isClockTime, type Slot, scheduledSlots, type TourSchedule } from './schedule.ts';

const NY = 'America/New_York';
const MADRID = 'Europe/Madrid';

const range = (timeZone: string, from: string, to: string) => ({
  timeZone,
  from: new Date(from),
  to: new Date(to),
});
const iso = (slots: Slot[]) => slots.map((s) => s.at.toISOString());
const wall = (slots: Slot[]) => slots.map((s) => `${s.localDate} ${s.localTime}`);
const slots = (schedule: TourSchedule, timeZone: string, from: string, to: string) =>
  scheduledSlots(schedule, range(timeZone, from, to));

describe('isClockTime', () => {
  it('takes 00:00 to 23:59 with two digits each', () => {
    for (const ok of ['00:00', '09:05', '12:30', '23:59']) expect(isClockTime(ok)).toBe(true);
    for (const bad of [
      '24:00',
      '9:05',
      '12:60',
      '12:5',
      '1230',
      ' 12:30',
      '12:30 ',
      '',
      '-1:00',
      '12:30:00',
    ]) {
      expect(isClockTime(bad)).toBe(false);
    }
  });
});

describe('zonedInstant', () => {
  it('reads a wall time on a date in the zone', () => {
    expect(zonedInstant('2027-01-15', '08:00', NY).toISOString()).toBe('2027-01-15T13:00:00.000Z');
    expect(zonedInstant('2027-07-15', '08:00', NY).toISOString()).toBe('2027-07-15T12:00:00.000Z');
    expect(zonedInstant('2027-07-15', '08:00', 'UTC').toISOString()).toBe('2027-07-15T08:00:00.000Z');
  });
});

describe('scheduledSlots: America/New_York, spring forward (2027-03-14, 02:00 EST → 03:00 EDT)', () => {
  const day = ['America/New_York', '2027-03-14T05:00:00Z', '2027-03-15T04:00:00Z'] as const;

  it('runs a 02:30 round at 03:30 EDT (shifted by the gap), the rounds beside it as written', () => {
    const result = slots({ times: ['01:30', '02:30', '03:00'] }, ...day);
    expect(iso(result)).toEqual([
      '2027-03-14T06:30:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T07:30:00.000Z',
    ]);
    expect(wall(result)).toEqual(['2027-03-14 01:30', '2027-03-14 03:00', '2027-03-14 03:30']);
    expect(result.map((s) => s.day)).toEqual(['2027-03-14', '2027-03-14', '2027-03-14']);
  });

  it('keeps two rounds in the gap apart (02:00 → 03:00, 02:30 → 03:30) and merges one that lands on another', () => {
    expect(iso(slots({ times: ['02:00', '02:30', '03:30'] }, ...day))).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T07:30:00.000Z',
    ]);
  });

  it('keeps an hourly grid 60 real minutes apart: 00:00 to 06:00 is five rounds', () => {
    const result = slots({ every: { minutes: 60, from: '00:00', to: '06:00' } }, ...day);
    expect(iso(result)).toEqual([
      '2027-03-14T05:00:00.000Z',
      '2027-03-14T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T08:00:00.000Z',
      '2027-03-14T09:00:00.000Z',
    ]);
    expect(result.map((s) => s.localTime)).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
  });

  it('gives the night of the 13th, 22:00 to 06:00, seven hourly rounds', () => {
    const result = slots(
      { every: { minutes: 60, from: '22:00', to: '06:00' } },
      NY,
      '2027-03-14T00:00:00Z',
      '2027-03-14T12:00:00Z',
    );
    expect(iso(result)).toEqual([
      '2027-03-14T03:00:00.000Z',
      '2027-03-14T04:00:00.000Z',
      '2027-03-14T05:00:00.000Z',
      '2027-03-14T06:00:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T08:00:00.000Z',
      '2027-03-14T09:00:00.000Z',
    ]);
    expect(result.map((s) => s.localTime)).toEqual([
      '22:00',
      '23:00',
      '00:00',
      '01:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
    expect(new Set(result.map((s) => s.day))).toEqual(new Set(['2027-03-13']));
  });
});

describe('scheduledSlots: America/New_York, fall back (2027-11-07, 02:00 EDT → 01:00 EST)', () => {
  const day = [NY, '2027-11-07T04:00:00Z', '2027-11-08T05:00:00Z'] as const;

  it('runs a 01:30 round once, at its first occurrence (EDT)', () => {
    const result = slots({ times: ['01:30'] }, ...day);
    expect(iso(result)).toEqual(['2027-11-07T05:30:00.000Z']);
    expect(wall(result)).toEqual(['2027-11-07 01:30']);
  });

  it('walks the repeated hour twice on an hourly grid: 00:00 to 03:00 is four rounds', () => {
    const result = slots({ every: { minutes: 60, from: '00:00', to: '03:00' } }, ...day);
    expect(iso(result)).toEqual([
      '2027-11-07T04:00:00.000Z',
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
      '2027-11-07T07:00:00.000Z',
    ]);
    expect(result.map((s) => s.localTime)).toEqual(['00:00', '01:00', '01:00', '02:00']);
  });

  it('merges a fixed 01:30 with the grid round at the same instant, and keeps the second 01:30', () => {
    const result = slots({ times: ['01:30'], every: { minutes: 30, from: '01:00', to: '02:00' } }, ...day);
    expect(iso(result)).toEqual([
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T06:00:00.000Z',
      '2027-11-07T06:30:00.000Z',
    ]);
  });

  it('gives the night of the 6th, 22:00 to 06:00, nine hourly rounds', () => {
    const result = slots(
      { every: { minutes: 60, from: '22:00', to: '06:00' } },
      NY,
      '2027-11-07T00:00:00Z',
      '2027-11-07T12:00:00Z',
    );
    expect(result).toHaveLength(9);
    expect(iso(result)[0]).toBe('2027-11-07T02:00:00.000Z');
    expect(iso(result)[8]).toBe('2027-11-07T10:00:00.000Z');
    expect(result.map((s) => s.localTime)).toEqual([
      '22:00',
      '23:00',
      '00:00',
      '01:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
  });
});

describe('scheduledSlots: Europe/Madrid on its 2027 transition days', () => {
  it('spring (2027-03-28, 02:00 CET → 03:00 CEST): 02:30 runs at 03:30 CEST', () => {
    const result = slots(
      { times: ['01:30', '02:30'] },
      MADRID,
      '2027-03-27T23:00:00Z',
      '2027-03-28T22:00:00Z',
    );
    expect(iso(result)).toEqual(['2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z']);
    expect(result.map((s) => s.localTime)).toEqual(['01:30', '03:30']);
  });

  it('autumn (2027-10-31, 03:00 CEST → 02:00 CET): 02:30 runs once, at its first occurrence (CEST)', () => {
    const result = slots({ times: ['02:30'] }, MADRID, '2027-10-30T22:00:00Z', '2027-10-31T23:00:00Z');
    expect(iso(result)).toEqual(['2027-10-31T00:30:00.000Z']);
  });

  it('autumn: a round every 45 minutes from 01:00 to 04:00 is 45 real minutes apart', () => {
    const result = slots(
      { every: { minutes: 45, from: '01:00', to: '04:00' } },
      MADRID,
      '2027-10-30T22:00:00Z',
      '2027-10-31T23:00:00Z',
    );
    // 01:00 CEST = 23:00Z the day before; 04:00 CET = 03:00Z: four real hours.
    expect(iso(result)).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-30T23:45:00.000Z',
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:15:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T02:45:00.000Z',
    ]);
    expect(result.map((s) => s.localTime)).toEqual(['01:00', '01:45', '02:30', '02:15', '03:00', '03:45']);
  });
});

describe('scheduledSlots: days, weekdays and ranges', () => {
  it('gives nothing for an empty schedule or an empty range', () => {
    expect(slots({}, NY, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')).toEqual([]);
    expect(slots({ times: [] }, NY, '2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z')).toEqual([]);
    expect(slots({ times: ['08:00'] }, NY, '2027-03-02T00:00:00Z', '2027-03-01T00:00:00Z')).toEqual([]);
  });

  it('spans several days, sorted, the range inclusive at its start and exclusive at its end', () => {
    const result = slots(
      { times: ['20:00', '08:00'] },
      'UTC',
      '2027-06-01T08:00:00Z',
      '2027-06-04T08:00:00Z',
    );
    expect(wall(result)).toEqual([
      '2027-06-01 08:00',
      '2027-06-01 20:00',
      '2027-06-02 08:00',
      '2027-06-02 20:00',
      '2027-06-03 08:00',
      '2027-06-03 20:00',
    ]);
  });

  it('keeps only the chosen ISO weekdays (1 = Monday, 7 = Sunday), on the marina’s calendar', () => {
    // 2027-03-15 is a Monday. 23:30 in New York is already the next day in UTC.
    const result = slots(
      { times: ['23:30'], weekdays: [1, 3, 7] },
      NY,
      '2027-03-15T04:00:00Z',
      '2027-03-22T04:00:00Z',
    );
    expect(wall(result)).toEqual(['2027-03-15 23:30', '2027-03-17 23:30', '2027-03-21 23:30']);
    expect(iso(result)[0]).toBe('2027-03-16T03:30:00.000Z');
  });

  it('gives a window past midnight to the day it starts: its weekday, its `day`', () => {
    // Fridays only; 2027-03-19 is a Friday.
    const result = slots(
      { weekdays: [5], every: { minutes: 120, from: '22:00', to: '02:00' } },
      'UTC',
      '2027-03-15T00:00:00Z',
      '2027-03-22T00:00:00Z',
    );
    expect(result.map((s) => ({ day: s.day, at: `${s.localDate} ${s.localTime}` }))).toEqual([
      { day: '2027-03-19', at: '2027-03-19 22:00' },
      { day: '2027-03-19', at: '2027-03-20 00:00' },
    ]);
  });

  it('finds the rounds of a window that began the day before the range', () => {
    const result = slots(
      { every: { minutes: 120, from: '22:00', to: '02:00' } },
      'UTC',
      '2027-03-20T00:00:00Z',
      '2027-03-20T12:00:00Z',
    );
    expect(result.map((s) => [s.day, s.localTime])).toEqual([['2027-03-19', '00:00']]);
  });

  it('treats a window from a time to the same time as a whole day', () => {
    expect(
      slots(
        { every: { minutes: 360, from: '06:00', to: '06:00' } },
        'UTC',
        '2027-03-20T00:00:00Z',
        '2027-03-21T00:00:00Z',
      ).map((s) => s.localTime),
    ).toEqual(['00:00', '06:00', '12:00', '18:00']);
  });

  it('makes a fixed time on the every grid one round', () => {
    const result = slots(
      { times: ['01:00', '03:00', '03:30'], every: { minutes: 60, from: '00:00', to: '04:00' } },
      'UTC',
      '2027-03-20T00:00:00Z',
      '2027-03-21T00:00:00Z',
    );
    expect(result.map((s) => s.localTime)).toEqual(['00:00', '01:00', '02:00', '03:00', '03:30']);
  });

  it('refuses an unknown zone, a malformed time and a grid of no minutes', () => {
    const r = range('UTC', '2027-03-20T00:00:00Z', '2027-03-21T00:00:00Z');
    expect(() => scheduledSlots({ times: ['08:00'] }, { ...r, timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
    expect(() => scheduledSlots({ times: ['8:00'] }, r)).toThrow(RangeError);
    expect(() => scheduledSlots({ every: { minutes: 0, from: '00:00', to: '01:00' } }, r)).toThrow(
      RangeError,
    );
  });
});
