/** Starts the floor server (floor-server.ts) on a spec written to a temporary file. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FloorSpec } from './floor-spec.ts';
import { type Server, startProcess } from './measure.ts';

export async function startFloor(spec: FloorSpec): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'dockwatch-bench-floor-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  try {
    const server = await startProcess(
      'the floor server',
      ['scripts/bench/floor-server.ts', file],
      { ...process.env },
      '/__floor/ready',
      (status) => status === 200,
    );
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
