import { EARTH_RADIUS_M, haversineMeters, type LatLng } from '#core/patrol/geo.ts';

/**
 * A site plan's calibration: a few points tie spots on the plan's image to GPS, so that a phone's fix
 * can be drawn on the plan and its distance to a pin measured. Pure functions, no I/O.
 *
 * GPS is projected to a flat plane in metres around the points' centroid (equirectangular: centimetres
 * off across a marina), and an affine transform from that plane to image pixels is fitted by least
 * squares. The affine absorbs the plan's rotation, scale, any shear of a drawing and the flip of y
 * (down on the image, north up on the plane). Longitudes are not wrapped: a plan across the 180th
 * meridian is not supported.
 */

/** A place on the plan: x to the right, y down, both 0..1 of the image's width and height. */
export interface PlanPoint {
  x: number;
  y: number;
}

/** A place on the plan and the GPS coordinates of that spot, in decimal degrees. */
export interface CalibrationPoint extends PlanPoint {
  gpsLatitude: number;
  gpsLongitude: number;
}

/** The plan's image size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A fitted calibration: plan to GPS and back. */
export interface PlanTransform {
  /** Where a GPS fix falls on the plan; outside 0..1 for a fix off the picture. */
  toPlan(fix: LatLng): PlanPoint;
  /** The GPS coordinates of a place on the plan. */
  toGps(point: PlanPoint): LatLng;
  /** Average scale (geometric mean of both axes): an accuracy circle of N metres is N / metresPerPixel pixels wide in radius. */
  metresPerPixel: number;
  /** Per calibration point, in order: metres between its GPS and where the fit puts the spot it marks. */
  residualsMetres: number[];
  /** The largest residual: near zero for consistent points, large when one point's coordinates are wrong. */
  largestResidualMetres: number;
}

/** A calibration's outcome: a transform, or why the points cannot define one. */
export type PlanFit = { ok: true; transform: PlanTransform } | { ok: false; reason: 'too-few' | 'collinear' };

/** Fewer points than this cannot define an affine transform. */
export const MIN_CALIBRATION_POINTS = 3;

/** Points whose narrower spread is under 1% of their wider one are taken as lying on a line. */
const MIN_SPREAD_RATIO = 0.01;

type Pair = readonly [number, number];
/** A 2×2 matrix, row by row: [a, b, c, d] is [[a, b], [c, d]]. */
type Matrix = readonly [number, number, number, number];

/** Fits the calibration points' GPS to their places on an image of this size (least squares over all points). */
export function fitPlanTransform(points: readonly CalibrationPoint[], image: ImageSize): PlanFit {
  if (points.length < MIN_CALIBRATION_POINTS) return { ok: false, reason: 'too-few' };

  const gps = points.map((p): LatLng => ({ latitude: p.gpsLatitude, longitude: p.gpsLongitude }));
  const plane = localPlane(centroid(gps));
  const metres = gps.map(plane.toMetres);
  const pixels = points.map((p): Pair => [p.x * image.width, p.y * image.height]);

  const metresMean = mean(metres);
  const pixelsMean = mean(pixels);
  const metresOffsets = metres.map((m) => minus(m, metresMean));
  const pixelsOffsets = pixels.map((p) => minus(p, pixelsMean));
  const metresSpread = sumOfOuter(metresOffsets, metresOffsets);
  if (isFlat(metresSpread) || isFlat(sumOfOuter(pixelsOffsets, pixelsOffsets))) {
    return { ok: false, reason: 'collinear' };
  }

  // Normal equations with both sides centred: metres-to-pixels = Σ pixel·metreᵀ · (Σ metre·metreᵀ)⁻¹.
  const toPixels = product(sumOfOuter(pixelsOffsets, metresOffsets), inverse(metresSpread));
  // Both point sets may spread well while disagreeing so much that the fit squashes one axis.
  if (isFlat(product(transpose(toPixels), toPixels))) return { ok: false, reason: 'collinear' };
  const toMetres = inverse(toPixels);

  const toPlan = (fix: LatLng): PlanPoint => {
    const [px, py] = plus(times(toPixels, minus(plane.toMetres(fix), metresMean)), pixelsMean);
    return { x: px / image.width, y: py / image.height };
  };
  const toGps = (point: PlanPoint): LatLng => {
    const pixel: Pair = [point.x * image.width, point.y * image.height];
    return plane.toLatLng(plus(times(toMetres, minus(pixel, pixelsMean)), metresMean));
  };
  const residualsMetres = points.map((p, i) => haversineMeters(gps[i]!, toGps(p)));

  return {
    ok: true,
    transform: {
      toPlan,
      toGps,
      metresPerPixel: 1 / Math.sqrt(Math.abs(determinant(toPixels))),
      residualsMetres,
      largestResidualMetres: Math.max(...residualsMetres),
    },
  };
}

