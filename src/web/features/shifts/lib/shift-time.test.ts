import { describe, expect, it } from 'vitest';
import {
  describeElapsed,
  elapsedSince,
  formatElapsed,
  lastEndedShift,
  toDateTimeLocalValue,
} from './shift-time.ts';

describe('elapsedSince', () => {
  const start = '2025-06-03T18:00:00.000Z';
  it('counts whole hours and minutes, floored', () => {
    expect(elapsedSince(start, new Date('2025-06-03T18:00:59.999Z'))).toEqual({ hours: 0, minutes: 0 });
    expect(elapsedSince(start, new Date('2025-06-03T18:05:30Z'))).toEqual({ hours: 0, minutes: 5 });
    expect(elapsedSince(start, new Date('2025-06-04T02:59:00Z'))).toEqual({ hours: 8, minutes: 59 });
    expect(elapsedSince(start, new Date('2025-06-05T19:01:00Z'))).toEqual({ hours: 49, minutes: 1 });
  });
  it('takes a start with an offset', () => {
    expect(elapsedSince('2025-06-03T20:00:00+02:00', new Date('2025-06-03T19:30:00Z'))).toEqual({
      hours: 1,
      minutes: 30,
    });
  });
  it('never goes negative and survives bad input', () => {
    expect(elapsedSince(start, new Date('2025-06-03T17:00:00Z'))).toEqual({ hours: 0, minutes: 0 });
    expect(elapsedSince('not a date', new Date())).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('formatElapsed and describeElapsed', () => {
  it('shows minutes with two digits', () => {
    expect(formatElapsed({ hours: 0, minutes: 5 })).toBe('0h 05m');
    expect(formatElapsed({ hours: 12, minutes: 30 })).toBe('12h 30m');
  });
  it('reads naturally', () => {
    expect(describeElapsed({ hours: 0, minutes: 0 })).toBe('0 minutes');
    expect(describeElapsed({ hours: 0, minutes: 1 })).toBe('1 minute');
    expect(describeElapsed({ hours: 1, minutes: 5 })).toBe('1 hour 5 minutes');
    expect(describeElapsed({ hours: 3, minutes: 1 })).toBe('3 hours 1 minute');
  });
});

describe('lastEndedShift', () => {
  const shift = (startTime: string, endTime: string | null) => ({ startTime, endTime });
  it('is null without an ended shift', () => {
    expect(lastEndedShift([])).toBeNull();
    expect(lastEndedShift(undefined)).toBeNull();
    expect(lastEndedShift([shift('2025-06-03T18:00:00Z', null)])).toBeNull();
  });
  it('takes the newest ended shift and skips a running one', () => {
    const newest = shift('2025-06-02T18:00:00Z', '2025-06-03T02:00:00Z');
    const older = shift('2025-06-01T18:00:00Z', '2025-06-02T02:00:00Z');
    expect(lastEndedShift([shift('2025-06-03T18:00:00Z', null), newest, older])).toBe(newest);
    expect(lastEndedShift([older, newest])).toBe(newest);
  });
});

describe('toDateTimeLocalValue', () => {
  it('gives the local date and time to the minute', () => {
    expect(toDateTimeLocalValue(new Date(2025, 0, 5, 7, 3, 59))).toBe('2025-01-05T07:03');
    expect(toDateTimeLocalValue(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31T23:59');
  });
  it('round-trips through Date as local time', () => {
    const value = toDateTimeLocalValue(new Date(2025, 5, 3, 18, 45));
    expect(new Date(value).getTime()).toBe(new Date(2025, 5, 3, 18, 45).getTime());
  });
});
