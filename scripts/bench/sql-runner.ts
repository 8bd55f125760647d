import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One connection the bench talks SQL over: a pg client or an in-process PGlite. */
export interface SqlRunner {
  kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function pgRunner(url: string): Promise<SqlRunner> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as T[],
    close: () => client.end(),
  };
}

export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

export async function openPglite(dir: string): Promise<PGlite> {
  return PGlite.create({ dataDir: dir });
}