/** Distance in metres between a GPS fix and a place on the plan (a pin), through the transform. */
export function metresFromPin(transform: PlanTransform, fix: LatLng, pin: PlanPoint): number {
  return haversineMeters(fix, transform.toGps(pin));
}

/** Metres east and north of an origin and back, on a plane tangent there (equirectangular). */
function localPlane(origin: LatLng) {
  const northPerDegree = (EARTH_RADIUS_M * Math.PI) / 180;
  const eastPerDegree = northPerDegree * Math.cos((origin.latitude * Math.PI) / 180);
  return {
    toMetres: (p: LatLng): Pair => [
      (p.longitude - origin.longitude) * eastPerDegree,
      (p.latitude - origin.latitude) * northPerDegree,
    ],
    toLatLng: ([east, north]: Pair): LatLng => ({
      latitude: origin.latitude + north / northPerDegree,
      longitude: origin.longitude + east / eastPerDegree,
    }),
  };
}

const centroid = (points: readonly LatLng[]): LatLng => {
  const [latitude, longitude] = mean(points.map((p): Pair => [p.latitude, p.longitude]));
  return { latitude, longitude };
};

const mean = (pairs: readonly Pair[]): Pair => {
  const [u, v] = pairs.reduce((sum, p) => plus(sum, p), [0, 0] as Pair);
  return [u / pairs.length, v / pairs.length];
};

const plus = ([a, b]: Pair, [c, d]: Pair): Pair => [a + c, b + d];
const minus = ([a, b]: Pair, [c, d]: Pair): Pair => [a - c, b - d];

/** Σ u·vᵀ over the pairs (uᵢ, vᵢ). */
const sumOfOuter = (us: readonly Pair[], vs: readonly Pair[]): Matrix =>
  us.reduce<Matrix>(
    (sum, [u1, u2], i) => {
      const [v1, v2] = vs[i]!;
      return [sum[0] + u1 * v1, sum[1] + u1 * v2, sum[2] + u2 * v1, sum[3] + u2 * v2];
    },
    [0, 0, 0, 0],
  );

const times = ([a, b, c, d]: Matrix, [u, v]: Pair): Pair => [a * u + b * v, c * u + d * v];
const product = ([a, b, c, d]: Matrix, [e, f, g, h]: Matrix): Matrix => [
  a * e + b * g,
  a * f + b * h,
  c * e + d * g,
  c * f + d * h,
];
const transpose = ([a, b, c, d]: Matrix): Matrix => [a, c, b, d];
const determinant = ([a, b, c, d]: Matrix) => a * d - b * c;
const inverse = (m: Matrix): Matrix => {
  const det = determinant(m);
  const [a, b, c, d] = m;
  return [d / det, -b / det, -c / det, a / det];
};

/**
 * Whether a symmetric matrix's smaller eigenvalue is (nearly) nothing beside its larger: for a scatter
 * Σ u·uᵀ, points on a line; for Mᵀ·M, a map M that squashes one direction. Compares square roots (a
 * spread, a scale) with MIN_SPREAD_RATIO; NaN from non-finite input counts as flat.
 */
function isFlat(symmetric: Matrix): boolean {
  const half = (symmetric[0] + symmetric[3]) / 2;
  const larger = half + Math.sqrt(Math.max(0, half * half - determinant(symmetric)));
  // The eigenvalues' product is the determinant; half − gap would lose the small one to rounding.
  const smaller = Math.max(0, determinant(symmetric)) / larger;
  return !(larger > 0 && Math.sqrt(smaller / larger) >= MIN_SPREAD_RATIO);
}
