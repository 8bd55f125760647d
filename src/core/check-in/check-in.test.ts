import { describe, expect, it } from 'vitest';
import {
  bannerText,
  CheckInError,
  GPS_OPTIONS,
  gpsErrorMessage,
  gpsStrings,
  isAlreadyChecked,
  isLocationMissing,
  patrolCheckBody,
} from './check-in.ts';

const guid = '0b3f5c1e-6a55-4a43-9d3e-8b1c2f3a4d5e';
const locationId = '7d0c8b9a-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

describe('check-in constants', () => {
  it('asks for a high accuracy position within 15 s, cached up to 60 s', () => {
    expect(GPS_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 });
  });
  it("treats the '#checked' hash as already done", () => {
    expect(isAlreadyChecked('#checked')).toBe(true);
    expect(isAlreadyChecked('checked')).toBe(true);
    expect(isAlreadyChecked('')).toBe(false);
    expect(isAlreadyChecked('#AutoCamera')).toBe(false);
  });
});

describe('gpsErrorMessage', () => {
  it('gives the spec message per error code', () => {
    expect(gpsErrorMessage('unsupported')).toBe('GPS location is not supported by this browser');
    expect(gpsErrorMessage({ code: 1 })).toBe(
      'Location access denied. Please enable location permissions and try again.',
    );
    expect(gpsErrorMessage({ code: 2 })).toBe('Location information is unavailable');
    expect(gpsErrorMessage({ code: 3 })).toBe('Location request timed out');
    expect(gpsErrorMessage({ code: 9 })).toBe('Unable to get your location.');
    expect(gpsErrorMessage(null)).toBe('Unable to get your location.');
  });
});

describe('bannerText', () => {
  it('names the location in each phase', () => {
    expect(bannerText('checking', 'Dock A')).toBe('Checking in at Dock A...');
    expect(bannerText('success', 'Dock A')).toBe('Successfully checked in at Dock A');
    expect(bannerText('already', 'Dock A')).toBe('Check-in has already been processed for Dock A');
    expect(bannerText('failed', 'Dock A')).toBe('Check-in failed at Dock A');
  });
});

describe('gpsStrings', () => {
  it('writes fixed decimals to the column sizes, never exponents', () => {
    expect(gpsStrings({ latitude: 38.9784, longitude: -76.4922, accuracy: 12.345 })).toEqual({
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: '12.35',
    });
    expect(gpsStrings({ latitude: 1e-9, longitude: 0, accuracy: undefined })).toEqual({
      gpsLatitude: '0.00000000',
      gpsLongitude: '0.00000000',
      gpsAccuracy: null,
    });
    expect(gpsStrings({ latitude: 0, longitude: 0, accuracy: Number.NaN }).gpsAccuracy).toBeNull();
  });
});

describe('patrolCheckBody', () => {
  it('builds the patrol_check with the automatic comment and GPS as strings', () => {
    expect(
      patrolCheckBody({
        guid,
        locationId,
        staffName: 'Sam Carter',
        coords: { latitude: 38.9784, longitude: -76.4922, accuracy: 8 },
      }),
    ).toEqual({
      guid,
      locationId,
      type: 'patrol_check',
      staffName: 'Sam Carter',
      comment: 'Automatic check-in via QR/NFC',
      gpsLatitude: '38.97840000',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: '8.00',
    });
  });
  it("fails with 'Missing location or GPS data' without a location or coordinates", () => {
    const coords = { latitude: 1, longitude: 2, accuracy: 3 };
    const attempts = [
      { locationId: null, coords },
      { locationId, coords: null },
      { locationId, coords: { latitude: Number.NaN, longitude: 2, accuracy: 3 } },
      { locationId, coords: { latitude: 91, longitude: 2, accuracy: 3 } },
      { locationId, coords: { latitude: 1, longitude: 181, accuracy: 3 } },
    ];
    for (const attempt of attempts) {
      expect(() => patrolCheckBody({ guid, staffName: 'x', ...attempt })).toThrow(CheckInError);
      expect(() => patrolCheckBody({ guid, staffName: 'x', ...attempt })).toThrow(
        'Missing location or GPS data',
      );
    }
  });
});

describe('isLocationMissing', () => {
  it('is true for 404 and for a malformed address (400)', () => {
    expect(isLocationMissing(404)).toBe(true);
    expect(isLocationMissing(400)).toBe(true);
    expect(isLocationMissing(500)).toBe(false);
    expect(isLocationMissing(undefined)).toBe(false);
  });
});
