/** The image types a meter photo may have, recognised by their first bytes only. */
export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';
  ext: 'jpg' | 'png' | 'webp' | 'heic';
}

export const IMAGE_TYPES: readonly ImageType[] = [
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/webp', ext: 'webp' },
  { mime: 'image/heic', ext: 'heic' },
];

/** How many leading bytes detection needs. */
export const SNIFF_BYTES = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
const byExt = (ext: ImageType['ext']) => IMAGE_TYPES.find((t) => t.ext === ext)!;

/**
 * JPEG FF D8 FF; PNG's 8-byte signature; WebP 'RIFF' size 'WEBP'; HEIC/HEIF an ISO-BMFF 'ftyp'
 * box at offset 4 with a HEIF major brand. Anything else (HTML, SVG, PDF...) is undefined,
 * whatever its name or Content-Type header claims.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return byExt('jpg');
  if (startsWith(bytes, PNG_SIGNATURE)) return byExt('png');
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return byExt('webp');
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return byExt('heic');
  }
  return undefined;
}

export const imageTypeByMime = (mime: string | undefined): ImageType | undefined =>
  IMAGE_TYPES.find((t) => t.mime === mime);
