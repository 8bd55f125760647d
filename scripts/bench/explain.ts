/**
 * tsx scripts/bench/explain.ts [--scale 1] [--url postgres://.../kept_db] [--all]
 *
 * EXPLAIN ANALYZE of the statements each hot endpoint runs, on a generated PostgreSQL tenant
 * (a new scratch database, or one kept by `npm run bench -- --keep` / an earlier --keep here).
 * By default only each request's slowest statement is shown; --all shows every one.
 */
import { parseArgs } from 'node:util';
import { connect } from '#server/db/connect.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createScratchDatabase } from '../scratch-postgres.ts';
import { hotEndpoints } from './endpoints.ts';
import { createTenant, growTo, MARINAS, type Tenant } from './generate.ts';
import { captureStatements } from './raw-queries.ts';
import { pgRunner, type SqlRunner } from './sql-runner.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    url: { type: 'string' },
    all: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

/** The bench tenant of a kept database, rebuilt from its rows. */
async function existingTenant(db: SqlRunner): Promise<Tenant> {
  const [client] = await db.query<{ id: number }>(`select id from clients where name = 'Bench Harbours'`);
  if (!client) throw new Error('no bench tenant in this database');
  const marinas = await db.query<{ id: number; guid: string }>(
    'select id, guid::text as guid from marinas where client_id = $1 order by id limit $2',
    [client.id, MARINAS],
  );
  const sampleLocations = await db.query<{ id: number; guid: string }>(
    'select id, guid::text as guid from locations where marina_id = $1 and parent_id is not null order by id limit 50',
    [marinas[0]!.id],
  );
  const [{ anchor } = { anchor: new Date() }] = await db.query<{ anchor: Date }>(
    'select max(timestamp) as anchor from activities where client_id = $1',
    [client.id],
  );
  return {
    clientId: client.id,
    marinas,
    sampleLocations,
    anchor: new Date(anchor),
    scale: Number(args.scale),
  };
}

async function main() {
  let url = args.url;
  let drop: (() => Promise<void>) | undefined;
  let tenant: Tenant;
  if (!url) {
    const scratch = await createScratchDatabase();
    if ('skipped' in scratch) throw new Error(scratch.skipped);
    url = scratch.url;
    drop = scratch.drop;
    const migrated = await connect({ databaseUrl: url });
    await runMigrations(migrated);
    await migrated.close();
    const db = await pgRunner(url);
    tenant = await createTenant(db, new Date());
    await growTo(db, tenant, Number(args.scale), console.log);
    await db.close();
  }
  const migrated = await connect({ databaseUrl: url });
  await runMigrations(migrated);
  await migrated.close();
  const db = await pgRunner(url);
  try {
    await db.query('vacuum analyze');
    tenant = await existingTenant(db);
    const captured = await captureStatements({ kind: 'postgres', url }, hotEndpoints(tenant));
    for (const [name, requests] of captured) {
      const request = requests[0]!;
      console.log(`\n######## ${name} (${request.statements.length} statements)`);
      const plans: { ms: number; text: string }[] = [];
      for (const s of request.statements) {
        if (!/^\s*(select|with)/i.test(s.sql)) continue;
        const rows = await db.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${s.sql}`,
          s.params,
        );
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        const ms = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? 0);
        plans.push({ ms, text: `${s.sql}\n-- params: ${JSON.stringify(s.params)}\n${text}` });
      }
      plans.sort((a, b) => b.ms - a.ms);
      for (const p of args.all ? plans : plans.slice(0, 1)) console.log(p.text);
    }
  } finally {
    await db.close();
    if (drop && !args.keep) await drop();
    else console.log(`\nkept ${url}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
