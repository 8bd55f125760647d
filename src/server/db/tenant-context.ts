import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** The non-owner role signed-in requests run as on PostgreSQL (migration 0006, ADR 0017). */
export const APP_ROLE = 'dockwatch_app';

/**
 * One request's (or one unit of work's) database scope. clientId undefined or null: system work
 * on the pool as the table owner (session lookup, sign-in, super_admin backend, seeding).
 * A number: every query runs on one pinned connection as APP_ROLE with app.client_id set.
 */
export interface TenantStore {
  clientId: number | null | undefined;
  /** The pinned connection, acquired on the first query. */
  pinned?: Promise<pg.PoolClient> | undefined;
  /** Set once released: a query after that is a bug (a handler still running after an abort). */
  ended: boolean;
}

export const tenantStorage = new AsyncLocalStorage<TenantStore>();

export const newTenantStore = (): TenantStore => ({ clientId: undefined, ended: false });

export const tenantSql = (clientId: number) => {
  if (!Number.isSafeInteger(clientId)) throw new Error(`invalid tenant id ${clientId}`);
  return `SET ROLE ${APP_ROLE}; SELECT set_config('app.client_id', '${clientId}', false)`;
};

/**
 * Gives the pinned connection back: to the tenant pool after a finished response (it keeps its
 * tenant setting for the next request, tenant-pool.ts), destroyed when the request
 * ended early (a query may still be running on it, perhaps inside a transaction).
 */
export async function releaseTenant(store: TenantStore, reusable: boolean): Promise<void> {
  store.ended = true;
  const pinned = store.pinned;
  store.pinned = undefined;
  if (!pinned) return;
  let client: pg.PoolClient;
  try {
    client = await pinned;
  } catch {
    return; // never connected; nothing to give back
  }
  if (reusable) client.release();
  else client.release(new Error('request ended before its response'));
}

/** Runs work as one tenant outside a request (jobs, tests), releasing the connection after. */
export async function withTenant<T>(clientId: number, work: () => Promise<T>): Promise<T> {
  const store: TenantStore = { clientId, ended: false };
  try {
    return await tenantStorage.run(store, work);
  } finally {
    await releaseTenant(store, true);
  }
}
