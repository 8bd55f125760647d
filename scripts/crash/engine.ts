import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../scratch-postgres.ts';
import { freePort } from '../support/app-server.ts';
import { type Probe, pgliteProbe, postgresProbe } from './probe.ts';
import { ServerProcess } from './server.ts';

export type EngineName = 'pglite' | 'postgres';

/** One database engine under test: its data directory, its server process and a direct probe. */
export interface Engine {
  name: EngineName;
  dataDir: string;
  server: ServerProcess;
  /** Whether the server keeps a DATA_DIR lock (PGlite). */
  locks: boolean;
  /**
   * Runs fn with the database open directly. PGlite allows one process per data directory, so
   * the server is stopped (SIGTERM) first and started again after.
   */
  withProbe<T>(fn: (probe: Probe) => Promise<T>): Promise<T>;
  dispose(keep: boolean): Promise<void>;
}

async function newServer(name: EngineName, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `dockwatch-crash-${name}-`));
  mkdirSync('test-results/crash', { recursive: true });
  const logFile = join('test-results/crash', `server-${name}.log`);
  rmSync(logFile, { force: true });
  const server = new ServerProcess({ dataDir, port: await freePort(), databaseUrl, logFile });
  return { dataDir, server };
}

export async function openEngine(name: EngineName): Promise<Engine | { skipped: string }> {
  if (name === 'pglite') {
    const { dataDir, server } = await newServer(name);
    return {
      name,
      dataDir,
      server,
      locks: true,
      async withProbe(fn) {
        const code = await server.stop();
        if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${server.lastOutput()}`);
        const probe = await pgliteProbe(dataDir);
        try {
          return await fn(probe);
        } finally {
          await probe.close();
          await server.start();
        }
      },
      async dispose(keep) {
        await server.stop();
        server.close();
        if (!keep) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase();
  if ('skipped' in scratch) return scratch;
  const { dataDir, server } = await newServer(name, scratch.url);
  return {
    name,
    dataDir,
    server,
    locks: false,
    async withProbe(fn) {
      const probe = await postgresProbe(scratch.url);
      try {
        return await fn(probe);
      } finally {
        await probe.close();
      }
    },
    async dispose(keep) {
      await server.stop();
      server.close();
      if (keep) console.log(`[crash] postgres: the database is kept: ${scratch.url}`);
      else await scratch.drop();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
