import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { routeKey } from '#core/api/endpoint.ts';
import { photoRoute } from '#core/api/plain-routes.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { activities, issues, recordPhotos } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { endpointSuite } from '#server/test/endpoint-suite.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType, type TestRow } from '#server/test/location-factories.ts';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let inject: Inject;
let dock: TestRow;
let m0: string;

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
    { name: 'Dock A', typeId: type.id },
  );
  inject = injectFor(t.app);
});
afterAll(() => t.close());

/** uploadsApi.slot, then the phone's PUT of the JPEG to the answer's URL: the photo's guid. */
async function uploaded(user: TestUser = tenant.staff, marinaId = m0): Promise<string> {
  const slot = await inject(uploadsApi.slot, { body: { marinaId } }, { as: user });
  expect(slot.statusCode).toBe(200);
  const { guid, uploadURL } = slot.json() as { guid: string; uploadURL: string };
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: tinyJpeg(),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(put.statusCode).toBe(201);
  return guid;
}

const issueBody = (photoIds: string[], extra: object = {}) => ({
  guid: randomUUID(),
  title: 'Broken ladder',
  locationId: dock.guid,
  marinaId: m0,
  photoIds,
  ...extra,
});
const postIssue = (body: object, user: TestUser | null = tenant.staff) =>
  inject(issuesApi.create, { body }, { as: user });
const putIssue = (guid: string, body: object, user: TestUser | null = tenant.staff) =>
  inject(issuesApi.replace, { params: { guid }, body: { marinaId: m0, ...body } }, { as: user });
const postNote = (body: object, user: TestUser | null = tenant.staff) =>
  inject(
    activitiesApi.create,
    {
      body: {
        guid: randomUUID(),
        type: 'comment',
        locationId: dock.guid,
        comment: 'Gate left open',
        ...body,
      },
    },
    { as: user },
  );
/** A photo's bytes (GET /img/:guid, a plain route). */
const getPhoto = (guid: string, user: TestUser) => inject(photoRoute, { params: { guid } }, { as: user });
/** The marina's issue feed. */
const issueFeed = () =>
  inject(activitiesApi.feed, { query: { marinaId: m0, type: 'issue' } }, { as: tenant.staff });
/** The record photos of this file's two clients (other files register photos in the same database meanwhile). */
const photoRows = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recordPhotos)
      .where(inArray(recordPhotos.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;
/** The issues of this file's two clients (other files add issues to the same database meanwhile). */
const issueRows = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(inArray(issues.clientId, [tenant.clientId, other.clientId]))
  )[0]!.n;
const urls = (photos: string[]) => photos.map((guid) => ({ guid, url: `/img/${guid}` }));

describe(routeKey(uploadsApi.slot), () => {
  it('hands marina staff a photo guid and a signed URL the JPEG is PUT to; nothing is registered yet', async () => {
    const before = await photoRows();
    const response = await inject(uploadsApi.slot, { body: { marinaId: m0 } }, { as: tenant.staff });
    expect(response.statusCode).toBe(200);
    const slot = response.json() as { guid: string; uploadURL: string };
    expect(slot.uploadURL).toMatch(new RegExp(`^/img/${slot.guid}\\?token=`));
    expect(await photoRows()).toBe(before);
  });

  it("answers 401 signed out, 404 for another client's marina, and 400 without a marina", async () => {
    expect((await inject(uploadsApi.slot, { body: { marinaId: m0 } }, { as: null })).statusCode).toBe(401);
    const foreign = await inject(uploadsApi.slot, { body: { marinaId: m0 } }, { as: other.staff });
    expect(foreign.statusCode).toBe(404);
    const bad = await inject(uploadsApi.slot, { body: {} }, { as: tenant.staff });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.marinaId/);
  });
});

