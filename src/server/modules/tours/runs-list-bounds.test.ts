import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { TOUR_CHECKPOINTS_MAX } from '#core/tours/tour.schema.ts';
import { RUN_PAGE_SIZE } from '#core/tours/tour-run.schema.ts';
import { tourRunsApi } from '#core/tours/tour-runs.api.ts';
import { tourRuns } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { addActivity, createLocation, createLocationType } from '#server/test/location-factories.ts';
import { createTourRow } from '#server/test/tour-factories.ts';

/**
 * Issue 30 item 1: a tour of 200 checkpoints walked every minute made one staff listing of 31 days
 * take the server for minutes. Whatever the runs in the database (these are written straight in,
 * past the limits a tour's form now has), a listing answers pages of summaries.
 */
let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
const db = () => t.database.db;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Every minute of these five hours starts a run of each tour, and one more run starts before. */
const START = new Date(Date.now() - 24 * HOUR);
const MINUTES = 300;

interface Summary {
  guid: string;
  windowStart: string;
  progress: { scanned: number; total: number };
}

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(db(), 'Run bounds');
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  const type = await createLocationType(db(), tenant.clientId, 'Post');
  const posts = [];
  for (let i = 0; i < TOUR_CHECKPOINTS_MAX; i++) {
    posts.push(await createLocation(db(), scope, { name: `Post ${i}`, typeId: type.id }));
  }
  const big = await createTourRow(db(), scope, { name: 'Big', locationIds: posts.map((p) => p.id) });
  const small = await createTourRow(db(), scope, { name: 'Small', locationIds: [posts[0]!.id] });
  const run = (tourId: number, minute: number) => {
    const at = new Date(START.getTime() + minute * MINUTE);
    return {
      ...scope,
      tourId,
      scheduledAt: at,
      windowStart: at,
      startDueAt: new Date(at.getTime() + 10 * MINUTE),
      windowEnd: new Date(at.getTime() + 40 * MINUTE),
    };
  };
  const rows = [run(big.id, -1)];
  for (let m = 0; m < MINUTES; m++) rows.push(run(big.id, m), run(small.id, m));
  await db().insert(tourRuns).values(rows);
  // A guard who scanned every post once an hour: each scan counts toward forty runs of each tour.
  for (let h = 0; h < 5; h++) {
    for (const post of posts)
      await addActivity(
        db(),
        scope,
        post.id,
        'patrol_check',
        new Date(START.getTime() + h * HOUR + 5 * MINUTE),
      );
  }
});
afterAll(() => t.close());

const list = (query: Record<string, string>) =>
  inject(tourRunsApi.list, { query: { marinaId: tenant.marinas[0]!.guid, ...query } }, { as: tenant.staff });

describe(`${routeKey(tourRunsApi.list)} at the bounds`, () => {
  it(`answers 31 days in pages of at most ${RUN_PAGE_SIZE} summaries, each run once, in window order`, async () => {
    const range = { from: new Date(Date.now() - 30 * 24 * HOUR).toISOString(), to: new Date().toISOString() };
    const seen: Summary[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response = await list(after ? { ...range, after } : range);
      expect(response.statusCode).toBe(200);
      // A summary is a few hundred bytes, whatever the number of checkpoints.
      expect(response.body.length).toBeLessThan(RUN_PAGE_SIZE * 700);
      const page = response.json() as { items: Summary[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(RUN_PAGE_SIZE);
      expect(page.items.some((r) => 'checkpoints' in r)).toBe(false);
      seen.push(...page.items);
      after = page.nextCursor;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(Math.ceil((2 * MINUTES + 1) / RUN_PAGE_SIZE));
    expect(seen).toHaveLength(2 * MINUTES + 1);
    expect(new Set(seen.map((r) => r.guid)).size).toBe(seen.length);
    const starts = seen.map((r) => Date.parse(r.windowStart));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The counts are right: the run starting as the first hour's scans were made has them all.
    const atScan = seen.filter((r) => Date.parse(r.windowStart) === START.getTime() + 5 * MINUTE);
    expect(atScan.map((r) => r.progress).sort((a, b) => a.total - b.total)).toEqual([
      { scanned: 1, total: 1 },
      { scanned: TOUR_CHECKPOINTS_MAX, total: TOUR_CHECKPOINTS_MAX },
    ]);
  });
});
