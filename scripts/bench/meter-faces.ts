/**
 * Meter-like photos for the reading-suggestion bench and tests (ADR 0038): a meter housing on a
 * 1200×900 frame with its counter in the middle, either odometer-style (digit wheels: white
 * digits on black drums, grey dividers, the tenths on a red drum after a dot, leading zeros) or
 * LCD-style (slanted seven-segment digits on a grey-green glass, unlit segments faintly visible),
 * then tilted, blurred, dimmed, shrunk or made noisy. The digits are a stroke font and the
 * segments polygons drawn here, from a seeded random source, so each run draws the same photos.
 */
import { plainReading } from '#core/meters/reading-format.ts';
import { blurInPlace, type Frame, gaussian, random } from './qr-labels.ts';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

export type MeterStyle = 'odometer' | 'lcd';

export interface PhotoVariant {
  name: string;
  /** The counter's digit height in pixels on the photo. */
  digitHeight: number;
  /** Degrees. */
  tilt?: number;
  /** Gaussian blur, sigma in pixels. */
  blur?: number;
  /** Overall brightness, 1 = daylight. */
  light?: number;
  /** Contrast kept, 1 = all of it. */
  contrast?: number;
  /** Gaussian noise, sigma in grey levels. */
  noise?: number;
}

export const PHOTO_VARIANTS: PhotoVariant[] = [
  { name: 'clean', digitHeight: 90 },
  { name: 'tilted 4°', digitHeight: 90, tilt: 4 },
  { name: 'tilted 10°', digitHeight: 90, tilt: 10 },
  { name: 'blurred (σ 2 px)', digitHeight: 90, blur: 2 },
  { name: 'blurred (σ 4 px)', digitHeight: 90, blur: 4 },
  { name: 'noise (σ 25)', digitHeight: 90, noise: 25 },
  { name: 'noise (σ 50)', digitHeight: 90, noise: 50 },
  { name: 'dim, low contrast', digitHeight: 90, light: 0.45, contrast: 0.4 },
  { name: 'small (30 px digits)', digitHeight: 30 },
  { name: 'night: dim, noisy, blurred, 6°', digitHeight: 70, tilt: 6, blur: 1.5, light: 0.5, noise: 15 },
];

type Point = readonly [number, number];

function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(8, Math.round(Math.abs(to - from) / 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

function curve(a: Point, control: Point, b: Point): Point[] {
  return Array.from({ length: 13 }, (_, i) => {
    const t = i / 12;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
    ] as const;
  });
}

/** A plain stroke font: each digit is a few polylines in a unit box (y down). */
const STROKES: Record<string, Point[][]> = {
  '0': [arc(0.5, 0.5, 0.4, 0.48, 0, 360)],
  '1': [
    [
      [0.26, 0.24],
      [0.56, 0.02],
      [0.56, 0.98],
    ],
  ],
  '2': [[...arc(0.5, 0.27, 0.38, 0.25, 200, 380), [0.1, 0.98], [0.92, 0.98]]],
  '3': [arc(0.5, 0.26, 0.36, 0.24, 200, 450), arc(0.5, 0.74, 0.4, 0.24, 270, 520)],
  '4': [
    [
      [0.68, 0.98],
      [0.68, 0.02],
      [0.06, 0.68],
      [0.94, 0.68],
    ],
  ],
  '5': [[[0.86, 0.02], [0.22, 0.02], [0.18, 0.46], ...arc(0.5, 0.68, 0.4, 0.3, 220, 520)]],
  '6': [curve([0.8, 0.03], [0.12, 0.12], [0.11, 0.7]), arc(0.5, 0.7, 0.39, 0.28, 0, 360)],
  '7': [
    [
      [0.08, 0.02],
      [0.92, 0.02],
      [0.42, 0.98],
    ],
  ],
  '8': [arc(0.5, 0.26, 0.32, 0.24, 0, 360), arc(0.5, 0.74, 0.4, 0.24, 0, 360)],
  '9': [arc(0.5, 0.3, 0.39, 0.28, 0, 360), curve([0.89, 0.3], [0.88, 0.9], [0.2, 0.97])],
};

/** Seven segments a..g of each digit (a top, b top right, c bottom right, d bottom, e, f, g middle). */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** Where each segment lies in a unit box (x 0..0.6, y 0..1): its two end points. */
const SEGMENT_ENDS: Record<string, [Point, Point]> = {
  a: [
    [0.08, 0.04],
    [0.52, 0.04],
  ],
  b: [
    [0.56, 0.08],
    [0.56, 0.46],
  ],
  c: [
    [0.56, 0.54],
    [0.56, 0.92],
  ],
  d: [
    [0.08, 0.96],
    [0.52, 0.96],
  ],
  e: [
    [0.04, 0.54],
    [0.04, 0.92],
  ],
  f: [
    [0.04, 0.08],
    [0.04, 0.46],
  ],
  g: [
    [0.08, 0.5],
    [0.52, 0.5],
  ],
};

/** Squared distance from p to the segment a-b. */
function distance2(px: number, py: number, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / length2)) : 0;
  const x = a[0] + t * dx - px;
  const y = a[1] + t * dy - py;
  return x * x + y * y;
}

