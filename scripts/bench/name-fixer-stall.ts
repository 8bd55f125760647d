/**
 * The event loop during a pathological name-fixer search (issue 15 item 2). One in-process app
 * on PGlite with a marina of 5,000 long names; a cheap read (GET /api/auth/providers) is measured
 * with autocannon at rest and again while a super_admin runs `*a*a*...!` searches back to back.
 * The figure is the ratio of the two mean latencies (autocannon rounds percentiles to whole milliseconds), taken side by side in one run: near 1 means the
 * search never holds the event loop; a backtracking matcher made it thousands.
 *
 *   npx tsx scripts/bench/name-fixer-stall.ts [--seconds 5]
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { locations, locationTypes } from '#server/db/schema/index.ts';
import { createTenant, loginAs } from '#server/test/factories.ts';
import { testConfig } from '#server/test/test-config.ts';

const PATTERN = `${'*a'.repeat(12)}!`;

export interface StallFigures {
  names: number;
  restMeanMs: number;
  duringMeanMs: number;
  ratio: number;
  searches: number;
  /** The longest the event loop was held during the searches. */
  loopMaxMs: number;
  loopP99Ms: number;
}

export async function measureNameFixerStall(seconds = 5): Promise<StallFigures> {
  const database = await connect({});
  await runMigrations(database);
  const app = await buildApp({
    config: testConfig({ databaseUrl: undefined }),
    db: database.db,
  });
  try {
    const tenant = await createTenant(database.db);
    const [type] = await database.db
      .insert(locationTypes)
      .values({ clientId: tenant.clientId, name: 'slip' })
      .returning({ id: locationTypes.id });
    const names = 5_000;
    for (let i = 0; i < names; i += 1_000) {
      await database.db.insert(locations).values(
        Array.from({ length: 1_000 }, (_, j) => ({
          clientId: tenant.clientId,
          marinaId: tenant.marinas[0]!.id,
          typeId: type!.id,
          name: `${'a'.repeat(180)}${String(i + j).padStart(4, '0')}b`,
        })),
      );
    }
    const cookie = await loginAs(app, tenant.superAdmin);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/auth/providers`;
    const load = async () => (await autocannon({ url, connections: 1, duration: seconds })).latency.average;
    const restMeanMs = await load();
    let searching = true;
    let searches = 0;
    const searcher = (async () => {
      while (searching) {
        await app.inject({
          method: 'POST',
          url: '/api/backend/locations/search-by-pattern',
          headers: { cookie },
          payload: { clientId: tenant.clientGuid, marinaId: tenant.marinas[0]!.guid, pattern: PATTERN },
        });
        searches++;
      }
    })();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const duringMeanMs = await load();
    loop.disable();
    searching = false;
    await searcher;
    return {
      names,
      restMeanMs,
      duringMeanMs,
      ratio: duringMeanMs / Math.max(restMeanMs, 0.001),
      searches,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
  const f = await measureNameFixerStall(Number(values.seconds));
  console.log(
    `name fixer '${PATTERN}' on ${f.names} long names: a cheap read's mean ${f.restMeanMs.toFixed(2)} ms at rest, ` +
      `${f.duringMeanMs.toFixed(2)} ms during ${f.searches} searches (${f.ratio.toFixed(2)}x); ` +
      `event loop held at most ${f.loopMaxMs.toFixed(1)} ms (p99 ${f.loopP99Ms.toFixed(1)} ms)`,
  );
}
