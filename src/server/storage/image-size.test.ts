import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPng } from '#server/test/image-fixtures.ts';
import { imageSize } from './image-size.ts';

describe('imageSize', () => {
  it('reads a PNG and a JPEG of known sizes, past the segments before its frame', () => {
    expect(imageSize(tinyPng({ width: 300, height: 200 }))).toEqual({ width: 300, height: 200 });
    expect(imageSize(tinyPng())).toEqual({ width: 1, height: 1 });
    expect(imageSize(tinyJpeg({ width: 4032, height: 3024 }))).toEqual({ width: 4032, height: 3024 });
    // An EXIF segment (APP1) before the quantisation table and the frame.
    const jpeg = tinyJpeg({ width: 1600, height: 1200 });
    const exif = Buffer.from([0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0, 0]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
    expect(imageSize(withExif)).toEqual({ width: 1600, height: 1200 });
  });

  it('reads nothing from what is neither, or from a file cut before its size', () => {
    expect(imageSize(Buffer.from('<svg width="10" height="10"/>'))).toBeUndefined();
    expect(imageSize(tinyJpeg({ width: 40, height: 30 }).subarray(0, 20))).toBeUndefined();
    expect(imageSize(tinyPng({ width: 40, height: 30 }).subarray(0, 20))).toBeUndefined();
    expect(imageSize(tinyJpeg({ width: 0, height: 30 }))).toBeUndefined();
  });
});
