import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineMeters, type LatLng } from '#core/patrol/geo.ts';
import {
  type CalibrationPoint,
  fitPlanTransform,
  type ImageSize,
  metresFromPin,
  type PlanTransform,
} from './plan-transform.ts';

/**
 * A synthetic plan of Annapolis harbour: the image's centre is at Annapolis, its up is 20° east of
 * north and one pixel is 0.25 m. GPS positions come from great-circle destinations, not from the
 * module's flat projection, so the tests also measure that projection's error.
 */
const ANNAPOLIS: LatLng = { latitude: 38.9784, longitude: -76.4922 };
const METRES_PER_PIXEL = 0.25;
const ROTATION = (20 * Math.PI) / 180;
const PLAN: ImageSize = { width: 2000, height: 1500 };

type Pixel = readonly [number, number];

/** Where `distance` metres on bearing `bearing` (radians from north) from `from` lands, on the sphere. */
function destination(from: LatLng, distance: number, bearing: number): LatLng {
  const toRadians = (d: number) => (d * Math.PI) / 180;
  const toDegrees = (r: number) => (r * 180) / Math.PI;
  const angle = distance / EARTH_RADIUS_M;
  const lat1 = toRadians(from.latitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const dLng = Math.atan2(
    Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
    Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
  );
  return { latitude: toDegrees(lat2), longitude: from.longitude + toDegrees(dLng) };
}

/** The true GPS position of a pixel of the synthetic plan. */
function gpsOfPixel(image: ImageSize, [px, py]: Pixel): LatLng {
  const right = (px - image.width / 2) * METRES_PER_PIXEL;
  const up = (image.height / 2 - py) * METRES_PER_PIXEL;
  const east = right * Math.cos(ROTATION) + up * Math.sin(ROTATION);
  const north = -right * Math.sin(ROTATION) + up * Math.cos(ROTATION);
  return destination(ANNAPOLIS, Math.hypot(east, north), Math.atan2(east, north));
}

/** Calibration points placed exactly at these pixels. */
const calibration = (image: ImageSize, pixels: readonly Pixel[]): CalibrationPoint[] =>
  pixels.map((pixel) => {
    const gps = gpsOfPixel(image, pixel);
    return {
      x: pixel[0] / image.width,
      y: pixel[1] / image.height,
      gpsLatitude: gps.latitude,
      gpsLongitude: gps.longitude,
    };
  });

function fitted(points: readonly CalibrationPoint[], image: ImageSize = PLAN): PlanTransform {
  const result = fitPlanTransform(points, image);
  if (!result.ok) throw new Error(`fit refused: ${result.reason}`);
  return result.transform;
}

/** Pixels between where the transform puts a pixel's true GPS and that pixel. */
function pixelError(transform: PlanTransform, image: ImageSize, pixel: Pixel): number {
  const { x, y } = transform.toPlan(gpsOfPixel(image, pixel));
  return Math.hypot(x * image.width - pixel[0], y * image.height - pixel[1]);
}

const THREE: Pixel[] = [
  [200, 150],
  [1800, 300],
  [800, 1350],
];
const FIVE: Pixel[] = [...THREE, [1700, 1300], [300, 1000]];

describe('fitPlanTransform', () => {
  it('puts a known fix within one pixel of where it belongs', () => {
    const transform = fitted(calibration(PLAN, THREE));
    for (const pixel of [
      [1234, 567],
      [1000, 750],
      [20, 1480],
      [1990, 10],
    ] as Pixel[]) {
      expect(pixelError(transform, PLAN, pixel)).toBeLessThan(1);
    }
  });

  it('places a fix off the picture outside 0..1', () => {
    const transform = fitted(calibration(PLAN, THREE));
    const { x, y } = transform.toPlan(gpsOfPixel(PLAN, [2400, -200]));
    expect(x).toBeCloseTo(1.2, 3);
    expect(y).toBeCloseTo(-200 / 1500, 3);
  });

  it('round-trips a fix through the plan and back to within 5 cm', () => {
    const transform = fitted(calibration(PLAN, THREE));
    const fix = gpsOfPixel(PLAN, [1234, 567]);
    expect(haversineMeters(fix, transform.toGps(transform.toPlan(fix)))).toBeLessThan(0.05);
  });

  it('reports the plan scale in metres per pixel', () => {
    const { metresPerPixel } = fitted(calibration(PLAN, THREE));
    expect(Math.abs(metresPerPixel / METRES_PER_PIXEL - 1)).toBeLessThan(0.01);
  });

  it('gives near-zero residuals for exact points and shows the one typed 15 m off', () => {
    const exact = calibration(PLAN, FIVE);
    expect(fitted(exact).largestResidualMetres).toBeLessThan(0.01);

    const wrong = exact.map((point, i) => {
      if (i !== 3) return point;
      const moved = destination({ latitude: point.gpsLatitude, longitude: point.gpsLongitude }, 15, 0);
      return { ...point, gpsLatitude: moved.latitude, gpsLongitude: moved.longitude };
    });
    // Least squares shares the 15 m among all points (about 6.5 m on the wrong one, 3 to 5 m on the
    // others here): the wrong point has the largest residual, not the whole error.
    for (const points of [wrong, wrong.slice(0, 4)]) {
      const transform = fitted(points);
      expect(transform.largestResidualMetres).toBeGreaterThan(5);
      expect(transform.residualsMetres.indexOf(transform.largestResidualMetres)).toBe(3);
    }
  });

  it('refuses fewer than three points', () => {
    expect(fitPlanTransform([], PLAN)).toEqual({ ok: false, reason: 'too-few' });
    expect(fitPlanTransform(calibration(PLAN, THREE.slice(0, 2)), PLAN)).toEqual({
      ok: false,
      reason: 'too-few',
    });
  });

  it('refuses points on a line, on the plan or in GPS', () => {
    const onALine: Pixel[] = [
      [100, 100],
      [1000, 700],
      [1900, 1300],
    ];
    expect(fitPlanTransform(calibration(PLAN, onALine), PLAN)).toEqual({ ok: false, reason: 'collinear' });

    const [a, b, c] = calibration(PLAN, THREE) as [CalibrationPoint, CalibrationPoint, CalibrationPoint];
    const midway = {
      gpsLatitude: (a.gpsLatitude + b.gpsLatitude) / 2,
      gpsLongitude: (a.gpsLongitude + b.gpsLongitude) / 2,
    };
    expect(fitPlanTransform([a, b, { ...c, ...midway }], PLAN)).toEqual({ ok: false, reason: 'collinear' });
  });

  it('places a fix within one pixel on a non-square image', () => {
    const wide: ImageSize = { width: 3000, height: 1000 };
    const transform = fitted(
      calibration(wide, [
        [300, 100],
        [2700, 250],
        [1200, 900],
      ]),
      wide,
    );
    expect(pixelError(transform, wide, [2100, 600])).toBeLessThan(1);
    expect(pixelError(transform, wide, [50, 950])).toBeLessThan(1);
    expect(Math.abs(transform.metresPerPixel / METRES_PER_PIXEL - 1)).toBeLessThan(0.01);
  });
});

describe('metresFromPin', () => {
  it('measures 30 m between a fix and a pin 30 m away on the plan', () => {
    const transform = fitted(calibration(PLAN, THREE));
    const fixPixel: Pixel = [900, 800];
    const fix = gpsOfPixel(PLAN, fixPixel);
    const step = 30 / METRES_PER_PIXEL;
    const bearingOnImage = (35 * Math.PI) / 180;
    const pin = {
      x: (fixPixel[0] + step * Math.cos(bearingOnImage)) / PLAN.width,
      y: (fixPixel[1] + step * Math.sin(bearingOnImage)) / PLAN.height,
    };
    expect(Math.abs(metresFromPin(transform, fix, pin) - 30)).toBeLessThan(0.1);
    expect(metresFromPin(transform, fix, transform.toPlan(fix))).toBeLessThan(0.01);
  });
});
