import { describe, expect, it } from 'vitest';
import { checkInVerdict, formatMeters, gpsFlagLabel, isGoodFix, knownFlags } from './gps-flags.ts';

const reference = { latitude: 50, longitude: 4 };
// 0.001 degree of latitude is about 111 m.
const north = (meters: number) => ({ latitude: 50 + meters / 111_195, longitude: 4 });
const at = new Date('2026-05-01T22:00:00Z');
const base = { position: reference, accuracy: 10, at, reference, previousAt: null };

describe('checkInVerdict', () => {
  it('flags nothing for a good check-in on the spot', () => {
    expect(checkInVerdict(base)).toEqual({ flags: [], distance: 0 });
  });

  it("flags 'far' only beyond 100 m from the reference", () => {
    expect(checkInVerdict({ ...base, position: north(99) })).toEqual({ flags: [], distance: 99 });
    expect(checkInVerdict({ ...base, position: north(100) }).flags).toEqual([]);
    expect(checkInVerdict({ ...base, position: north(102) })).toEqual({ flags: ['far'], distance: 102 });
  });

  it('cannot say far without a reference position', () => {
    expect(checkInVerdict({ ...base, position: north(5000), reference: null })).toEqual({
      flags: [],
      distance: null,
    });
  });

  it("flags 'inaccurate' for an accuracy worse than 50 m, not for 50 m or unknown", () => {
    expect(checkInVerdict({ ...base, accuracy: 50 }).flags).toEqual([]);
    expect(checkInVerdict({ ...base, accuracy: 50.01 }).flags).toEqual(['inaccurate']);
    expect(checkInVerdict({ ...base, accuracy: null }).flags).toEqual([]);
  });

  it("flags 'repeat' within 2 minutes of the same user's previous check-in there", () => {
    const ago = (ms: number) => new Date(at.getTime() - ms);
    expect(checkInVerdict({ ...base, previousAt: ago(119_999) }).flags).toEqual(['repeat']);
    expect(checkInVerdict({ ...base, previousAt: ago(0) }).flags).toEqual(['repeat']);
    expect(checkInVerdict({ ...base, previousAt: ago(120_000) }).flags).toEqual([]);
    // A previous check-in later than this one (a device clock behind) is not a repeat of it.
    expect(checkInVerdict({ ...base, previousAt: ago(-30_000) }).flags).toEqual([]);
  });

  it('combines flags in a fixed order', () => {
    expect(
      checkInVerdict({
        ...base,
        position: north(500),
        accuracy: 120,
        previousAt: new Date(at.getTime() - 5000),
      }),
    ).toEqual({ flags: ['far', 'inaccurate', 'repeat'], distance: 500 });
  });
});

describe('labels and helpers', () => {
  it('labels each flag with its measure', () => {
    expect(gpsFlagLabel('far', 312, 8)).toBe('312 m from location');
    expect(gpsFlagLabel('far', 2450, 8)).toBe('2.5 km from location');
    expect(gpsFlagLabel('inaccurate', null, 80.4)).toBe('Poor GPS accuracy (±80 m)');
    expect(gpsFlagLabel('inaccurate', null, null)).toBe('Poor GPS accuracy');
    expect(gpsFlagLabel('repeat', null, null)).toBe('Repeat check-in');
  });

  it('formats metres and kilometres', () => {
    expect(formatMeters(87.4)).toBe('87 m');
    expect(formatMeters(1234)).toBe('1.2 km');
    expect(formatMeters(15_400)).toBe('15 km');
  });

  it('knows a good fix and keeps only known flags in order', () => {
    expect(isGoodFix(50)).toBe(true);
    expect(isGoodFix(51)).toBe(false);
    expect(isGoodFix(null)).toBe(false);
    expect(knownFlags(['repeat', 'bogus', 'far'])).toEqual(['far', 'repeat']);
    expect(knownFlags(null)).toEqual([]);
  });
});
