import { describe, expect, it } from 'vitest';
import { disguisedHtml, disguisedSvg, tinyJpeg, tinyPng } from '#server/test/image-fixtures.ts';
import { detectImageType, imageTypeByMime } from './image-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('detectImageType', () => {
  it('recognises JPEG and PNG by their signatures', () => {
    expect(detectImageType(tinyJpeg())).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectImageType(tinyPng())).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it("recognises WebP as 'RIFF' size 'WEBP'", () => {
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
  });

  it.each(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])(
    'recognises HEIF brand %s',
    (brand) => {
      expect(detectImageType(ftyp(brand))).toEqual({ mime: 'image/heic', ext: 'heic' });
    },
  );

  it('refuses other ISO-BMFF brands (MP4, QuickTime, AVIF)', () => {
    for (const brand of ['isom', 'mp42', 'qt  ', 'avif'])
      expect(detectImageType(ftyp(brand))).toBeUndefined();
  });

  it('refuses HTML, SVG, PDF, GIF, empty and truncated data whatever their name', () => {
    for (const data of [
      disguisedHtml(),
      disguisedSvg(),
      bytes('%PDF-1.7\n'),
      bytes('GIF89a'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      bytes('RIFF'),
    ]) {
      expect(detectImageType(data)).toBeUndefined();
    }
  });

  it('maps a stored MIME type back', () => {
    expect(imageTypeByMime('image/webp')?.ext).toBe('webp');
    expect(imageTypeByMime('text/html')).toBeUndefined();
    expect(imageTypeByMime(undefined)).toBeUndefined();
  });
});
