import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesApi } from '#core/issues/issues.api.ts';
import { activities, issues } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { activitiesOfIssue, createIssueRow } from '#server/test/issue-factories.ts';
import {
  createLocation,
  createLocationTree,
  createLocationType,
  type TestRow,
} from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let loc: Record<string, TestRow>;
let foreign: TestRow;
let m0: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const type = await createLocationType(db, tenant.clientId, 'dock');
  const scope = { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id };
  loc = await createLocationTree(db, scope, type.id, { 'Dock A': { 'A-1': {} } });
  loc.south = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[1]!.id },
    {
      name: 'South dock',
      typeId: type.id,
    },
  );
  const otherType = await createLocationType(db, other.clientId, 'dock');
  foreign = await createLocation(
    db,
    { clientId: other.clientId, marinaId: other.marinas[0]!.id },
    {
      name: 'Foreign dock',
      typeId: otherType.id,
    },
  );
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const counts = async (clientId: number) => ({
  issues: (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(eq(issues.clientId, clientId))
  )[0]!.n,
  activities: (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.clientId, clientId))
  )[0]!.n,
});
const create = (payload: object, user: { email: string } | null = tenant.staff) =>
  inject(issuesApi.create, { body: payload }, { as: user });
const valid = () => ({ title: '  Broken cleat  ', locationId: loc['A-1']!.guid, marinaId: m0 });

describe('POST /api/issues', () => {
  it('creates an open issue with its reporter and GPS, and writes an issue_created activity', async () => {
    const response = await create({
      ...valid(),
      description: 'Starboard side',
      priority: 'high',
      gpsLatitude: '38.97841234',
      gpsLongitude: -76.4922,
      gpsAccuracy: '12.5',
    });
    expect(response.statusCode).toBe(201);
    const issue = response.json();
    expect(issue).toMatchObject({
      title: 'Broken cleat',
      description: 'Starboard side',
      priority: 'high',
      status: 'open',
      marinaId: m0,
      locationId: loc['A-1']!.guid,
      locationName: 'A-1',
      createdByUserId: tenant.staff.guid,
      createdBy: 'staff Tester',
      assignedToUserId: null,
      gpsLatitude: '38.97841234',
      gpsLongitude: '-76.49220000',
      gpsAccuracy: '12.50',
    });
    const [row] = await t.database.db
      .select({ id: issues.id })
      .from(issues)
      .where(eq(issues.guid, issue.guid));
    const [activity] = await activitiesOfIssue(t.database.db, row!.id);
    expect(activity).toMatchObject({
      type: 'issue_created',
      locationId: loc['A-1']!.id,
      userId: tenant.staff.id,
      staffName: 'staff Tester',
      comment: 'Broken cleat',
      gpsLatitude: '38.97841234',
    });
  });

  it('defaults the priority to medium; a retry with the same guid returns the issue once; other content 409', async () => {
    const body = { ...valid(), guid: randomUUID() };
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ guid: body.guid, priority: 'medium', description: null });
    const before = await counts(tenant.clientId);
    const retry = await create(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await create({ ...body, title: 'Something else' })).statusCode).toBe(409);
    expect(await counts(tenant.clientId)).toEqual(before);
  });

  it('writes one issue and one activity when the same create races', async () => {
    const body = { ...valid(), guid: randomUUID() };
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const [row] = await t.database.db
      .select({ id: issues.id })
      .from(issues)
      .where(eq(issues.guid, body.guid));
    expect(await activitiesOfIssue(t.database.db, row!.id)).toHaveLength(1);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await counts(tenant.clientId);
    const cases: [object, RegExp][] = [
      [{ ...valid(), title: '   ' }, /^body\.title: Title is required/],
      [{ ...valid(), title: 'x'.repeat(201) }, /^body\.title: /],
      [{ ...valid(), description: 'x'.repeat(5001) }, /^body\.description: /],
      [{ ...valid(), priority: 'urgent' }, /^body\.priority: /],
      [{ ...valid(), locationId: undefined }, /^body\.locationId: /],
      [{ ...valid(), marinaId: 'nope' }, /^body\.marinaId: /],
      [{ ...valid(), gpsLatitude: '95' }, /^body\.gpsLatitude: /],
      [{ ...valid(), locationId: loc.south!.guid, marinaId: m0 }, /^body\.locationId: /],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload, tenant.superAdmin);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await counts(tenant.clientId)).toEqual(before);
  });

  it('answers 401 signed out, 403 for staff of the other marina, 404 for another tenant', async () => {
    const before = await counts(tenant.clientId);
    const otherBefore = await counts(other.clientId);
    expect((await create(valid(), null)).statusCode).toBe(401);
    expect((await create(valid(), tenant.staffOther)).statusCode).toBe(403);
    const foreignMarina = await create({ ...valid(), marinaId: other.marinas[0]!.guid });
    expect(foreignMarina.statusCode).toBe(404);
    const foreignLocation = await create({ ...valid(), locationId: foreign.guid });
    expect(foreignLocation.statusCode).toBe(404);
    expect(foreignLocation.json()).toEqual({ code: 'request.notFound', message: 'Location not found' });
    expect(await counts(tenant.clientId)).toEqual(before);
    expect(await counts(other.clientId)).toEqual(otherBefore);
  });
});

