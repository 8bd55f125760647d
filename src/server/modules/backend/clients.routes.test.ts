import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAdmin, expectSuperAdminOnly } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { requestAs } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let clientAdmin: TestUser;
let as: ReturnType<typeof requestAs>;

beforeAll(async () => {
  t = await buildTestApp();
  as = requestAs(t.app);
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  clientAdmin = await addClientAdmin(t.database.db, tenant);
});
afterAll(() => t.close());

const post = (payload: object, user: { email: string } | null = tenant.superAdmin) =>
  as(user, { method: 'POST', url: '/api/clients', payload });

describe('GET /api/clients', () => {
  it('lists every client, across tenants, with the entity fields', async () => {
    const response = await as(tenant.superAdmin, { url: '/api/clients' });
    expect(response.statusCode).toBe(200);
    const guids = response.json().map((c: { guid: string }) => c.guid);
    expect(guids).toEqual(expect.arrayContaining([tenant.clientGuid, other.clientGuid]));
    const own = response.json().find((c: { guid: string }) => c.guid === tenant.clientGuid);
    expect(Object.keys(own).sort()).toEqual(
      ['contactEmail', 'contactPhone', 'createdAt', 'description', 'guid', 'name', 'updatedAt'].sort(),
    );
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await expectSuperAdminOnly(as, tenant, clientAdmin, { url: '/api/clients' });
  });
});

describe('POST /api/clients', () => {
  it('creates a client (201), trimming and storing blank optional fields as null', async () => {
    const response = await post({
      name: '  Harbour Co ',
      contactEmail: 'ops@harbour.example',
      contactPhone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guid: expect.any(String),
      name: 'Harbour Co',
      contactEmail: 'ops@harbour.example',
      contactPhone: null,
      description: null,
    });
  });

  it('is idempotent on guid: same content 200, different content 409', async () => {
    const guid = randomUUID();
    expect((await post({ guid, name: 'Retry Co' })).statusCode).toBe(201);
    const again = await post({ guid, name: 'Retry Co' });
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(guid);
    expect((await post({ guid, name: 'Other Co' })).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    for (const [payload, message] of [
      [{}, /^body\.name: Client name is required$/],
      [{ name: '  ' }, /^body\.name: Client name is required$/],
      [{ name: 'x'.repeat(201) }, /^body\.name: /],
      [{ name: 'A', contactEmail: 'not-an-email' }, /^body\.contactEmail: /],
      [{ name: 'A', contactPhone: '1'.repeat(51) }, /^body\.contactPhone: /],
      [{ name: 'A', description: 'x'.repeat(2001) }, /^body\.description: /],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('answers 401 signed out and 403 to everyone but super_admin', async () => {
    await expectSuperAdminOnly(as, tenant, clientAdmin, {
      method: 'POST',
      url: '/api/clients',
      payload: { name: 'Sneaky Co' },
    });
    const names = (await as(tenant.superAdmin, { url: '/api/clients' }))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names).not.toContain('Sneaky Co');
  });
});

describe('PUT /api/clients/{guid}', () => {
  it('replaces the fields of any client', async () => {
    const created = (await post({ name: 'Edit Co', contactPhone: '123' })).json();
    const response = await as(tenant.superAdmin, {
      method: 'PUT',
      url: `/api/clients/${created.guid}`,
      payload: { name: 'Edited Co', description: 'Two marinas' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Edited Co',
      contactPhone: null,
      description: 'Two marinas',
    });
    const otherTenant = await as(tenant.superAdmin, {
      method: 'PUT',
      url: `/api/clients/${other.clientGuid}`,
      payload: { name: 'Other renamed' },
    });
    expect(otherTenant.statusCode).toBe(200);
  });

  it('answers 404 for an unknown guid, 400 for bad input, 401 and 403', async () => {
    const url = `/api/clients/${randomUUID()}`;
    expect((await as(tenant.superAdmin, { method: 'PUT', url, payload: { name: 'X' } })).statusCode).toBe(
      404,
    );
    const bad = await as(tenant.superAdmin, {
      method: 'PUT',
      url: '/api/clients/12',
      payload: { name: 'X' },
    });
    expect(bad.json().message).toMatch(/^params\.guid: /);
    const blank = await as(tenant.superAdmin, {
      method: 'PUT',
      url: `/api/clients/${tenant.clientGuid}`,
      payload: { name: '' },
    });
    expect(blank.json().message).toMatch(/^body\.name: /);
    await expectSuperAdminOnly(as, tenant, clientAdmin, {
      method: 'PUT',
      url: `/api/clients/${tenant.clientGuid}`,
      payload: { name: 'Hijacked' },
    });
  });
});
