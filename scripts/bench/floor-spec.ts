/** What the bench hands the floor server (floor-server.ts): where the data is and each request's SQL. */
import type { CapturedRequest } from './raw-queries.ts';

export interface FloorSpec {
  target: { kind: 'postgres'; url: string; maxConnections: number } | { kind: 'pglite'; dir: string };
  requests: CapturedRequest[];
}

/**
 * Names one request variant: method, path and the body without its guid (a fresh guid is sent
 * each time). The capture and the floor server compute it alike.
 */
export function requestKey(method: string, path: string, body?: Record<string, unknown>): string {
  if (!body) return `${method} ${path}`;
  const { guid: _guid, ...rest } = body;
  return `${method} ${path} ${JSON.stringify(rest)}`;
}
