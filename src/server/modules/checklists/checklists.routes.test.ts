import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklistInstances } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createChecklistTemplate } from '#server/test/checklist-factories.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let m0: string;
const tpl: Record<string, { id: number; guid: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const [n, s] = [tenant.marinas[0]!.id, tenant.marinas[1]!.id];
  const items = ['Lock gate', 'Check lights', 'Log fuel dock'];
  tpl.closing = await createChecklistTemplate(db, tenant.clientId, {
    name: 'Closing round',
    items,
    marinaId: n,
  });
  tpl.fire = await createChecklistTemplate(db, tenant.clientId, {
    name: 'Fire check',
    items: ['Extinguishers'],
  });
  tpl.south = await createChecklistTemplate(db, tenant.clientId, { name: 'South only', items, marinaId: s });
  tpl.plain = await createChecklistTemplate(db, tenant.clientId, {
    name: 'Ad hoc',
    items,
    marinaId: n,
    isTemplate: false,
  });
  tpl.foreign = await createChecklistTemplate(db, other.clientId, { name: 'Foreign', items });
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const count = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checklistInstances)
      .where(eq(checklistInstances.clientId, tenant.clientId))
  )[0]!.n;
const start = (payload: object, user: { email: string } | null = tenant.staff) =>
  inject(checklistsApi.start, { body: payload }, { as: user });
const list = (user: { email: string } | null, marinaId: string) =>
  inject(checklistsApi.list, { query: { marinaId } }, { as: user });
const instances = (user: { email: string } | null, query: { marinaId?: string }) =>
  inject(checklistsApi.listInstances, { query }, { as: user });
const body = (extra: object = {}) => ({
  checklistId: tpl.closing!.guid,
  staffName: 'Security Officer',
  completedItems: [],
  isCompleted: false,
  marinaId: m0,
  ...extra,
});

describe(routeKey(checklistsApi.list), () => {
  it("lists the marina's and the client-wide templates by name", async () => {
    const response = await list(tenant.staff, m0);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        guid: tpl.closing!.guid,
        name: 'Closing round',
        isTemplate: true,
        marinaId: m0,
      }),
      expect.objectContaining({
        guid: tpl.fire!.guid,
        items: ['Extinguishers'],
        marinaId: null,
        description: null,
      }),
    ]);
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    expect((await list(tenant.staff, 'x')).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await list(null, m0)).statusCode).toBe(401);
    expect((await list(tenant.staffOther, m0)).statusCode).toBe(403);
    expect((await list(tenant.staff, other.marinas[0]!.guid)).statusCode).toBe(404);
  });
});

describe(routeKey(checklistsApi.start), () => {
  it('starts an instance with its progress; a retry returns it once; other content answers 409', async () => {
    const guid = randomUUID();
    const first = await start(body({ guid, completedItems: ['Lock gate'] }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      guid,
      checklistId: tpl.closing!.guid,
      checklistName: 'Closing round',
      items: ['Lock gate', 'Check lights', 'Log fuel dock'],
      staffName: 'Security Officer',
      completedItems: ['Lock gate'],
      isCompleted: false,
      completedAt: null,
      progress: 33,
      userId: tenant.staff.guid,
      marinaId: m0,
    });
    const before = await count();
    const retry = await start(body({ guid, completedItems: ['Lock gate'] }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await start(body({ guid, checklistId: tpl.fire!.guid }))).statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it('starts a client-wide template, and a completed one with its completion time', async () => {
    const done = await start(
      body({ checklistId: tpl.fire!.guid, completedItems: ['Extinguishers'], isCompleted: true }),
    );
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ isCompleted: true, progress: 100, completedAt: expect.any(String) });
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await count();
    const cases: [object, RegExp][] = [
      [
        body({ completedItems: ['Lock gate', 'Feed the cat'] }),
        /^body\.completedItems: "Feed the cat" is not an item/,
      ],
      [body({ completedItems: ['  '] }), /^body\.completedItems\.0: /],
      [body({ checklistId: 'nope' }), /^body\.checklistId: /],
      [body({ staffName: 'x'.repeat(201) }), /^body\.staffName: /],
      [body({ isCompleted: 'yes' }), /^body\.isCompleted: /],
      [body({ marinaId: undefined }), /^body\.marinaId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await start(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 401, 403, and 404 for another tenant or a checklist the marina does not have', async () => {
    const before = await count();
    expect((await start(body(), null)).statusCode).toBe(401);
    expect((await start(body(), tenant.staffOther)).statusCode).toBe(403);
    expect((await start(body({ marinaId: other.marinas[0]!.guid }))).statusCode).toBe(404);
    for (const checklist of [tpl.foreign!, tpl.south!, { guid: randomUUID() }]) {
      const response = await start(body({ checklistId: checklist.guid }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'request.notFound', message: 'Checklist not found' });
    }
    expect(await count()).toBe(before);
  });
});

describe(routeKey(checklistsApi.listInstances), () => {
  it("lists the marina's instances newest first with name and progress", async () => {
    const fresh = await createTenant(t.database.db, 'List');
    const closing = await createChecklistTemplate(t.database.db, fresh.clientId, {
      name: 'Closing',
      items: ['a', 'b', 'c', 'd'],
    });
    const marinaId = fresh.marinas[0]!.guid;
    const mk = (completedItems: string[]) =>
      start(
        { checklistId: closing.guid, staffName: 'Security Officer', completedItems, marinaId },
        fresh.staff,
      );
    const first = (await mk(['a'])).json();
    const second = (await mk(['a', 'b', 'c'])).json();
    const response = await instances(fresh.staff, { marinaId });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((i: { guid: string }) => i.guid)).toEqual([second.guid, first.guid]);
    expect(list[0]).toMatchObject({ checklistName: 'Closing', progress: 75, staffName: 'Security Officer' });
    const south = await instances(fresh.superAdmin, { marinaId: fresh.marinas[1]!.guid });
    expect(south.json()).toEqual([]);
  });

  it('answers 400, 401, 403 and 404 for another tenant', async () => {
    expect((await instances(tenant.staff, {})).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await instances(null, { marinaId: m0 })).statusCode).toBe(401);
    expect((await instances(tenant.staffOther, { marinaId: m0 })).statusCode).toBe(403);
    expect((await instances(tenant.staff, { marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
  });
});

// Every checklists endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(checklistsApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  listInstances: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  start: {
    success: 201,
    request: async (w) => ({
      body: { guid: w.fresh.guid(), checklistId: (await w.fresh.template()).guid, marinaId: w.m0.guid },
    }),
    singleLine: [['staffName']],
  },
  save: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.instance()).guid },
      body: { completedItems: ['Gate'], isCompleted: true, marinaId: w.m0.guid },
    }),
  },
});
