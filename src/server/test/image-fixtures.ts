import { encodePng } from '#server/storage/png.ts';

/**
 * A 1x1 baseline JPEG (grey), assembled byte by byte: SOI, DQT, SOF0, two DHT, SOS, EOI. With a
 * size, its frame header says that size (the reading of its header is what a test is about; its
 * one block of picture stays 1x1).
 */
export function tinyJpeg(size = { width: 1, height: 1 }): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body];
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0];
  const [h, w] = [size.height, size.width];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, h >> 8, h & 0xff, w >> 8, w & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f, // DC difference 0 ('0'), end of block ('0'), padded with ones
    0xff,
    0xd9,
  ]);
}

/** An RGB PNG with real CRCs and deflated scanlines: 1x1 blue-grey, or of a size, all black. */
export function tinyPng(size?: { width: number; height: number }): Buffer {
  // Each row: filter 0, then three bytes a pixel.
  const pixels = size ? Buffer.alloc(size.height * (1 + 3 * size.width)) : Buffer.from([0, 0x33, 0x66, 0xcc]);
  return encodePng(size?.width ?? 1, size?.height ?? 1, pixels);
}

/** Files that pretend to be a .jpg. */
export const disguisedHtml = () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
export const disguisedSvg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
