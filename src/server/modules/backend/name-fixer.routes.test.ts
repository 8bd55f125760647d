import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { backendApi } from '#core/backend/backend.api.ts';
import { locations } from '#server/db/schema/index.ts';
import { addClientAdmin, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor, type TestInput } from '#server/test/inject.ts';
import {
  createLocation,
  createLocationTree,
  createLocationType,
  snapshotLocations,
  type TestRow,
} from '#server/test/location-factories.ts';
import type { Callable } from '#server/test/test-input.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;
let rows: Record<string, TestRow>;
let southSlip: TestRow;
let foreignSlip: TestRow;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  clientAdmin = await addClientAdmin(db, tenant);
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  rows = await createLocationTree(db, scope, type.id, {
    'Dock A': { 'Dock A-1': {}, 'Dock A-2': {}, 'Dock A-10': {}, 'A+(1)': {}, A1x: {}, 'Dock A-3': {} },
    'Dock B': { 'Dock B-1': {}, X: {}, Y: {} },
  });
  await t.database.db
    .update(locations)
    .set({ deletedAt: new Date() })
    .where(eq(locations.id, rows['Dock A-3']!.id));
  southSlip = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
    {
      name: 'Dock A-5',
      typeId: type.id,
    },
  );
  const otherType = await createLocationType(db, other.clientId, 'slip');
  foreignSlip = await createLocation(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    {
      name: 'Dock A-7',
      typeId: otherType.id,
    },
  );
});
afterAll(() => t.close());

const { searchByPattern, previewReplacements, commitNameChanges } = backendApi;
type NameFixerEndpoint = typeof searchByPattern | typeof previewReplacements | typeof commitNameChanges;
const call = (
  endpoint: NameFixerEndpoint,
  payload: object,
  user: { email: string } | null = tenant.superAdmin,
) => inject(endpoint, { body: payload }, { as: user });
const search = (pattern: string, marinaId = tenant.marinas[0]!.guid, clientId = tenant.clientGuid) =>
  call(searchByPattern, { clientId, marinaId, pattern });
const commit = (updates: { guid: string; newName: string }[], marinaId = tenant.marinas[0]!.guid) =>
  call(commitNameChanges, { marinaId, updates });
/** Signed out 401, staff and both admins 403 (the shared check), calling the endpoint as each. */
const superAdminOnly = <R extends Callable>(endpoint: R, input: TestInput<R>) =>
  expectSuperAdminOnly((user) => inject(endpoint, input, { as: user }), tenant, clientAdmin);
const nameOf = async (row: TestRow) =>
  (await t.database.db.select({ name: locations.name }).from(locations).where(eq(locations.id, row.id)))[0]!
    .name;

describe(routeKey(searchByPattern), () => {
  it('lists the live locations of the marina whose whole name matches, in natural order', async () => {
    const response = await search('Dock A-#');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { guid: rows['Dock A-1']!.guid, name: 'Dock A-1' },
      { guid: rows['Dock A-2']!.guid, name: 'Dock A-2' },
    ]);
    expect((await search('Dock A-*')).json().map((l: { name: string }) => l.name)).toEqual([
      'Dock A-1',
      'Dock A-2',
      'Dock A-10',
    ]);
    expect((await search('A+(1)')).json()).toEqual([{ guid: rows['A+(1)']!.guid, name: 'A+(1)' }]);
    expect((await search('Dock A-#', other.marinas[0]!.guid, other.clientGuid)).json()).toEqual([
      { guid: foreignSlip.guid, name: 'Dock A-7' },
    ]);
  });

  it('answers 400 when the marina is not of the chosen client and 404 for an unknown marina', async () => {
    const mismatch = await search('*', other.marinas[0]!.guid, tenant.clientGuid);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('body.marinaId: is not a marina of the chosen client');
    expect((await search('*', randomUUID())).statusCode).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const noMarina = await call(searchByPattern, { clientId: tenant.clientGuid, pattern: '*' });
    expect(noMarina.json().message).toBe('body.marinaId: Please select both a client and marina');
    const noClient = await call(searchByPattern, { marinaId: tenant.marinas[0]!.guid, pattern: '*' });
    expect(noClient.json().message).toBe('body.clientId: Please select both a client and marina');
    expect((await search('')).json().message).toMatch(/^body\.pattern: /);
    expect((await search('x'.repeat(201))).json().message).toMatch(/^body\.pattern: /);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(searchByPattern, {
      body: { clientId: tenant.clientGuid, marinaId: tenant.marinas[0]!.guid, pattern: '*' },
    });
  });
});