/** A grey picture in face coordinates: what is at (x, y), in units of one digit height. */
type Face = { width: number; height: number; shade: (x: number, y: number) => number };

function nearStroke(x: number, y: number, lines: Point[][], width: number): boolean {
  const w2 = (width / 2) ** 2;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) if (distance2(x, y, line[i - 1]!, line[i]!) <= w2) return true;
  }
  return false;
}

/**
 * Odometer: one drum per digit (0.72 wide, 1.5 high, the digit 1 high), dividers between them,
 * a dot and a red drum for the tenths when there is one. Digits ride up or down a little, as
 * drums do between two numbers.
 */
function odometerFace(shown: string, next: () => number): Face {
  const [whole = '', tenths] = shown.split('.');
  const cells = [...whole, ...(tenths ?? '')];
  const drum = 0.72;
  const gap = 0.1;
  const offsets = cells.map(() => (next() - 0.5) * 0.08);
  const width = cells.length * (drum + gap) + gap;
  const height = 1.5;
  const redFrom = tenths === undefined ? cells.length : whole.length;
  return {
    width,
    height,
    shade: (x, y) => {
      const slot = Math.floor((x - gap) / (drum + gap));
      const inSlot = x - gap - slot * (drum + gap);
      if (slot < 0 || slot >= cells.length || inSlot > drum) {
        // The divider bars, and the tenths' dot at the bottom of the gap before the red drum.
        const dot = tenths !== undefined && slot === redFrom - 1 && inSlot > drum;
        if (dot && (x - (gap + slot * (drum + gap) + drum + gap / 2)) ** 2 + (y - 1.2) ** 2 < 0.0016)
          return 235;
        return 105;
      }
      // A drum is darker towards its top and bottom, where it turns away.
      const curvature = 1 - 0.55 * ((y - 0.75) / 0.75) ** 2;
      const paper = (slot >= redFrom ? 70 : 22) * curvature + 8;
      const u = (inSlot - 0.08) / 0.56;
      const v = y - 0.25 - offsets[slot]!;
      if (u < -0.2 || u > 1.2 || v < -0.1 || v > 1.1) return paper;
      const ink = nearStroke(u, v, STROKES[cells[slot]!]!, 0.16);
      return ink ? 225 * curvature + 10 : paper;
    },
  };
}

/** LCD: slanted seven-segment digits (0.6 wide, 1 high), the decimal point low after a digit. */
function lcdFace(shown: string): Face {
  const digits: { char: string; dot: boolean }[] = [];
  for (const char of shown) {
    if (char === '.') digits[digits.length - 1]!.dot = true;
    else digits.push({ char, dot: false });
  }
  const pitch = 0.8;
  const margin = 0.35;
  const width = digits.length * pitch + 2 * margin;
  const height = 1.6;
  const slant = Math.tan((8 * Math.PI) / 180);
  return {
    width,
    height,
    shade: (x, y) => {
      const glass = 168;
      const v = y - 0.3;
      const xs = x - margin + (v - 1) * -slant; // upright the slant
      const slot = Math.floor(xs / pitch);
      if (slot < 0 || slot >= digits.length || v < -0.05 || v > 1.05) return glass;
      const u = xs - slot * pitch;
      const { char, dot } = digits[slot]!;
      if (dot && (u - 0.7) ** 2 + (v - 0.96) ** 2 < 0.0036) return 38;
      for (const [name, ends] of Object.entries(SEGMENT_ENDS)) {
        if (distance2(u, v, ends[0], ends[1]) <= 0.0036) return SEGMENTS[char]!.includes(name) ? 38 : 150;
      }
      return glass;
    },
  };
}

export interface MeterPhoto extends Frame {
  /** The value on the counter, as a reading ('4512.3'): what a guard would type. */
  reading: string;
  style: MeterStyle;
}

