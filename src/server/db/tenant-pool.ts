import pg from 'pg';
import { type TenantStore, tenantSql, tenantStorage } from './tenant-context.ts';

/**
 * The tenant each connection of the tenant pool is currently set to (app.client_id; the pool's
 * connections run as the non-owner role for good). A connection keeps its tenant when it goes back
 * to the pool, so the next request of the same tenant needs no round trip to set it; a request of
 * another tenant sets it again.
 */
const tenantOf = new WeakMap<pg.PoolClient, number>();

/** Owner work is short (a session lookup per request) or rare (sign-in, backend, jobs). */
export const ownerPoolSize = (tenantMax: number) => Math.max(2, Math.ceil(tenantMax / 4));

/** Connections in use, idle and waited for, over both pools (the metrics' pool gauges). */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * A pg.Pool that routes every query of a tenant-scoped async context to that context's pinned
 * connection (running as the non-owner role with app.client_id set), so PostgreSQL's row-level
 * security applies without any module passing a connection around. Transactions inside such a
 * context run on the pinned connection too. Outside one, queries run as the table owner.
 *
 * Owner work and tenant work have pools of their own, so a connection never switches role: a
 * request's session lookup (owner) and its tenant queries would otherwise flip one connection back
 * and forth, two extra round trips on every request (issue 20's profile).
 */
export class TenantPool extends pg.Pool {
  private readonly tenantPool: pg.Pool;

  /** `max` is the tenant pool's size; owner work (session lookups, sign-in, jobs) gets a quarter of it. */
  constructor(config: pg.PoolConfig & { max: number }) {
    super({ ...config, max: ownerPoolSize(config.max) });
    this.tenantPool = new pg.Pool(config);
    this.tenantPool.on('error', (error, client) => this.emit('error', error, client));
  }

  figures(): PoolFigures {
    const pools = [this as pg.Pool, this.tenantPool];
    const sum = (of: (pool: pg.Pool) => number) => pools.reduce((total, pool) => total + of(pool), 0);
    return {
      total: sum((pool) => pool.totalCount),
      idle: sum((pool) => pool.idleCount),
      waiting: sum((pool) => pool.waitingCount),
      max: sum((pool) => pool.options.max ?? 10),
    };
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.tenantPool.end()]);
  }

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

  private ownerConnect(): Promise<pg.PoolClient> {
    return super.connect();
  }

  private pinnedFor(store: TenantStore): Promise<pg.PoolClient> {
    if (store.ended) return Promise.reject(new Error('database used after the request ended'));
    store.pinned ??= this.pin(store.clientId as number);
    return store.pinned;
  }

  private async pin(clientId: number): Promise<pg.PoolClient> {
    const client = await this.tenantPool.connect();
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
