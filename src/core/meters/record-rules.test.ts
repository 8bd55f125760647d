import { describe, expect, it } from 'vitest';
import {
  AUTO_CAMERA_COOKIE,
  autoCameraCookie,
  isValidMeterUrl,
  latestTranscribed,
  mayChangeReading,
  meterLocationProblem,
  meterLocationProblemKey,
  meterTypeLabel,
  meterTypeOfComment,
  RECORD_MESSAGES,
  readAutoCamera,
  readingInputError,
  readingInputProblem,
  readingTime,
  siblingWindow,
} from './record-rules.ts';

const guid = '0b7c2f5e-8a3d-4e59-9f1c-2d6b8a4e7c10';
const marina = '11111111-2222-4333-8444-555555555555';
const other = '99999999-2222-4333-8444-555555555555';

describe('the location data a reading is saved with', () => {
  it('needs the data loaded, naming the location of the URL', () => {
    expect(meterLocationProblem(guid, { location: { guid } })).toBeNull();
    expect(meterLocationProblem(guid.toUpperCase(), { location: { guid } })).toBeNull();
    expect(meterLocationProblem(guid, undefined)).toBe('No location data available');
    expect(meterLocationProblem(guid, { location: { guid: '' } })).toBe(
      'Invalid location data - missing location GUID',
    );
    expect(meterLocationProblem(guid, { location: null })).toBe(
      'Invalid location data - missing location GUID',
    );
    expect(meterLocationProblem(guid, { location: { guid: other } })).toBe(
      'Invalid location data - missing location GUID',
    );
  });

  it('names the problem for the web to translate', () => {
    expect(meterLocationProblemKey(guid, { location: { guid } })).toBeNull();
    expect(meterLocationProblemKey(guid, undefined)).toBe('noLocation');
    expect(meterLocationProblemKey(guid, { location: { guid: other } })).toBe('locationGuidMissing');
  });
});

describe('record-meter URL', () => {
  it('needs a location guid and a known meter type', () => {
    expect(isValidMeterUrl(guid, 'power')).toBe(true);
    expect(isValidMeterUrl(guid.toUpperCase(), 'gas')).toBe(true);
    expect(isValidMeterUrl(guid, 'water')).toBe(true);
    expect(isValidMeterUrl(guid, 'steam')).toBe(false);
    expect(isValidMeterUrl(guid, 'Power')).toBe(false);
    expect(isValidMeterUrl('x', 'power')).toBe(false);
    expect(isValidMeterUrl(undefined, undefined)).toBe(false);
  });

  it('labels the meter type for the badge', () => {
    expect(meterTypeLabel('power')).toBe('Power');
    expect(meterTypeLabel('WATER')).toBe('Water');
    expect(meterTypeLabel('')).toBe('');
  });

  it("reads the type from a meter_read activity's comment", () => {
    expect(meterTypeOfComment('Meter reading (water)')).toBe('water');
    expect(meterTypeOfComment('something else')).toBeNull();
    expect(meterTypeOfComment(null)).toBeNull();
  });
});

describe('readingInputError', () => {
  it('gives the blank message, the format message, or nothing', () => {
    expect(readingInputError('  ', RECORD_MESSAGES.enterReading)).toBe(
      'Please enter the meter reading value.',
    );
    expect(readingInputError('1.2345', 'x')).toBe(RECORD_MESSAGES.badNumber);
    expect(readingInputError('-4', 'x')).toBe(RECORD_MESSAGES.badNumber);
    expect(readingInputError('1234567890', 'x')).toBe(RECORD_MESSAGES.badNumber);
    expect(readingInputError(' 123456789.125 ', 'x')).toBeNull();
    expect(readingInputError('0', 'x')).toBeNull();
  });

  it('names the problem for the web to translate', () => {
    expect(readingInputProblem('  ')).toBe('blank');
    expect(readingInputProblem('1.2345')).toBe('badNumber');
    expect(readingInputProblem(' 12.5 ')).toBeNull();
  });
});