/** A random plausible reading: odometers have 5–6 drums (leading zeros) and the tenths on red; LCDs 0–2 decimals. */
export function randomReading(style: MeterStyle, next: () => number): { reading: string; shown: string } {
  const wholeDigits = 2 + Math.floor(next() * 4);
  const whole = String(10 ** (wholeDigits - 1) + Math.floor(next() * 9 * 10 ** (wholeDigits - 1)));
  const digit = () => Math.floor(next() * 10);
  const shown =
    style === 'odometer'
      ? `${whole.padStart(5 + Math.floor(next() * 2), '0')}.${digit()}`
      : `${whole}${['', `.${digit()}`, `.${digit()}${digit()}`][Math.floor(next() * 3)]}`;
  return { reading: plainReading(shown)!, shown };
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

/**
 * A photo of a meter showing `shown` (the counter's text, '004512.3'), as `variant` says: the grey
 * housing fills the middle of the frame with a few screws, the counter sits in its window, tilted
 * about the photo's centre. `shown` null draws the housing with an empty window (nothing to read).
 */
export function drawMeterPhoto(
  shown: string | null,
  style: MeterStyle,
  variant: PhotoVariant,
  next: () => number,
): Frame {
  const face = shown === null ? null : style === 'odometer' ? odometerFace(shown, next) : lcdFace(shown);
  const unit = variant.digitHeight; // pixels per face unit
  const faceW = (face?.width ?? 6) * unit;
  const faceH = (face?.height ?? 1.5) * unit;
  const angle = ((variant.tilt ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = PHOTO_WIDTH / 2 + (next() - 0.5) * 80;
  const cy = PHOTO_HEIGHT / 2 + (next() - 0.5) * 60;
  const wall = 60 + next() * 30; // the wall or post behind the meter
  const housingW = Math.min(PHOTO_WIDTH - 80, faceW + 2 * unit + 160);
  const housingH = Math.min(PHOTO_HEIGHT - 80, faceH + 2 * unit + 260);
  const windowShade = style === 'odometer' ? 40 : 168;
  const screws = [
    [-0.42, -0.4],
    [0.42, -0.4],
    [-0.42, 0.4],
    [0.42, 0.4],
  ].map(([sx, sy]) => [sx! * housingW, sy! * housingH] as const);

  const grey = new Float32Array(PHOTO_WIDTH * PHOTO_HEIGHT);
  const samples = [-0.25, 0.25]; // 2×2 samples a pixel, as a camera averages its cells
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      let sum = 0;
      for (const sy of samples) {
        for (const sx of samples) {
          // Photo -> meter coordinates (centred, untilted).
          const dx = x + 0.5 + sx - cx;
          const dy = y + 0.5 + sy - cy;
          const mx = cos * dx + sin * dy;
          const my = -sin * dx + cos * dy;
          let value = wall;
          if (Math.abs(mx) < housingW / 2 && Math.abs(my) < housingH / 2) {
            value = 200 - (my / housingH) * 30; // light from above
            if (screws.some(([sxp, syp]) => (mx - sxp) ** 2 + (my - syp) ** 2 < 196)) value = 95;
            const wx = mx + faceW / 2 + 0.25 * unit;
            const wy = my + faceH / 2 + 0.25 * unit;
            if (wx >= 0 && wy >= 0 && wx < faceW + 0.5 * unit && wy < faceH + 0.5 * unit) {
              value = 120; // the window's frame
              const fx = (mx + faceW / 2) / unit;
              const fy = (my + faceH / 2) / unit;
              if (fx >= 0 && fy >= 0 && fx < faceW / unit && fy < faceH / unit)
                value = face ? face.shade(fx, fy) : windowShade;
            }
          }
          sum += value;
        }
      }
      grey[y * PHOTO_WIDTH + x] = sum / 4;
    }
  }
  if (variant.blur) blurInPlace(grey, PHOTO_WIDTH, PHOTO_HEIGHT, variant.blur);
  const light = variant.light ?? 1;
  const contrast = variant.contrast ?? 1;
  const data = new Uint8ClampedArray(PHOTO_WIDTH * PHOTO_HEIGHT * 4);
  for (let i = 0; i < grey.length; i++) {
    const value = clamp(
      (128 + (grey[i]! - 128) * contrast) * light + (variant.noise ? gaussian(next) * variant.noise : 0),
    );
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { text: shown ?? '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT, data };
}

/** Pure noise: a photo with nothing to read (the lens covered, a dark night). */
export function drawNoisePhoto(next: () => number): Frame {
  const data = new Uint8ClampedArray(PHOTO_WIDTH * PHOTO_HEIGHT * 4);
  for (let i = 0; i < PHOTO_WIDTH * PHOTO_HEIGHT; i++) {
    const value = clamp(110 + gaussian(next) * 60);
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { text: '', width: PHOTO_WIDTH, height: PHOTO_HEIGHT, data };
}

export { random };
