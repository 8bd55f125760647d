import { inject } from 'vitest';
import type { E2eServer } from './provided.ts';

/**
 * The server of this worker: the global setup starts one per worker, and Vitest numbers its
 * workers 1..n (VITEST_POOL_ID), so every file of a worker talks to the same server.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('the global setup provided no server');
  return server;
}
