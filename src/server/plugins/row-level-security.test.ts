import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Database, Db, Executor } from '#server/db/connect.ts';
import { APP_ROLE, withTenant } from '#server/db/tenant-context.ts';
import { openTestDatabase, testConfig } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { addActivity, createLocation, createLocationType } from '#server/test/location-factories.ts';
import { createRunRow, createTourRow } from '#server/test/tour-factories.ts';

/**
 * The second wall (ADR 0017): on PostgreSQL a signed-in request runs as the non-owner role
 * dockwatch_app with app.client_id set, so a query that forgets its tenant filter still sees only
 * its own tenant. PGlite carries the same policies but the app stays the superuser there.
 */
let database: Database;
let app: FastifyInstance;
let a: TestTenant;
let b: TestTenant;
const postgres = () => database.kind === 'postgres';

/** Tables whose rows belong to a client, checked without a tenant filter below. */
const TENANT_TABLES = [
  'activities',
  'locations',
  'location_types',
  'marinas',
  'users',
  'permissions',
  'tours',
  'tour_checkpoints',
  'tour_runs',
];

type Row = Record<string, unknown>;
const rowsOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Which of the two test tenants' client ids a query sees, per table — deliberately unfiltered by tenant. */
async function tenantsSeen(db: Executor): Promise<Record<string, number[]>> {
  const seen: Record<string, number[]> = {};
  for (const table of TENANT_TABLES) {
    const rows = await rowsOf(
      db,
      sql`select distinct client_id from ${sql.identifier(table)} where client_id in (${a.clientId}, ${b.clientId}) order by client_id`,
    );
    seen[table] = rows.map((r) => Number(r.client_id));
  }
  const clients = await rowsOf(
    db,
    sql`select id from clients where id in (${a.clientId}, ${b.clientId}) order by id`,
  );
  seen.clients = clients.map((r) => Number(r.id));
  return seen;
}

const only = (...ids: number[]) =>
  Object.fromEntries([...TENANT_TABLES, 'clients'].map((table) => [table, ids.sort((x, y) => x - y)]));

