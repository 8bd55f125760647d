import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, deviceTimeZone, isTimeZone } from './time-zone.ts';
import { zonedParts } from './zoned-parts.ts';

describe('isTimeZone', () => {
  it('knows IANA names and their aliases', () => {
    for (const zone of [
      'America/New_York',
      'Europe/Madrid',
      'UTC',
      'Etc/GMT+5',
      'US/Eastern',
      DEFAULT_TIME_ZONE,
    ]) {
      expect(isTimeZone(zone)).toBe(true);
    }
    expect(isTimeZone(deviceTimeZone())).toBe(true);
  });

  it('refuses unknown names, offsets and junk', () => {
    for (const zone of ['Mars/Olympus', '+01:00', '-0500', '', ' UTC', 'America/New York', 'x'.repeat(80)]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});

describe('zonedParts', () => {
  it("gives the zone's date, time and ISO weekday at an instant", () => {
    const at = new Date('2027-03-15T03:30:00Z');
    expect(zonedParts(at, 'UTC')).toEqual({ date: '2027-03-15', time: '03:30', weekday: 1 });
    expect(zonedParts(at, 'America/New_York')).toEqual({ date: '2027-03-14', time: '23:30', weekday: 7 });
    expect(zonedParts(at, 'Asia/Tokyo')).toEqual({ date: '2027-03-15', time: '12:30', weekday: 1 });
  });

  it('shows the repeated hour twice in autumn', () => {
    expect(zonedParts(new Date('2027-11-07T05:30:00Z'), 'America/New_York').time).toBe('01:30');
    expect(zonedParts(new Date('2027-11-07T06:30:00Z'), 'America/New_York').time).toBe('01:30');
  });

  it('refuses an unknown zone', () => {
    expect(() => zonedParts(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