describe('latestTranscribed and readingTime', () => {
  it('skips photo-only readings', () => {
    const readings = [{ reading: null }, { reading: ' ' }, { reading: '12.5' }, { reading: '10' }];
    expect(latestTranscribed(readings)).toBe(readings[2]);
    expect(latestTranscribed([{ reading: null }])).toBeNull();
  });

  it("uses the activity's time, else the creation time", () => {
    const base = { createdAt: '2026-01-02T00:00:00.000Z' };
    expect(readingTime({ ...base, activity: activity('2026-01-01T10:00:00.000Z') })).toBe(
      '2026-01-01T10:00:00.000Z',
    );
    expect(readingTime({ ...base, activity: activity(null) })).toBe('2026-01-02T00:00:00.000Z');
  });
});

function activity(timestamp: string | null, userId: string | null = null) {
  return { guid, locationId: guid, timestamp, comment: null, userId };
}

describe('mayChangeReading', () => {
  const reading = { marinaId: marina, activity: activity(null, guid) };
  it('lets the recorder and admins of the marina change a reading', () => {
    expect(mayChangeReading({ guid, permissions: [] }, reading)).toBe(true);
    const admin = { guid: other, permissions: [{ permissionType: 'admin' as const, marinaId: marina }] };
    expect(mayChangeReading(admin, reading)).toBe(true);
    const superAdmin = {
      guid: other,
      permissions: [{ permissionType: 'super_admin' as const, marinaId: null }],
    };
    expect(mayChangeReading(superAdmin, reading)).toBe(true);
  });

  it('hides the actions from other staff, admins of other marinas and signed-out visitors', () => {
    const staff = {
      guid: other,
      permissions: [{ permissionType: 'marina_access' as const, marinaId: marina }],
    };
    expect(mayChangeReading(staff, reading)).toBe(false);
    const otherAdmin = { guid: other, permissions: [{ permissionType: 'admin' as const, marinaId: other }] };
    expect(mayChangeReading(otherAdmin, reading)).toBe(false);
    expect(mayChangeReading(null, reading)).toBe(false);
  });
});

describe('siblingWindow', () => {
  const slips = ['A-01', 'A-02', 'A-03', 'A-04', 'A-05', 'A-06'].map((name) => ({ guid: name, name }));
  const names = (w: { previous: { name: string }[]; next: { name: string }[] }) => ({
    previous: w.previous.map((s) => s.name),
    next: w.next.map((s) => s.name),
  });

  it('takes 2 before and 2 after, in order', () => {
    expect(names(siblingWindow(slips, 'A-03'))).toEqual({
      previous: ['A-01', 'A-02'],
      next: ['A-04', 'A-05'],
    });
  });

  it('stops at the ends of the dock without wrapping', () => {
    expect(names(siblingWindow(slips, 'A-01'))).toEqual({ previous: [], next: ['A-02', 'A-03'] });
    expect(names(siblingWindow(slips, 'A-06'))).toEqual({ previous: ['A-04', 'A-05'], next: [] });
    expect(names(siblingWindow(slips, 'a-05'))).toEqual({ previous: ['A-03', 'A-04'], next: ['A-06'] });
  });

  it('is empty when the location is not among them', () => {
    expect(names(siblingWindow(slips, 'B-01'))).toEqual({ previous: [], next: [] });
  });
});

describe('auto camera cookie', () => {
  it('remembers the choice for 365 days', () => {
    expect(autoCameraCookie(true)).toBe('AutoOpenMeterCamera=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(autoCameraCookie(false)).toMatch(/^AutoOpenMeterCamera=false;/);
  });

  it('reads it back from document.cookie', () => {
    expect(readAutoCamera(`a=1; ${AUTO_CAMERA_COOKIE}=true; b=2`)).toBe(true);
    expect(readAutoCamera(`${AUTO_CAMERA_COOKIE}=false`)).toBe(false);
    expect(readAutoCamera('')).toBe(false);
    expect(readAutoCamera('XAutoOpenMeterCamera=true')).toBe(false);
  });
});
