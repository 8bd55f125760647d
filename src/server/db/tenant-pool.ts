import pg from 'pg';
import { type TenantStore, tenantSql, tenantStorage } from './tenant-context.ts';

/**
 * A pg.Pool that routes every query of a tenant-scoped async context to that context's pinned
 * connection (running as the non-owner role with app.client_id set), so PostgreSQL's row-level
 * security applies without any module passing a connection around. Transactions inside such a
 * context run on the pinned connection too. Outside one it is the plain pool.
 */
export class TenantPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query has many overloads; we only forward.
  override query(...args: any[]): any {
    const store = tenantStorage.getStore();
    if (store?.clientId == null) return (super.query as (...a: unknown[]) => unknown)(...args);
    return this.pinnedFor(store).then((client) => (client.query as (...a: unknown[]) => unknown)(...args));
  }

  // biome-ignore lint/suspicious/noExplicitAny: the same for connect's callback overload.
  override connect(...args: any[]): any {
    const store = tenantStorage.getStore();
    if (store?.clientId == null) return (super.connect as (...a: unknown[]) => unknown)(...args);
    if (args.length > 0) throw new Error('TenantPool.connect: use the promise form');
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

  private pinnedFor(store: TenantStore): Promise<pg.PoolClient> {
    if (store.ended) return Promise.reject(new Error('database used after the request ended'));
    store.pinned ??= this.pin(store.clientId as number);
    return store.pinned;
  }

  private async pin(clientId: number): Promise<pg.PoolClient> {
    const client = await super.connect();
    try {
      await client.query(tenantSql(clientId));
      return client;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
}
