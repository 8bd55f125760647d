/**
 * How often the scanner reads a camera frame (ADR 0033). One frame is decoded at a time; the next
 * is taken after a pause as long as the decoding took, so the decoder is busy at most half the
 * time whatever the phone: a fast decoder reads ~10 frames a second, a slow one is not queued up.
 */

/** Never more often than this: the camera gives ~30 frames a second, a code needs one. */
export const MIN_GAP_MS = 80;
/** Never less often than this, however slow one frame was. */
export const MAX_GAP_MS = 600;
/** The share of the time the decoder may be busy. */
export const MAX_DUTY = 0.5;

/** A running mean of the decode time: one slow frame (a garbage collection) does not stall the loop. */
export function smoothDecodeMs(previous: number | null, sample: number, weight = 0.3): number {
  if (!Number.isFinite(sample) || sample < 0) return previous ?? 0;
  return previous === null ? sample : previous + weight * (sample - previous);
}

/** The pause before the next frame is taken, after frames that took `decodeMs` each. */
export function nextFrameDelay(decodeMs: number): number {
  const busy = Number.isFinite(decodeMs) && decodeMs > 0 ? decodeMs : 0;
  const gap = (busy * (1 - MAX_DUTY)) / MAX_DUTY;
  return Math.round(Math.min(MAX_GAP_MS, Math.max(MIN_GAP_MS, gap)));
}
