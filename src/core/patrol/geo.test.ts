import { describe, expect, it } from 'vitest';
import { haversineMeters, medianPosition, toCoordinate } from './geo.ts';

describe('haversineMeters', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { latitude: 47.6062, longitude: -122.3321 };
    const b = { latitude: 47.6097, longitude: -122.3331 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 9);
  });

  it('gives 111.2 km for one degree of latitude and about 111.2 m for 0.001 degree', () => {
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      -1,
    );
    expect(haversineMeters({ latitude: 50, longitude: 4 }, { latitude: 50.001, longitude: 4 })).toBeCloseTo(
      111.2,
      0,
    );
  });

  it('shrinks longitude distances by the cosine of the latitude', () => {
    const atEquator = haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 0.001 });
    const at60 = haversineMeters({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 0.001 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  it('measures a known city pair (Paris to London, about 343.5 km)', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(haversineMeters(paris, london) / 1000).toBeCloseTo(343.5, 0);
  });

  it('handles antipodes and the date line', () => {
    expect(haversineMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6_371_008.8,
      0,
    );
    expect(
      haversineMeters({ latitude: 0, longitude: 179.9995 }, { latitude: 0, longitude: -179.9995 }),
    ).toBeCloseTo(111.2, 0);
  });
});

describe('medianPosition', () => {
  it('is null without points and the point itself for one', () => {
    expect(medianPosition([])).toBeNull();
    expect(medianPosition([{ latitude: 1, longitude: 2 }])).toEqual({ latitude: 1, longitude: 2 });
  });

  it('ignores one far outlier among five', () => {
    const points = [
      { latitude: 50.0001, longitude: 4.0001 },
      { latitude: 50.0002, longitude: 4.0 },
      { latitude: 50.0, longitude: 4.0002 },
      { latitude: 51.0, longitude: 5.0 },
      { latitude: 50.0001, longitude: 4.0001 },
    ];
    expect(medianPosition(points)).toEqual({ latitude: 50.0001, longitude: 4.0001 });
  });

  it('averages the two middle values for an even count', () => {
    expect(
      medianPosition([
        { latitude: 1, longitude: 10 },
        { latitude: 3, longitude: 30 },
      ]),
    ).toEqual({ latitude: 2, longitude: 20 });
  });
});

describe('toCoordinate', () => {
  it('parses wire strings and refuses out-of-range or blank values', () => {
    expect(toCoordinate('47.60620000', 90)).toBe(47.6062);
    expect(toCoordinate(-122.5, 180)).toBe(-122.5);
    expect(toCoordinate('91', 90)).toBeNull();
    expect(toCoordinate('', 90)).toBeNull();
    expect(toCoordinate(null, 90)).toBeNull();
    expect(toCoordinate('abc', 90)).toBeNull();
  });
});
