/** Spec 000 sections 5 and 9: photos are shrunk so the longest side is at most 1500 px, quality 0.9. */
export const PHOTO_MAX_SIDE = 1500;
export const PHOTO_QUALITY = 0.9;

/**
 * The size a photo is drawn at: scaled down (never up) so its longest side is at most `maxSide`,
 * keeping the aspect ratio; each side at least 1 px.
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new RangeError('the image has no size');
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longest;
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * scale)),
    height: height > width ? maxSide : Math.max(1, Math.round(height * scale)),
  };
}