describe('photos on issues', () => {
  it('creates an issue with its photos; the list, the feed and /img show them; a retry is the same issue', async () => {
    const photos = [await uploaded(), await uploaded()];
    const body = issueBody(photos);
    const created = await postIssue(body);
    expect(created.statusCode).toBe(201);
    expect(created.json().photos).toEqual(urls(photos));

    const again = await postIssue(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().guid).toBe(body.guid);
    expect(again.json().photos).toEqual(urls(photos));
    const rows = await t.database.db.select().from(issues).where(eq(issues.guid, body.guid));
    expect(rows).toHaveLength(1);

    const list = await inject(issuesApi.list, { query: { marinaId: m0 } }, { as: tenant.staff });
    expect(list.json().find((i: { guid: string }) => i.guid === body.guid).photos).toEqual(urls(photos));
    const feed = await issueFeed();
    const reported = feed.json().find((a: { issueId: string; type: string }) => a.issueId === body.guid);
    expect(reported.type).toBe('issue_created');
    expect(reported.photos).toEqual(urls(photos));
    const image = await getPhoto(photos[0]!, tenant.staff);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Another client never reads it.
    expect((await getPhoto(photos[0]!, other.staff)).statusCode).toBe(404);
  });

  it('answers 409 for the same guid with other photos, and writes nothing', async () => {
    const body = issueBody([await uploaded()]);
    expect((await postIssue(body)).statusCode).toBe(201);
    const before = await photoRows();
    const changed = await postIssue({ ...body, photoIds: [await uploaded()] });
    expect(changed.statusCode).toBe(409);
    expect(await photoRows()).toBe(before);
  });

  it('refuses more than 5 photos, a photo named twice, and an id that is not a guid (400 naming the field)', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, () => uploaded()));
    const tooMany = await postIssue(issueBody(six));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^body\.photoIds: at most 5 photos/);
    const twice = await postIssue(issueBody([six[0]!, six[0]!]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^body\.photoIds/);
    const notGuid = await postIssue(issueBody(['photo.jpg']));
    expect(notGuid.statusCode).toBe(400);
    expect(notGuid.json().message).toMatch(/^body\.photoIds\.0/);
  });

  it("refuses an unknown photo, another client's upload and a photo of another record with 400 naming it, writing nothing", async () => {
    const mine = await uploaded();
    const theirs = await uploaded(other.staff, other.marinas[0]!.guid);
    const issuesBefore = await issueRows();
    const photosBefore = await photoRows();

    const unknown = await postIssue(issueBody([mine, randomUUID()]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body.photoIds.1: the photo has not been uploaded');
    const foreign = await postIssue(issueBody([theirs]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('body.photoIds.0: the photo has not been uploaded');

    const first = await postIssue(issueBody([mine]));
    expect(first.statusCode).toBe(201);
    const reused = await postIssue(issueBody([mine]));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('body.photoIds.0: the photo belongs to another record');
    const asNote = await postNote({ photoIds: [mine] });
    expect(asNote.statusCode).toBe(400);

    const issuesAfter = await issueRows();
    expect(issuesAfter).toBe(issuesBefore + 1);
    expect(await photoRows()).toBe(photosBefore + 1);
  });

  it('refuses an upload that is not an image with 415 naming the photo', async () => {
    const guid = randomUUID();
    const dir = join(t.app.config.dataDir, 'photos', tenant.clientGuid);
    mkdirSync(dir, { recursive: true });
    // What only a tampered disk could hold: an HTML page under a photo's name.
    writeFileSync(join(dir, `${guid}.jpg`), '<html><script>alert(1)</script></html>');
    const response = await postIssue(issueBody([guid]));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^body\.photoIds\.0: /);
  });

  it("adds photos later by PUT, at most 5 in all; a retry adds nothing; the edit's feed entry brings them", async () => {
    const body = issueBody([await uploaded(), await uploaded()]);
    expect((await postIssue(body)).statusCode).toBe(201);
    const added = [await uploaded(), await uploaded(), await uploaded()];
    const put = await putIssue(body.guid, { photoIds: added });
    expect(put.statusCode).toBe(200);
    expect(put.json().photos.map((p: { guid: string }) => p.guid)).toEqual([...body.photoIds, ...added]);

    const retry = await putIssue(body.guid, { photoIds: added });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().photos).toHaveLength(5);

    const sixth = await putIssue(body.guid, { photoIds: [await uploaded()] });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('body.photoIds: an issue holds at most 5 photos (this one has 5)');

    const feed = await issueFeed();
    const updates = feed
      .json()
      .filter(
        (a: { issueId: string; type: string }) => a.issueId === body.guid && a.type === 'issue_updated',
      );
    expect(updates).toHaveLength(1);
    expect(updates[0].comment).toBe('Photos added: 3');
    expect(updates[0].photos).toEqual(urls(added));
  });

  it("PUT: another client's issue is 404, signed out 401, another client's photo 400", async () => {
    const body = issueBody([]);
    expect((await postIssue(body)).statusCode).toBe(201);
    const theirs = await uploaded(other.staff, other.marinas[0]!.guid);
    expect((await putIssue(body.guid, { photoIds: [await uploaded()] }, null)).statusCode).toBe(401);
    const foreign = await inject(
      issuesApi.replace,
      { params: { guid: body.guid }, body: { marinaId: other.marinas[0]!.guid, photoIds: [theirs] } },
      { as: other.admin },
    );
    expect(foreign.statusCode).toBe(404);
    const stolen = await putIssue(body.guid, { photoIds: [theirs] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('body.photoIds.0: the photo has not been uploaded');
  });
});

describe('photos on notes', () => {
  it('records a note with photos; the location feed shows them; a retry is the same note', async () => {
    const photos = [await uploaded()];
    const guid = randomUUID();
    const created = await postNote({ guid, photoIds: photos });
    expect(created.statusCode).toBe(201);
    expect(created.json().photos).toEqual(urls(photos));
    const again = await postNote({ guid, photoIds: photos });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(activities).where(eq(activities.guid, guid))).toHaveLength(1);
    const feed = await inject(
      activitiesApi.locationFeed,
      { params: { guid: dock.guid } },
      { as: tenant.staff },
    );
    expect(feed.json().find((a: { guid: string }) => a.guid === guid).photos).toEqual(urls(photos));
  });

  it("takes photos on comments only, at most 5, and only this client's uploads", async () => {
    const check = await postNote({ type: 'patrol_check', comment: null, photoIds: [await uploaded()] });
    expect(check.statusCode).toBe(400);
    expect(check.json().message).toMatch(/^body\.photoIds: only a comment takes photos/);
    const six = await Promise.all(Array.from({ length: 6 }, () => uploaded()));
    expect((await postNote({ photoIds: six })).statusCode).toBe(400);
    const theirs = await uploaded(other.staff, other.marinas[0]!.guid);
    const foreign = await postNote({ photoIds: [theirs] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('body.photoIds.0: the photo has not been uploaded');
  });
});

// Every photo uploads endpoint as every persona and with hostile input (server/test/endpoint-suite.ts).
endpointSuite(uploadsApi, {
  slot: { success: 200, request: (w) => ({ body: { marinaId: w.m0.guid } }) },
});
