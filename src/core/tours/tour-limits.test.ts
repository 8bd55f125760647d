import { describe, expect, it } from 'vitest';
import { scheduledSlots } from './schedule.ts';
import { runsPerDay } from './tour-limits.ts';

const DAY = 86_400_000;

/** The rounds the schedule really starts on an ordinary day (no daylight-saving change). */
const slotsOnOneDay = (schedule: Parameters<typeof runsPerDay>[0]) =>
  scheduledSlots(schedule, {
    timeZone: 'UTC',
    from: new Date('2026-03-10T00:00:00Z'),
    to: new Date(Date.parse('2026-03-10T00:00:00Z') + DAY),
  }).length;

describe('runs per day of a schedule', () => {
  it('counts fixed times and the rounds of an interval, past midnight too', () => {
    expect(runsPerDay({ times: ['22:00', '02:00'] })).toBe(2);
    expect(runsPerDay({ every: { minutes: 60, from: '22:00', to: '06:00' } })).toBe(8);
    expect(runsPerDay({ every: { minutes: 7, from: '00:00', to: '01:00' } })).toBe(9);
    expect(runsPerDay({ every: { minutes: 1, from: '00:00', to: '23:59' } })).toBe(1439);
    expect(runsPerDay({ times: ['12:00'], every: { minutes: 15, from: '08:00', to: '09:00' } })).toBe(5);
  });

  it('is never below what the schedule starts on a day', () => {
    for (const schedule of [
      { times: ['00:00', '12:30', '23:59'] },
      { every: { minutes: 60, from: '22:00', to: '06:00' } },
      { every: { minutes: 7, from: '00:00', to: '01:00' } },
      { every: { minutes: 5, from: '06:00', to: '05:59' } },
      { times: ['08:00'], every: { minutes: 15, from: '08:00', to: '09:00' } },
    ]) {
      expect(runsPerDay(schedule), JSON.stringify(schedule)).toBeGreaterThanOrEqual(slotsOnOneDay(schedule));
    }
  });
});
