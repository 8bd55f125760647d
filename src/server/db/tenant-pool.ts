import pg from 'pg';
import { RESET_TENANT_SQL, type TenantStore, tenantSql, tenantStorage } from './tenant-context.ts';

/**
 * The tenant each pooled connection is currently set to (SET ROLE to the non-owner role and
 * app.client_id), absent when it runs as the table owner. A connection keeps its tenant when it
 * goes back to the pool, so the next request of the same tenant needs no round trip to set it;
 * a request of another tenant sets it again, and system work resets it first.
 */
const tenantOf = new WeakMap<pg.PoolClient, number>();

/**
 * A pg.Pool that routes every query of a tenant-scoped async context to that context's pinned
 * connection (running as the non-owner role with app.client_id set), so PostgreSQL's row-level
 * security applies without any module passing a connection around. Transactions inside such a
 * context run on the pinned connection too. Outside one, queries run as the table owner.
 */
export class TenantPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query has many overloads; we only forward.
  override query(...args: any[]): any {
    if (typeof args.at(-1) === 'function') throw new Error('TenantPool.query: use the promise form');
    const store = tenantStorage.getStore();
    if (store?.clientId == null) return this.ownerQuery(args);
    return this.pinnedFor(store).then((client) => (client.query as (...a: unknown[]) => unknown)(...args));
  }

  // biome-ignore lint/suspicious/noExplicitAny: the same for connect's callback overload.
  override connect(...args: any[]): any {
    if (args.length > 0) throw new Error('TenantPool.connect: use the promise form');
    const store = tenantStorage.getStore();
    if (store?.clientId == null) return this.ownerConnect();
    // The transaction's release() must not give the request's connection back early.
    return this.pinnedFor(store).then(
      (client) =>
        new Proxy(client, {
          get(target, property) {
            if (property === 'release') return () => {};
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
    );
  }

  /** Like pg.Pool.query: one connection for one query; a failed query's connection is dropped. */
  private async ownerQuery(args: unknown[]): Promise<unknown> {
    const client = await this.ownerConnect();
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  private async ownerConnect(): Promise<pg.PoolClient> {
    const client = await super.connect();
    if (!tenantOf.has(client)) return client;
    try {
      await client.query(RESET_TENANT_SQL);
      tenantOf.delete(client);
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  private pinnedFor(store: TenantStore): Promise<pg.PoolClient> {
    if (store.ended) return Promise.reject(new Error('database used after the request ended'));
    store.pinned ??= this.pin(store.clientId as number);
    return store.pinned;
  }

  private async pin(clientId: number): Promise<pg.PoolClient> {
    const client = await super.connect();
    if (tenantOf.get(client) === clientId) return client;
    try {
      await client.query(tenantSql(clientId));
      tenantOf.set(client, clientId);
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
