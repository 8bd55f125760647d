import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { checklistsApi } from '#core/checklists/checklists.api.ts';
import { checklists } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createChecklistTemplate, instanceRow } from '#server/test/checklist-factories.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let m0: string;
let template: { guid: string };
let foreignInstance: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t.database.db);
  other = await createTenant(t.database.db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  inject = injectFor(t.app);
  template = await createChecklistTemplate(t.database.db, tenant.clientId, {
    name: 'Round',
    items: ['a', 'b', 'c'],
  });
  const foreignTemplate = await createChecklistTemplate(t.database.db, other.clientId, {
    name: 'F',
    items: ['a'],
  });
  foreignInstance = (
    await inject(
      checklistsApi.start,
      {
        body: {
          checklistId: foreignTemplate.guid,
          staffName: 'Security Officer',
          marinaId: other.marinas[0]!.guid,
        },
      },
      { as: other.staff },
    )
  ).json().guid;
});
afterAll(() => t.close());

async function started(): Promise<string> {
  const response = await inject(
    checklistsApi.start,
    {
      body: {
        checklistId: template.guid,
        staffName: 'Security Officer',
        completedItems: [],
        isCompleted: false,
        marinaId: m0,
      },
    },
    { as: tenant.staff },
  );
  return response.json().guid;
}
const put = (guid: string, payload: object, user: { email: string } | null = tenant.staff) =>
  inject(checklistsApi.save, { params: { guid }, body: payload }, { as: user });

describe(routeKey(checklistsApi.save), () => {
  it('saves ticks, completes with a completion time, and may be reopened', async () => {
    const guid = await started();
    const ticked = await put(guid, { completedItems: ['b', 'a'], isCompleted: false, marinaId: m0 });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({
      completedItems: ['b', 'a'],
      progress: 67,
      isCompleted: false,
      completedAt: null,
    });
    const done = (
      await put(guid, { completedItems: ['a', 'b', 'c'], isCompleted: true, marinaId: m0 })
    ).json();
    expect(done).toMatchObject({ progress: 100, isCompleted: true, completedAt: expect.any(String) });
    const again = (
      await put(guid, { completedItems: ['a', 'b', 'c'], isCompleted: true, marinaId: m0 })
    ).json();
    expect(again.completedAt).toBe(done.completedAt);
    const reopened = (await put(guid, { completedItems: ['a'], isCompleted: false, marinaId: m0 })).json();
    expect(reopened).toMatchObject({ isCompleted: false, completedAt: null, progress: 33 });
  });

  it('accepts ticks saved before the template changed, but no new unknown items', async () => {
    const edited = await createChecklistTemplate(t.database.db, tenant.clientId, {
      name: 'E',
      items: ['a', 'b'],
    });
    const started = await inject(
      checklistsApi.start,
      {
        body: {
          checklistId: edited.guid,
          staffName: 'Security Officer',
          completedItems: ['a'],
          marinaId: m0,
        },
      },
      { as: tenant.staff },
    );
    const guid = started.json().guid;
    await t.database.db
      .update(checklists)
      .set({ items: ['b', 'c'] })
      .where(eq(checklists.id, edited.id));
    const kept = await put(guid, { completedItems: ['a', 'c'], isCompleted: false, marinaId: m0 });
    expect(kept.json()).toMatchObject({ completedItems: ['a', 'c'], progress: 50 });
    expect((await put(guid, { completedItems: ['d'], isCompleted: false, marinaId: m0 })).statusCode).toBe(
      400,
    );
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and changes nothing', async () => {
    const guid = await started();
    const before = await instanceRow(t.database.db, guid);
    const ok = { completedItems: ['a'], isCompleted: false, marinaId: m0 };
    expect((await put(guid, { ...ok, completedItems: ['zz'] })).json().message).toBe(
      'body.completedItems: "zz" is not an item of this checklist',
    );
    expect((await put(guid, { ...ok, isCompleted: undefined })).json().message).toMatch(
      /^body\.isCompleted: /,
    );
    expect((await put(guid, { ...ok, completedItems: 'a' })).json().message).toMatch(
      /^body\.completedItems: /,
    );
    expect((await put('nope', ok)).json().message).toMatch(/^params\.guid: /);
    const wrongMarina = await put(guid, { ...ok, marinaId: tenant.marinas[1]!.guid }, tenant.superAdmin);
    expect(wrongMarina.json()).toEqual({
      code: 'request.invalid',
      message: 'body.marinaId: is not the marina of this checklist',
      params: { field: 'body.marinaId' },
    });
    expect((await put(guid, ok, null)).statusCode).toBe(401);
    expect((await put(guid, ok, tenant.staffOther)).statusCode).toBe(403);
    const foreign = await put(foreignInstance, ok);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Checklist instance not found' });
    expect((await put(foreignInstance, { ...ok, marinaId: other.marinas[0]!.guid })).statusCode).toBe(404);
    expect(await instanceRow(t.database.db, guid)).toEqual(before);
    expect((await instanceRow(t.database.db, foreignInstance))!.completedItems).toEqual([]);
  });
});
