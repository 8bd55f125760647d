import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on disk with fsync on (ADR 0016). Out of the box PGlite starts PostgreSQL with -F
 * (fsync off), and its Emscripten file layer could not honour an fsync anyway: fdatasync() is a
 * no-op and NODEFS streams have no fsync. So three things are needed:
 * - start without -F, with wal_sync_method=fsync (fsync() reaches the file layer, fdatasync() does not);
 * - give NODEFS streams an fsync that calls the real fsync(2) on the host file;
 * - fsync a freshly created data directory once, because initdb's files are copied in unsynced.
 */
const FSYNC_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}

/** Host fsync(2) calls made for PGlite in this process; the durability test reads it. */
export const pgliteFsyncCount = { value: 0 };

class FsyncNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const options = result.emscriptenOpts;
    options.preRun = [
      ...(options.preRun ?? []),
      (mod) => {
        const streamOps = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
        streamOps.fsync = (stream: NodeFsStream) => {
          if (typeof stream.nfd !== 'number') return 0;
          fsyncSync(stream.nfd);
          pgliteFsyncCount.value++;
          return 0;
        };
      },
    ];
    return result;
  }
}

/** fsync every file and directory under dir (once, after initdb). */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

/** fsync(2) of one file or directory. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** PGlite in dir whose COMMIT returns only after the WAL is on stable storage. */
export async function createDurablePglite(dir: string, options: PGliteOptions = {}): Promise<PGlite> {
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const client = await PGlite.create({
    ...options,
    fs: new FsyncNodeFS(dir),
    startParams: FSYNC_START_PARAMS,
  });
  if (fresh) fsyncTree(dir);
  return client;
}
