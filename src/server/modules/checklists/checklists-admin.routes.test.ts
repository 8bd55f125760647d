import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistsAdminApi } from '#core/checklists/checklists-admin.api.ts';
import { checklists } from '#server/db/schema/index.ts';
import { addClientAdmin } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

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

const template = (extra: object = {}) => ({
  marinaId: tenant.marinas[0]!.guid,
  name: 'Night round',
  description: 'Before midnight',
  items: ['Check gate', 'Check fuel dock'],
  ...extra,
});
const post = (user: { email: string } | null, payload: object) =>
  inject(checklistsAdminApi.create, { body: payload }, { as: user });
const put = (user: { email: string } | null, guid: string, payload: object) =>
  inject(checklistsAdminApi.update, { params: { guid }, body: payload }, { as: user });
/** The templates of this file's two clients (other files add checklists to the same database meanwhile). */
const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checklists)
      .where(inArray(checklists.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;

describe(routeKey(checklistsAdminApi.create), () => {
  it('creates a template of the marina (201) with trimmed items', async () => {
    const response = await post(tenant.admin, template({ items: [' Check gate ', 'Lights'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      guid: expect.any(String),
      name: 'Night round',
      description: 'Before midnight',
      items: ['Check gate', 'Lights'],
      isTemplate: true,
      clientId: tenant.clientGuid,
      marinaId: tenant.marinas[0]!.guid,
    });
  });

  it('is idempotent on guid', async () => {
    const guid = randomUUID();
    expect((await post(clientAdmin, template({ guid }))).statusCode).toBe(201);
    expect((await post(clientAdmin, template({ guid }))).statusCode).toBe(200);
    expect((await post(clientAdmin, template({ guid, items: ['Other'] }))).statusCode).toBe(409);
  });

  it('answers 400 naming the field', async () => {
    const before = await count();
    for (const [payload, message] of [
      [template({ name: ' ' }), /^body\.name: Checklist name is required$/],
      [template({ items: [] }), /^body\.items: must hold at least one item$/],
      [
        template({ items: Array.from({ length: 101 }, (_, i) => `Item ${i}`) }),
        /^body\.items: must hold at most 100/,
      ],
      [template({ items: ['ok', 'x'.repeat(201)] }), /^body\.items\.1: /],
      [template({ items: ['ok', '  '] }), /^body\.items\.1: must not be blank$/],
      [template({ description: 'x'.repeat(2001) }), /^body\.description: /],
      [template({ marinaId: undefined }), /^body\.marinaId: /],
    ] as const) {
      const response = await post(tenant.admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 401 signed out, 403 for staff and an admin of another marina, 404 for another tenant', async () => {
    const before = await count();
    expect((await post(null, template())).statusCode).toBe(401);
    expect((await post(tenant.staff, template())).statusCode).toBe(403);
    expect((await post(tenant.admin, template({ marinaId: tenant.marinas[1]!.guid }))).statusCode).toBe(403);
    expect((await post(tenant.superAdmin, template({ marinaId: other.marinas[0]!.guid }))).statusCode).toBe(
      404,
    );
    expect(await count()).toBe(before);
  });
});

describe(routeKey(checklistsAdminApi.update), () => {
  it('replaces name, description and items; the staff list shows the change', async () => {
    const created = (await post(tenant.admin, template())).json();
    const response = await put(tenant.admin, created.guid, {
      name: 'Dawn round',
      items: ['Gate', 'Pumps', 'Lights'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      guid: created.guid,
      name: 'Dawn round',
      description: null,
      items: ['Gate', 'Pumps', 'Lights'],
      isTemplate: true,
    });
    const listed = await inject(
      checklistsApi.list,
      { query: { marinaId: tenant.marinas[0]!.guid } },
      { as: tenant.staff },
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().find((c: { guid: string }) => c.guid === created.guid)).toMatchObject({
      name: 'Dawn round',
    });
  });

  it('answers 400 naming the field, 401, 403 for staff, 404 for another tenant or unknown guid', async () => {
    const created = (await post(tenant.admin, template())).json();
    const foreign = (
      await post(other.superAdmin, { ...template(), marinaId: other.marinas[0]!.guid })
    ).json();
    expect((await put(tenant.admin, created.guid, { name: 'X', items: [] })).json().message).toMatch(
      /^body\.items: /,
    );
    expect((await put(tenant.admin, created.guid, { items: ['a'] })).json().message).toMatch(/^body\.name: /);
    const moved = await put(tenant.admin, created.guid, { ...template(), marinaId: tenant.marinas[1]!.guid });
    expect(moved.json().message).toBe('body.marinaId: is not the marina of this checklist');
    expect((await put(null, created.guid, template())).statusCode).toBe(401);
    expect((await put(tenant.staff, created.guid, template())).statusCode).toBe(403);
    expect((await put(tenant.superAdmin, foreign.guid, template({ marinaId: undefined }))).statusCode).toBe(
      404,
    );
    expect((await put(tenant.superAdmin, randomUUID(), template({ marinaId: undefined }))).statusCode).toBe(
      404,
    );
  });
});

// Every checklist templates' admin endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(checklistsAdminApi, {
  create: {
    success: 201,
    request: (w) => ({
      body: {
        guid: w.fresh.guid(),
        name: w.fresh.name('Rounds'),
        items: ['Gate', 'Fuel dock'],
        marinaId: w.m0.guid,
      },
    }),
    singleLine: [['name'], ['items', 0]],
  },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.template()).guid },
      body: { name: w.fresh.name('Rounds'), description: 'Nightly', items: ['Gate'], marinaId: w.m0.guid },
    }),
  },
});
