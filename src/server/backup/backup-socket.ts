import { existsSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '#server/db/connect.ts';
import { createBackup } from './archive.ts';

/**
 * While the app runs, only it may open the embedded database (one process per DATA_DIR), so
 * `npm run backup` asks it for the backup over this Unix socket in DATA_DIR (ADR 0041): plain
 * HTTP, `POST /backup` answers the backup file's bytes. Mode 600: only DATA_DIR's owner connects.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Linux's limit for a socket path (sun_path, 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;

export async function serveBackups(database: Database, dataDir: string, log: Logger) {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(
      `Live backups are off: the socket path ${path} is longer than ${MAX_SOCKET_PATH} bytes. ` +
        'Use a shorter DATA_DIR, or stop the app to run `npm run backup`.',
    );
    return { close: async () => {} };
  }
  // This process holds the DATA_DIR lock: a socket file here is a killed run's leftover.
  if (existsSync(path)) rmSync(path);
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('POST /backup\n');
      return;
    }
    const started = Date.now();
    // One backup at a time: each holds a copy of the database in memory.
    const made = queue.then(() => createBackup(database, dataDir));
    queue = made.catch(() => {});
    made.then(
      (bytes) => {
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup made for `npm run backup`');
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`);
      },
    );
  });
  const umask = process.umask(0o177); // the socket file is created 600
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(path, { force: true });
    },
  };
}

/**
 * The backup file's bytes from the app running on dataDir; undefined when no app answers on
 * its socket (none runs, or a killed one left the file).
 */
export function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the running app could not make the backup: ${body.toString('utf8').trim()}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}
