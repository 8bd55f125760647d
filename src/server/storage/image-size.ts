/**
 * A PNG's or a JPEG's size in pixels, from its own bytes (a site plan's pins are shares of it):
 * PNG's IHDR chunk; a JPEG's first start-of-frame segment, found by walking the segments. An
 * image these cannot read (another type, a truncated file) is undefined.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR') {
    return positive(view.getUint32(16), view.getUint32(20));
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (the restart markers, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0 to SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return positive(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    if (marker === 0xda || length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
