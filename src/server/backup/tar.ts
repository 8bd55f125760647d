/**
 * The few lines of ustar a backup file needs (ADR 0041): regular files only, written and read
 * whole in memory. `tar -tzf` and `tar -xzf` read what this writes.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
  /** Permission bits; 0o600 when not given. */
  mode?: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(entry: TarEntry, mtime: number): Buffer {
  if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: name too long: ${entry.name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(entry.name, 0, 100, 'utf8');
  block.write(octal(entry.mode ?? 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(entry.data.byteLength, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // checksum counted as spaces
  block.write('0', 156, 'ascii'); // regular file
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export function tar(entries: TarEntry[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const parts: Uint8Array[] = [];
  for (const entry of entries) parts.push(header(entry, mtime), entry.data, padding(entry.data.byteLength));
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

/** The regular files of a tar, by name; throws on anything that is not a well-formed tar. */
export function untar(bytes: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= bytes.length) {
    const block = bytes.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
        .trim();
    if (Number.parseInt(field(148, 8), 8) !== sum) throw new Error('tar: bad header checksum');
    const size = Number.parseInt(field(124, 12), 8);
    if (!Number.isFinite(size) || offset + BLOCK + size > bytes.length) throw new Error('tar: truncated');
    const type = field(156, 1);
    if (type === '0' || type === '')
      files.set(field(0, 100), bytes.subarray(offset + BLOCK, offset + BLOCK + size));
    offset += BLOCK + size + padding(size).length;
  }
  throw new Error('tar: truncated');
}