async function seed(db: Db, tenant: TestTenant) {
  const marina = tenant.marinas[0]!;
  const type = await createLocationType(db, tenant.clientId, 'Slip');
  const location = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: marina.id },
    { name: 'A-1', typeId: type.id },
  );
  await addActivity(
    db,
    { clientId: tenant.clientId, marinaId: marina.id },
    location.id,
    'check_in',
    new Date(),
  );
  const scope = { clientId: tenant.clientId, marinaId: marina.id };
  const tour = await createTourRow(db, scope, { name: 'Night', locationIds: [location.id] });
  await createRunRow(db, scope, tour.id);
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db });
  // A route with the bug the wall is for: it reads without any tenant filter. (Outside /api: a
  // route there must come from the endpoint catalogue.)
  app.get('/test-only/unfiltered', async () => {
    const [who] = await rowsOf(
      database.db,
      sql`select current_user as role, coalesce(current_setting('app.client_id', true), '') as tenant`,
    );
    return { ...who, seen: await tenantsSeen(database.db) };
  });
  app.get('/test-only/slow', async () => {
    await rowsOf(database.db, sql`select pg_sleep(0.3)`);
    return { ok: true };
  });
  await app.ready();
  a = await createTenant(database.db, 'Tenant A');
  b = await createTenant(database.db, 'Tenant B');
  await seed(database.db, a);
  await seed(database.db, b);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('row-level security', () => {
  it('covers every table: a tenant policy on each, except the sign-in rate limit and the job schedule', async () => {
    const tables = await rowsOf(
      database.db,
      sql`select c.relname as name, c.relrowsecurity as rls,
                 (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    const uncovered = tables.filter((t) => !(t.rls && Number(t.policies) > 0)).map((t) => t.name);
    // login_failures holds no tenant's data: keys of sign-in attempts, before a tenant is known;
    // scheduled_jobs only the next run time of each background job (ADR 0023).
    expect(uncovered).toEqual(['login_failures', 'scheduled_jobs']);
    const withClientId = await rowsOf(
      database.db,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'client_id'`,
    );
    const covered = new Set(tables.filter((t) => t.rls).map((t) => t.name));
    expect(withClientId.map((r) => r.table_name).filter((t) => !covered.has(t))).toEqual([]);
  });

  it('as the app role with tenant A, a query without a tenant filter sees only A; with no tenant, nothing', async () => {
    const asAppRole = (clientId: number | null) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
        if (clientId !== null)
          await tx.execute(sql`select set_config('app.client_id', ${String(clientId)}, true)`);
        return tenantsSeen(tx);
      });
    expect(await asAppRole(a.clientId)).toEqual(only(a.clientId));
    expect(await asAppRole(b.clientId)).toEqual(only(b.clientId));
    expect(await asAppRole(null)).toEqual(only());
  });

  it("refuses to write a row into another tenant, even when the query names that tenant's ids", async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      await tx.execute(sql`select set_config('app.client_id', ${String(a.clientId)}, true)`);
      await tx.execute(
        sql`insert into activities (client_id, marina_id, type) values (${b.clientId}, ${b.marinas[0]!.id}, 'check_in')`,
      );
    });
    await expect(attempt).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/violates row-level security policy/) },
    });
    const updated = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
      await tx.execute(sql`select set_config('app.client_id', ${String(a.clientId)}, true)`);
      return rowsOf(tx, sql`update marinas set name = 'Taken' where client_id = ${b.clientId} returning id`);
    });
    expect(updated).toEqual([]);
  });

  it('runs a signed-in request as the app role with its tenant, so an unfiltered query sees only that tenant', async () => {
    const asUser = async (tenant: TestTenant) => {
      const cookie = await loginAs(app, tenant.staff);
      const response = await app.inject({ method: 'GET', url: '/test-only/unfiltered', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as { role: string; tenant: string; seen: Record<string, number[]> };
    };
    const seenByA = await asUser(a);
    const seenByB = await asUser(b);
    if (postgres()) {
      expect(seenByA).toEqual({ role: APP_ROLE, tenant: String(a.clientId), seen: only(a.clientId) });
      expect(seenByB).toEqual({ role: APP_ROLE, tenant: String(b.clientId), seen: only(b.clientId) });
    } else {
      // PGlite: one superuser connection shared by all requests; the tenant filters are the wall.
      expect(seenByA.seen).toEqual(only(a.clientId, b.clientId));
      expect(seenByA.tenant).toBe('');
    }
  });

  it('keeps concurrent requests of two tenants apart on shared connections, and outside work runs as the owner', async () => {
    const cookies = [await loginAs(app, a.staff), await loginAs(app, b.staff)];
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        app.inject({ method: 'GET', url: '/test-only/unfiltered', headers: { cookie: cookies[i % 2]! } }),
      ),
    );
    responses.forEach((response, i) => {
      const expected = i % 2 === 0 ? a.clientId : b.clientId;
      expect(response.json().seen).toEqual(postgres() ? only(expected) : only(a.clientId, b.clientId));
    });
    // Tenant connections keep their tenant in their own pool (tenant-pool.ts); work outside a
    // request runs on the owner pool, whose connections never have one.
    const states = await Promise.all(
      Array.from({ length: 10 }, () =>
        rowsOf(
          database.db,
          sql`select current_user = session_user as owner, coalesce(current_setting('app.client_id', true), '') as tenant`,
        ),
      ),
    );
    for (const [state] of states) expect(state).toEqual({ owner: true, tenant: '' });
  });

  it('sets a connection to a tenant once: later requests of that tenant add no statement of their own (issue 20)', async () => {
    if (!postgres()) return; // PGlite has no pool and no role to set
    const cookie = await loginAs(app, a.staff);
    const request = () => app.inject({ method: 'GET', url: '/test-only/unfiltered', headers: { cookie } });
    await request();
    const roleStatements: string[] = [];
    const query = pg.Client.prototype.query;
    // Watching what the driver is asked to run; the statements still run as they are.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (text && /\b(RESET|SET) ROLE\b/i.test(text)) roleStatements.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      for (let i = 0; i < 5; i++) expect((await request()).statusCode).toBe(200);
    } finally {
      pg.Client.prototype.query = query;
    }
    // Before the owner and tenant pools were split, each request reset the connection for its
    // session lookup and set it again for its tenant work: two round trips every time.
    expect(roleStatements).toEqual([]);
  });

  it('signed out, the request is system work on the pool (the session lookup must see every tenant)', async () => {
    const response = await app.inject({ method: 'GET', url: '/test-only/unfiltered' });
    expect(response.json().seen).toEqual(only(a.clientId, b.clientId));
  });

  it('runs a transaction of tenant work on the same pinned connection, still as the tenant', async () => {
    const result = await withTenant(a.clientId, async () => {
      const [outside] = await rowsOf(database.db, sql`select pg_backend_pid() as pid`);
      const inside = await database.db.transaction(async (tx) => {
        const [row] = await rowsOf(tx, sql`select pg_backend_pid() as pid, current_user as role`);
        return { pid: row?.pid, role: row?.role, seen: await tenantsSeen(tx) };
      });
      const [after] = await rowsOf(database.db, sql`select pg_backend_pid() as pid`);
      return { outside, inside, after };
    });
    expect(result.inside.pid).toBe(result.outside!.pid);
    expect(result.after!.pid).toBe(result.outside!.pid);
    if (postgres()) {
      expect(result.inside.role).toBe(APP_ROLE);
      expect(result.inside.seen).toEqual(only(a.clientId));
    }
  });

  it('gives the connection of a request its client abandoned back to the pool', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await loginAs(app, a.staff);
    // More abandoned requests than the test pool has connections (5): a leak would hang the rest.
    for (let i = 0; i < 8; i++) {
      const controller = new AbortController();
      const pending = fetch(`${address}/test-only/slow`, { headers: { cookie }, signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await expect(pending).rejects.toThrow();
    }
    const response = await fetch(`${address}/test-only/unfiltered`, {
      headers: { cookie },
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(200);
  });
});