describe(routeKey(previewReplacements), () => {
  const locationsToPreview = () => [
    { guid: rows['Dock A-1']!.guid, name: 'Dock A-1' },
    { guid: rows['Dock A-2']!.guid, name: 'Dock A-2' },
  ];

  it('answers guid, originalName and newName per location', async () => {
    const response = await call(previewReplacements, {
      locations: locationsToPreview(),
      replacementPattern: 'A^',
      searchPattern: 'Dock A-#',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { guid: rows['Dock A-1']!.guid, originalName: 'Dock A-1', newName: 'A1' },
      { guid: rows['Dock A-2']!.guid, originalName: 'Dock A-2', newName: 'A2' },
    ]);
  });

  it("answers 400 with the spec's messages", async () => {
    const none = await call(previewReplacements, {
      locations: [],
      replacementPattern: 'A^',
      searchPattern: '*',
    });
    expect(none.json().message).toBe('body.locations: Please search for locations first');
    const blank = await call(previewReplacements, {
      locations: locationsToPreview(),
      replacementPattern: '  ',
      searchPattern: 'Dock A-#',
    });
    expect(blank.json().message).toBe('body.replacementPattern: Please enter a replacement pattern');
    const badGuid = await call(previewReplacements, {
      locations: [{ guid: 'x', name: 'A' }],
      replacementPattern: '^',
      searchPattern: '*',
    });
    expect(badGuid.json().message).toMatch(/^body\.locations\.0\.guid: /);
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await superAdminOnly(previewReplacements, {
      body: { locations: locationsToPreview(), replacementPattern: 'A^', searchPattern: 'Dock A-#' },
    });
  });
});

describe(routeKey(commitNameChanges), () => {
  const refuses = async (
    updates: { guid: string; newName: string }[],
    message: RegExp,
    marinaId?: string,
  ) => {
    const before = await snapshotLocations(t.database.db, tenant.clientId);
    const response = await commit(updates, marinaId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await snapshotLocations(t.database.db, tenant.clientId)).toEqual(before);
  };

  it('refuses a guid of another marina or tenant, a deleted location, or a repeated guid, changing nothing', async () => {
    const ok = { guid: rows['Dock B-1']!.guid, newName: 'B1' };
    await refuses(
      [ok, { guid: southSlip.guid, newName: 'A5' }],
      /^body\.updates\.1\.guid: is not a location of this marina$/,
    );
    await refuses([ok, { guid: foreignSlip.guid, newName: 'A7' }], /^body\.updates\.1\.guid: /);
    await refuses([ok, { guid: rows['Dock A-3']!.guid, newName: 'A3' }], /^body\.updates\.1\.guid: /);
    await refuses([ok, { ...ok, newName: 'B2' }], /^body\.updates\.1\.guid: appears more than once$/);
  });

  it('refuses a name a live sibling has or that two updates share, changing nothing', async () => {
    await refuses(
      [{ guid: rows['Dock A-10']!.guid, newName: 'a1x' }],
      /^body\.updates\.0\.newName: "a1x" is already the name of another location here$/,
    );
    const clash = await commit([{ guid: rows['Dock A-10']!.guid, newName: 'a1x' }]);
    expect(clash.json()).toMatchObject({
      code: 'backend.nameTaken',
      params: { field: 'body.updates.0.newName', name: 'a1x' },
    });
    await refuses(
      [
        { guid: rows['Dock A-1']!.guid, newName: 'Same' },
        { guid: rows['Dock A-2']!.guid, newName: 'same' },
      ],
      /^body\.updates\.\d\.newName: /,
    );
  });

  it('answers 400 naming the field for blank names and bad input', async () => {
    await refuses(
      [{ guid: rows['Dock A-1']!.guid, newName: '   ' }],
      /^body\.updates\.0\.newName: must not be blank$/,
    );
    await refuses([], /^body\.updates: /);
    expect((await call(commitNameChanges, { updates: [] })).json().message).toMatch(/^body\.marinaId: /);
    expect((await commit([{ guid: rows['Dock A-1']!.guid, newName: 'x' }], randomUUID())).statusCode).toBe(
      404,
    );
  });

  it('answers 401 signed out and 403 to everyone but super_admin, changing nothing', async () => {
    const before = await snapshotLocations(t.database.db, tenant.clientId);
    await superAdminOnly(commitNameChanges, {
      body: {
        marinaId: tenant.marinas[0]!.guid,
        updates: [{ guid: rows['Dock A-1']!.guid, newName: 'A1' }],
      },
    });
    expect(await snapshotLocations(t.database.db, tenant.clientId)).toEqual(before);
  });

  it('renames in one go, swaps included, and frees the old names', async () => {
    const response = await commit([
      { guid: rows['Dock A-1']!.guid, newName: 'A1' },
      { guid: rows['Dock A-2']!.guid, newName: ' A2 ' },
      { guid: rows.X!.guid, newName: 'Y' },
      { guid: rows.Y!.guid, newName: 'X' },
      { guid: rows['Dock A-10']!.guid, newName: 'Dock A-3' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updatedCount: 5 });
    expect(await nameOf(rows['Dock A-1']!)).toBe('A1');
    expect(await nameOf(rows['Dock A-2']!)).toBe('A2');
    expect([await nameOf(rows.X!), await nameOf(rows.Y!)]).toEqual(['Y', 'X']);
    expect(await nameOf(rows['Dock A-10']!)).toBe('Dock A-3');
    expect((await search('Dock A-#')).json().map((l: { name: string }) => l.name)).toEqual(['Dock A-3']);
  });
});
