import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { fsyncPath } from '#server/db/pglite-durable.ts';

/**
 * Writes path whole or not at all: a temporary file beside it, fsync, rename, fsync of the
 * directory. A crash leaves either no file or the complete one (and maybe a `.tmp-` file).
 */
export function writeFileAtomic(path: string, data: Uint8Array, mode = 0o600): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, 'wx', mode);
  try {
    let written = 0;
    while (written < data.byteLength) written += writeSync(fd, data, written);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
  fsyncPath(dir);
}
