/**
 * Camera frames of Dockwatch labels for the QR decoding bench (ADR 0033): the codes the label
 * sheet prints (check-in and meter URLs, error correction M, a 2-module margin, as
 * `qr-image.tsx` draws them), placed on a 1280×720 grey frame (the size the scanner asks the
 * camera for), then rotated, blurred, dimmed, shrunk or made noisy. Everything is drawn here from
 * a seeded random source, so each run measures the same frames.
 */
import QRCode from 'qrcode';
import { labelCodes } from '#core/patrol/labels.ts';

export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 720;

export interface Variant {
  name: string;
  /** The code's side in the frame, margin included, in pixels. */
  size: number;
  /** Degrees. */
  rotate?: number;
  /** Gaussian blur, sigma in pixels. */
  blur?: number;
  /** Black and white squeezed towards grey: the gap between them, of 255. */
  contrast?: number;
  /** Overall brightness, 1 = as printed under good light. */
  light?: number;
  /** Gaussian noise, sigma in grey levels. */
  noise?: number;
}

export const VARIANTS: Variant[] = [
  { name: 'clean, 360 px', size: 360 },
  { name: 'rotated 15°', size: 360, rotate: 15 },
  { name: 'rotated 45°', size: 360, rotate: 45 },
  { name: 'blurred (σ 2 px)', size: 360, blur: 2 },
  { name: 'blurred (σ 4 px)', size: 360, blur: 4 },
  { name: 'dim, low contrast (27 grey levels)', size: 360, contrast: 70, light: 0.45 },
  { name: 'very dim (14 grey levels)', size: 360, contrast: 45, light: 0.35 },
  { name: 'small, 60 px', size: 60 },
  { name: 'small, 90 px, rotated 15°', size: 90, rotate: 15 },
  { name: 'noise (σ 40)', size: 360, noise: 40 },
  {
    name: 'night: dim, noisy, blurred, 20°',
    size: 240,
    rotate: 20,
    blur: 1,
    contrast: 90,
    light: 0.45,
    noise: 12,
  },
];

/** Mulberry32: a small seeded generator, so the frames are the same every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function guid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The texts of `count` labels: check-in codes, and every third a power or water meter code. */
export function labelTexts(count: number, seed = 1): string[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    const codes = labelCodes('https://dockwatch.example-marina.com', guid(next), true);
    return i % 3 === 2 ? (i % 2 ? codes.power! : codes.water!) : codes.checkIn;
  });
}

export function gaussian(next: () => number): number {
  const u = Math.max(next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** Three box blurs approximate a Gaussian of `sigma` (Wells, 1986). */
export function blurInPlace(grey: Float32Array, width: number, height: number, sigma: number): void {
  const radius = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  const tmp = new Float32Array(grey.length);
  for (let pass = 0; pass < 3; pass++) {
    for (let y = 0; y < height; y++) {
      let sum = 0;
      const row = y * width;
      for (let x = -radius; x <= radius; x++) sum += grey[row + Math.min(width - 1, Math.max(0, x))]!;
      for (let x = 0; x < width; x++) {
        tmp[row + x] = sum / (2 * radius + 1);
        sum += grey[row + Math.min(width - 1, x + radius + 1)]! - grey[row + Math.max(0, x - radius)]!;
      }
    }
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let y = -radius; y <= radius; y++) sum += tmp[Math.min(height - 1, Math.max(0, y)) * width + x]!;
      for (let y = 0; y < height; y++) {
        grey[y * width + x] = sum / (2 * radius + 1);
        sum +=
          tmp[Math.min(height - 1, y + radius + 1) * width + x]! - tmp[Math.max(0, y - radius) * width + x]!;
      }
    }
  }
}

export interface Frame {
  text: string;
  width: number;
  height: number;
  /** RGBA, as a canvas's getImageData gives it. */
  data: Uint8ClampedArray;
}

/** One camera frame showing the label code `text` as `variant` says, at a random place. */
export function drawFrame(text: string, variant: Variant, next: () => number): Frame {
  const { size: modules, data: dark } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const margin = 2;
  const side = modules + 2 * margin;
  const scale = variant.size / side;
  const angle = ((variant.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const half = variant.size / 2;
  // Keep the rotated code inside the frame.
  const reach = half * (Math.abs(cos) + Math.abs(sin));
  const cx = reach + next() * (FRAME_WIDTH - 2 * reach);
  const cy = reach + next() * (FRAME_HEIGHT - 2 * reach);
  const contrast = (variant.contrast ?? 220) / 255;
  const light = variant.light ?? 1;
  const background = 90 + next() * 40; // a dock or a post, darker than the label's white
  const white = 128 + 112 * contrast;
  const black = 128 - 112 * contrast;

  const grey = new Float32Array(FRAME_WIDTH * FRAME_HEIGHT).fill(background);
  // 3×3 samples a pixel: a camera averages what falls on each sensor cell.
  const samples = [-1 / 3, 0, 1 / 3];
  const x0 = Math.max(0, Math.floor(cx - reach - 2));
  const x1 = Math.min(FRAME_WIDTH, Math.ceil(cx + reach + 2));
  const y0 = Math.max(0, Math.floor(cy - reach - 2));
  const y1 = Math.min(FRAME_HEIGHT, Math.ceil(cy + reach + 2));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let sum = 0;
      let inside = 0;
      for (const sy of samples) {
        for (const sx of samples) {
          const dx = x + 0.5 + sx - cx;
          const dy = y + 0.5 + sy - cy;
          const u = (cos * dx + sin * dy + half) / scale;
          const v = (-sin * dx + cos * dy + half) / scale;
          if (u < 0 || v < 0 || u >= side || v >= side) continue;
          inside++;
          const col = Math.floor(u) - margin;
          const row = Math.floor(v) - margin;
          const isDark = col >= 0 && row >= 0 && col < modules && row < modules && dark[row * modules + col];
          sum += isDark ? black : white;
        }
      }
      if (inside) grey[y * FRAME_WIDTH + x] = (sum + (9 - inside) * background) / 9;
    }
  }
  if (variant.blur) blurInPlace(grey, FRAME_WIDTH, FRAME_HEIGHT, variant.blur);
  const data = new Uint8ClampedArray(FRAME_WIDTH * FRAME_HEIGHT * 4);
  for (let i = 0; i < grey.length; i++) {
    const value = grey[i]! * light + (variant.noise ? gaussian(next) * variant.noise : 0);
    data[i * 4] = value;
    data[i * 4 + 1] = value;
    data[i * 4 + 2] = value;
    data[i * 4 + 3] = 255;
  }
  return { text, width: FRAME_WIDTH, height: FRAME_HEIGHT, data };
}
