import { describe, expect, it } from 'vitest';
import { MAX_GAP_MS, MIN_GAP_MS, nextFrameDelay, smoothDecodeMs } from './scan-pacing.ts';

describe('scan pacing', () => {
  it('reads frames at most every MIN_GAP_MS while decoding is fast', () => {
    expect(nextFrameDelay(0)).toBe(MIN_GAP_MS);
    expect(nextFrameDelay(8)).toBe(MIN_GAP_MS);
    expect(nextFrameDelay(MIN_GAP_MS)).toBe(MIN_GAP_MS);
  });

  it('waits as long as a slow decode took: the decoder is busy at most half the time', () => {
    expect(nextFrameDelay(150)).toBe(150);
    expect(nextFrameDelay(333.4)).toBe(333);
    for (const ms of [90, 120, 250, 500]) {
      const delay = nextFrameDelay(ms);
      expect(ms / (ms + delay)).toBeLessThanOrEqual(0.5);
    }
  });

  it('never waits longer than MAX_GAP_MS, and treats nonsense as fast', () => {
    expect(nextFrameDelay(5_000)).toBe(MAX_GAP_MS);
    expect(nextFrameDelay(Number.POSITIVE_INFINITY)).toBe(MIN_GAP_MS);
    expect(nextFrameDelay(Number.NaN)).toBe(MIN_GAP_MS);
    expect(nextFrameDelay(-20)).toBe(MIN_GAP_MS);
  });

  it('smooths decode times: the first sample as is, then one slow frame moves the mean by 30 %', () => {
    expect(smoothDecodeMs(null, 40)).toBe(40);
    expect(smoothDecodeMs(40, 40)).toBe(40);
    expect(smoothDecodeMs(40, 540)).toBeCloseTo(190);
    let mean: number | null = null;
    for (let i = 0; i < 30; i++) mean = smoothDecodeMs(mean, 100);
    expect(mean).toBeCloseTo(100);
  });

  it('ignores samples that are not times', () => {
    expect(smoothDecodeMs(50, Number.NaN)).toBe(50);
    expect(smoothDecodeMs(50, -1)).toBe(50);
    expect(smoothDecodeMs(null, Number.NaN)).toBe(0);
  });
});
