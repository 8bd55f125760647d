import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE } from './image-size.ts';

describe('fitWithin', () => {
  it('shrinks the longest side to 1500 px, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1500, height: 1125 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1125, height: 1500 });
    expect(fitWithin(3000, 3000)).toEqual({ width: 1500, height: 1500 });
    expect(fitWithin(4000, 1)).toEqual({ width: 1500, height: 1 });
    expect(fitWithin(1501, 1000)).toEqual({ width: 1500, height: 999 });
  });

  it('never enlarges a photo that is already small enough', () => {
    expect(fitWithin(1500, 800)).toEqual({ width: 1500, height: 800 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('takes another limit', () => {
    expect(fitWithin(2000, 1000, 500)).toEqual({ width: 500, height: 250 });
    expect(PHOTO_MAX_SIDE).toBe(1500);
  });

  it('refuses an image without a size', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });
});
