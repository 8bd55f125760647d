import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '#core/api/endpoint.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant } from '#server/test/factories.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { activitiesOfIssue, createIssueRow, issueRow } from '#server/test/issue-factories.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let dock: TestRow;
let m0: string;
let foreignIssue: { id: number; guid: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  m0 = tenant.marinas[0]!.guid;
  const type = await createLocationType(db, tenant.clientId, 'dock');
  dock = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    {
      name: 'Dock A',
      typeId: type.id,
    },
  );
  const otherType = await createLocationType(db, other.clientId, 'dock');
  const otherScope = { clientId: other.clientId, marinaId: other.marinas[0]!.id };
  const otherDock = await createLocation(db, otherScope, { name: 'Foreign', typeId: otherType.id });
  foreignIssue = await createIssueRow(db, otherScope, { locationId: otherDock.id });
  inject = injectFor(t.app);
});
afterAll(() => t.close());

const newIssue = () =>
  createIssueRow(
    t.database.db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    {
      locationId: dock.id,
      title: 'Cleat',
    },
  );
const patchStatus = (guid: string, payload: object, user: { email: string } | null = tenant.staff) =>
  inject(issuesApi.updateStatus, { params: { guid }, body: payload }, { as: user });
const patch = (guid: string, payload: object, user: { email: string } | null = tenant.staff) =>
  inject(issuesApi.update, { params: { guid }, body: payload }, { as: user });
const comments = async (issueId: number) =>
  (await activitiesOfIssue(t.database.db, issueId)).map((a) => [a.type, a.comment, a.locationId]);

describe(routeKey(issuesApi.updateStatus), () => {
  it("sets any status from any other, each change writing an issue_updated activity in the screens' labels", async () => {
    const issue = await newIssue();
    for (const status of ['fixed', 'wontfix', 'open', 'open']) {
      const response = await patchStatus(issue.guid, { status, marinaId: m0 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        guid: issue.guid,
        status,
        title: 'Cleat',
        locationName: 'Dock A',
      });
    }
    expect(await comments(issue.id)).toEqual([
      ['issue_updated', 'Status: Open → Fixed', dock.id],
      ['issue_updated', "Status: Fixed → Won't Fix", dock.id],
      ['issue_updated', "Status: Won't Fix → Open", dock.id],
    ]);
    const [first] = await activitiesOfIssue(t.database.db, issue.id);
    expect(first).toMatchObject({ userId: tenant.staff.id, staffName: 'staff Tester' });
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and changes nothing', async () => {
    const issue = await newIssue();
    const before = await issueRow(t.database.db, issue.guid);
    expect((await patchStatus(issue.guid, { status: 'closed', marinaId: m0 })).json().message).toMatch(
      /^body\.status: /,
    );
    expect((await patchStatus(issue.guid, { status: 'fixed' })).json().message).toMatch(/^body\.marinaId: /);
    expect((await patchStatus('12', { status: 'fixed', marinaId: m0 })).json().message).toMatch(
      /^params\.guid: /,
    );
    const wrongMarina = await patchStatus(
      issue.guid,
      { status: 'fixed', marinaId: tenant.marinas[1]!.guid },
      tenant.superAdmin,
    );
    expect(wrongMarina.json()).toEqual({
      code: 'request.invalid',
      message: 'body.marinaId: is not the marina of this issue',
      params: { field: 'body.marinaId' },
    });
    expect((await patchStatus(issue.guid, { status: 'fixed', marinaId: m0 }, null)).statusCode).toBe(401);
    expect(
      (await patchStatus(issue.guid, { status: 'fixed', marinaId: m0 }, tenant.staffOther)).statusCode,
    ).toBe(403);
    const foreign = await patchStatus(foreignIssue.guid, { status: 'fixed', marinaId: m0 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'request.notFound', message: 'Issue not found' });
    const foreignMarina = { status: 'fixed', marinaId: other.marinas[0]!.guid };
    expect((await patchStatus(foreignIssue.guid, foreignMarina)).statusCode).toBe(404);
    expect(await issueRow(t.database.db, issue.guid)).toEqual(before);
    expect((await issueRow(t.database.db, foreignIssue.guid))!.status).toBe('open');
    expect(await activitiesOfIssue(t.database.db, issue.id)).toEqual([]);
    expect(await activitiesOfIssue(t.database.db, foreignIssue.id)).toEqual([]);
  });
});

describe(routeKey(issuesApi.update), () => {
  it('edits title, description and priority, saying what changed', async () => {
    const issue = await newIssue();
    const edited = await patch(issue.guid, {
      title: ' Big cleat ',
      description: 'Loose',
      priority: 'high',
      marinaId: m0,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Big cleat',
      description: 'Loose',
      priority: 'high',
      status: 'open',
    });
    const partial = await patch(issue.guid, { priority: 'low', marinaId: m0 });
    expect(partial.json()).toMatchObject({ title: 'Big cleat', description: 'Loose', priority: 'low' });
    await patch(issue.guid, { description: '', marinaId: m0 });
    await patch(issue.guid, { title: 'Big cleat', marinaId: m0 });
    expect(await comments(issue.id)).toEqual([
      ['issue_updated', 'Title: Cleat → Big cleat; Priority: Medium → High; Description updated', dock.id],
      ['issue_updated', 'Priority: High → Low', dock.id],
      ['issue_updated', 'Description removed', dock.id],
    ]);
    const row = await issueRow(t.database.db, issue.guid);
    expect(row!.description).toBeNull();
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
  });

  it('answers 400 naming the field, 401, 403, 404 for another tenant, and changes nothing', async () => {
    const issue = await newIssue();
    const before = await issueRow(t.database.db, issue.guid);
    expect((await patch(issue.guid, { title: '  ', marinaId: m0 })).json().message).toBe(
      'body.title: Title is required',
    );
    expect((await patch(issue.guid, { marinaId: m0 })).json().message).toMatch(
      /^body\.title: send at least one/,
    );
    expect((await patch(issue.guid, { priority: 'urgent', marinaId: m0 })).json().message).toMatch(
      /^body\.priority: /,
    );
    expect((await patch(issue.guid, { title: 'x'.repeat(201), marinaId: m0 })).statusCode).toBe(400);
    expect((await patch(issue.guid, { title: 'New', marinaId: m0 }, null)).statusCode).toBe(401);
    expect((await patch(issue.guid, { title: 'New', marinaId: m0 }, tenant.staffOther)).statusCode).toBe(403);
    expect((await patch(foreignIssue.guid, { title: 'New', marinaId: m0 })).statusCode).toBe(404);
    expect(await issueRow(t.database.db, issue.guid)).toEqual(before);
    expect((await issueRow(t.database.db, foreignIssue.guid))!.title).toBe('Broken cleat');
    expect(await activitiesOfIssue(t.database.db, issue.id)).toEqual([]);
  });
});
