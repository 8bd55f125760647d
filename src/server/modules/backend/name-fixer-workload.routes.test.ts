import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProvidersRoute } from '#core/api/plain-routes.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { locations } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocationType } from '#server/test/location-factories.ts';

/**
 * Issue 15 item 2: a name-fixer pattern is the user's text; matching it must take time linear in
 * the work, never backtrack exponentially, and never hold the event loop for a whole marina.
 */
const NAMES = 5_000;
const longName = (i: number) => `${'a'.repeat(180)}${String(i).padStart(4, '0')}b`;

let t: TestApp;
let tenant: TestTenant;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  const type = await createLocationType(t.database.db, tenant.clientId, 'slip');
  const rows = Array.from({ length: NAMES }, (_, i) => ({
    clientId: tenant.clientId,
    marinaId: tenant.marinas[0]!.id,
    typeId: type.id,
    name: longName(i),
  }));
  for (let i = 0; i < rows.length; i += 1_000)
    await t.database.db.insert(locations).values(rows.slice(i, i + 1_000));
}, 120_000);
afterAll(() => t.close());

const search = (pattern: string) =>
  inject(
    backendApi.searchByPattern,
    { body: { clientId: tenant.clientGuid, marinaId: tenant.marinas[0]!.guid, pattern } },
    { as: tenant.superAdmin },
  );

describe('name-fixer patterns on 5,000 long names', () => {
  it('answers pathological patterns correctly', async () => {
    const cases: [string, number][] = [
      ['*a*a*a*a*a!', 0],
      ['*a*a*a*a*a*a*a*a*a*a*a*a*c', 0],
      ['.*.*.*.*.*.*.*.*x', 0],
      ['*a*a*a*a*a*a*a*a*####b', NAMES],
      ['*a*0001b', 1],
      ['*.*.*.*.*.*#9b', 500],
    ];
    for (const [pattern, count] of cases) {
      const response = await search(pattern);
      expect(response.statusCode, pattern).toBe(200);
      expect(response.json().length, pattern).toBe(count);
    }
  });

  it('serves other requests while a pathological search runs', async () => {
    await search('*'); // sign-in and warm-up
    const order: string[] = [];
    const slow = search('*a*a*a*a*a*a*a*a*a*a*a!').then((r) => {
      order.push(`search ${r.statusCode}`);
    });
    // Sent after the search has started: it must not wait for the whole marina to be matched.
    await new Promise((resolve) => setImmediate(resolve));
    const quick = inject(signInProvidersRoute, {}).then((r) => {
      order.push(`providers ${r.statusCode}`);
    });
    await Promise.all([slow, quick]);
    expect(order).toEqual(['providers 200', 'search 200']);
  });
});
