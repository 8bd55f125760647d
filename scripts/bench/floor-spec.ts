/** What the bench hands the floor server (floor-server.ts): where the data is and each request's SQL. */

/** One SQL statement an endpoint ran, as the capture recorded it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** One request variant's statements (captureStatements in raw-queries.ts). */
export interface CapturedRequest {
  /** requestKey(): how the floor server finds this variant's statements. */
  key: string;
  statements: Statement[];
  /** The guid in a POST body, swapped for a fresh one on each replay. */
  guid?: string;
}

export interface FloorSpec {
  /**
   * On PostgreSQL, `clientId` is the tenant whose statements are replayed: each connection runs as
   * the app's role with that client set (tenantSql), under the row-level security the app pays for.
   */
  target:
    | { kind: 'postgres'; url: string; maxConnections: number; clientId: number }
    | { kind: 'pglite'; dir: string };
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
