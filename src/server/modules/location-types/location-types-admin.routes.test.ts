import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { locationTypesApi } from '#core/location-types/location-types.api.ts';
import { locations, locationTypes } from '#server/db/schema/index.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { TYPES_ARE_SHARED } from './location-types-admin.service.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let inject: Inject;

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const type = (name: string, clientId = tenant.clientId) => createLocationType(t.database.db, clientId, name);
const rename = (user: { email: string } | null, guid: string, payload: object) =>
  inject(locationTypesApi.rename, { params: { guid }, body: payload }, { as: user });
const remove = (user: { email: string } | null, guid: string, query: Record<string, string> = {}) =>
  inject(locationTypesApi.remove, { params: { guid }, query }, { as: user });
const typeExists = async (id: number) =>
  (await t.database.db.select().from(locationTypes).where(eq(locationTypes.id, id))).length > 0;

describe(routeKey(locationTypesApi.rename), () => {
  it('renames a type (trimmed), case changes of its own name included', async () => {
    const dock = await type('dok');
    const response = await rename(clientAdmin, dock.guid, {
      name: ' dock ',
      marinaId: tenant.marinas[0]!.guid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ guid: dock.guid, name: 'dock' });
    expect((await rename(clientAdmin, dock.guid, { name: 'Dock' })).json()).toEqual({
      guid: dock.guid,
      name: 'Dock',
    });
  });

  it("answers 409 'Location type already exists' for another type's name", async () => {
    await type('pier');
    const jetty = await type('jetty');
    const response = await rename(clientAdmin, jetty.guid, { name: 'PIER' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'locationTypes.nameTaken',
      message: 'Location type already exists',
    });
  });

  it('answers 400 naming the field, 401, 403 for staff and admins of another marina, 404 for another tenant', async () => {
    const buoy = await type('buoy');
    const foreign = await type('secret', other.clientId);
    expect((await rename(tenant.admin, buoy.guid, { name: ' ' })).json().message).toBe(
      'body.name: Location type name is required',
    );
    expect((await rename(tenant.admin, buoy.guid, { name: 'x'.repeat(201) })).json().message).toMatch(
      /^body\.name: /,
    );
    expect((await rename(tenant.admin, 'x', { name: 'a' })).json().message).toMatch(/^params\.guid: /);
    expect((await rename(null, buoy.guid, { name: 'a' })).statusCode).toBe(401);
    expect((await rename(tenant.staff, buoy.guid, { name: 'a' })).statusCode).toBe(403);
    const elsewhere = await rename(tenant.admin, buoy.guid, { name: 'a', marinaId: tenant.marinas[1]!.guid });
    expect(elsewhere.statusCode).toBe(403);
    expect((await rename(tenant.superAdmin, foreign.guid, { name: 'mine' })).statusCode).toBe(404);
    expect((await rename(tenant.superAdmin, randomUUID(), { name: 'mine' })).statusCode).toBe(404);
    const viaForeignMarina = await rename(tenant.superAdmin, buoy.guid, {
      name: 'a',
      marinaId: other.marinas[0]!.guid,
    });
    expect(viaForeignMarina.statusCode).toBe(404);
  });
});

describe('who owns location types', () => {
  it('answers 403 to a marina admin for a rename or a delete, even naming their own marina: only client admins (and super_admin) change the types every marina shares', async () => {
    const kiosk = await type('kiosk');
    const m0 = tenant.marinas[0]!.guid;
    for (const response of [
      await rename(tenant.admin, kiosk.guid, { name: 'booth', marinaId: m0 }),
      await rename(tenant.admin, kiosk.guid, { name: 'booth' }),
      await remove(tenant.admin, kiosk.guid, { marinaId: m0 }),
      await remove(tenant.admin, kiosk.guid),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'auth.forbidden', message: TYPES_ARE_SHARED });
    }
    expect(await typeExists(kiosk.id)).toBe(true);
    expect((await rename(clientAdmin, kiosk.guid, { name: 'booth', marinaId: m0 })).statusCode).toBe(200);
    expect((await rename(tenant.superAdmin, kiosk.guid, { name: 'stand' })).statusCode).toBe(200);
    expect((await remove(clientAdmin, kiosk.guid, { marinaId: m0 })).statusCode).toBe(200);
  });
});

describe(routeKey(locationTypesApi.remove), () => {
  it('removes an unused type', async () => {
    const unused = await type('unused');
    const response = await remove(clientAdmin, unused.guid, { marinaId: tenant.marinas[0]!.guid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await typeExists(unused.id)).toBe(false);
    expect((await remove(clientAdmin, unused.guid)).statusCode).toBe(404);
  });

  it("answers 409 'Location type is in use' while a live location has it; deleted ones keep it too", async () => {
    const slip = await type('slip');
    const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id };
    const row = await createLocation(t.database.db, scope, { name: 'S-1', typeId: slip.id });
    const inUse = await remove(clientAdmin, slip.guid);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ code: 'locationTypes.inUse', message: 'Location type is in use' });
    await t.database.db.update(locations).set({ deletedAt: new Date() }).where(eq(locations.id, row.id));
    const history = await remove(clientAdmin, slip.guid);
    expect(history.statusCode).toBe(409);
    expect(history.json().message).toMatch(/deleted locations/);
    expect(history.json().code).toBe('locationTypes.inUseByDeleted');
    expect(await typeExists(slip.id)).toBe(true);
  });

  it('answers 400 naming the field, 401, 403 for staff, 404 for another tenant', async () => {
    const shed = await type('shed');
    const foreign = await type('hidden', other.clientId);
    expect((await remove(tenant.admin, shed.guid, { marinaId: 'x' })).json().message).toMatch(
      /^querystring\.marinaId: /,
    );
    expect((await remove(null, shed.guid)).statusCode).toBe(401);
    expect((await remove(tenant.staff, shed.guid)).statusCode).toBe(403);
    expect((await remove(tenant.superAdmin, foreign.guid)).statusCode).toBe(404);
    expect(await typeExists(shed.id)).toBe(true);
    expect(await typeExists(foreign.id)).toBe(true);
  });
});