describe('GET /api/issues', () => {
  it("lists the marina's issues newest first, with location and reporter, and no other marina's", async () => {
    const fresh = await createTenant(t.database.db, 'List');
    const type = await createLocationType(t.database.db, fresh.clientId, 'dock');
    const scope = { clientId: fresh.clientId, marinaId: fresh.marinas[0]!.id };
    const dock = await createLocation(t.database.db, scope, { name: 'Dock Q', typeId: type.id });
    const at = (min: number) => new Date(Date.parse('2026-05-01T10:00:00Z') + min * 60_000);
    await createIssueRow(t.database.db, scope, { locationId: dock.id, title: 'old', createdAt: at(0) });
    await createIssueRow(t.database.db, scope, {
      locationId: dock.id,
      title: 'new',
      status: 'fixed',
      createdByUserId: fresh.staff.id,
      createdAt: at(5),
    });
    const south = { clientId: fresh.clientId, marinaId: fresh.marinas[1]!.id };
    const southDock = await createLocation(t.database.db, south, { name: 'S', typeId: type.id });
    await createIssueRow(t.database.db, south, { locationId: southDock.id, title: 'south' });
    const response = await inject(
      issuesApi.list,
      { query: { marinaId: fresh.marinas[0]!.guid } },
      { as: fresh.staff },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((i: { title: string }) => i.title)).toEqual(['new', 'old']);
    expect(list[0]).toMatchObject({
      status: 'fixed',
      locationId: dock.guid,
      locationName: 'Dock Q',
      createdBy: 'staff Tester',
      createdAt: at(5).toISOString(),
    });
    expect(list[1].createdBy).toBeNull();
  });

  it('answers 400 naming marinaId, 401, 403 and 404 for another tenant', async () => {
    expect((await inject(issuesApi.list, {}, { as: tenant.staff })).json().message).toMatch(
      /^querystring\.marinaId: /,
    );
    expect((await inject(issuesApi.list, { query: { marinaId: m0 } })).statusCode).toBe(401);
    expect(
      (await inject(issuesApi.list, { query: { marinaId: m0 } }, { as: tenant.staffOther })).statusCode,
    ).toBe(403);
    expect(
      (await inject(issuesApi.list, { query: { marinaId: other.marinas[0]!.guid } }, { as: tenant.staff }))
        .statusCode,
    ).toBe(404);
  });
});

// Every issues endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(issuesApi, {
  list: { success: 200, request: (w) => ({ query: { marinaId: w.m0.guid } }) },
  create: {
    success: 201,
    request: (w) => ({
      body: { guid: w.fresh.guid(), title: 'Loose cleat', locationId: w.location.guid, marinaId: w.m0.guid },
    }),
    singleLine: [['title']],
    multiLine: [['description']],
  },
  update: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { title: 'Loose cleat, dock A', priority: 'high', marinaId: w.m0.guid },
    }),
    singleLine: [['title']],
  },
  replace: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { priority: 'high', photoIds: [(await w.fresh.photo()).guid], marinaId: w.m0.guid },
    }),
  },
  updateStatus: {
    success: 200,
    request: async (w) => ({
      params: { guid: (await w.fresh.issue()).guid },
      body: { status: 'fixed', marinaId: w.m0.guid },
    }),
  },
});
