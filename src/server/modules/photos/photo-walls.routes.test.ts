import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { photoRoute } from '#core/api/plain-routes.ts';
import { issuesApi } from '#core/issues/issues.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { permissions } from '#server/db/schema/index.ts';
import { addClientAdmin, addTestUser } from '#server/test/backend-factories.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, type TestTenant, type TestUser } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';

/**
 * Issue 30 item 8: a photo is readable by those who may read the record it belongs to (its
 * marina's staff and admins), not by everyone of the client.
 */
let t: TestApp;
let tenant: TestTenant;
let inject: Inject;
let nobody: TestUser;
let clientAdmin: TestUser;
/** Photos of marina 1 (B): on an issue, on a note, a meter photo; and one uploaded, never registered. */
const photoOf = { issue: '', note: '', meter: '', pending: '' };

beforeAll(async () => {
  t = await buildTestApp();
  inject = injectFor(t.app);
  const db = t.database.db;
  tenant = await createTenant(db);
  nobody = await addTestUser(db, tenant.clientId, 'no-marina');
  clientAdmin = await addClientAdmin(db, tenant);
  const b = tenant.marinas[1]!;
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const slip = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: b.id },
    { name: 'B-1', typeId: type.id },
  );
  const staffB = tenant.staffOther;
  const upload = async () => {
    const slot = await inject(uploadsApi.slot, { body: { marinaId: b.guid } }, { as: staffB });
    const { guid, uploadURL } = slot.json() as { guid: string; uploadURL: string };
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: tinyJpeg() });
    expect(put.statusCode).toBe(201);
    return guid;
  };
  photoOf.issue = await upload();
  const issue = await inject(
    issuesApi.create,
    {
      body: {
        guid: randomUUID(),
        title: 'Torn fender',
        locationId: slip.guid,
        marinaId: b.guid,
        photoIds: [photoOf.issue],
      },
    },
    { as: staffB },
  );
  expect(issue.statusCode).toBe(201);
  photoOf.note = await upload();
  const note = await inject(
    activitiesApi.create,
    {
      body: {
        guid: randomUUID(),
        locationId: slip.guid,
        type: 'comment',
        comment: 'Fender torn',
        gpsLatitude: null,
        gpsLongitude: null,
        gpsAccuracy: null,
        marinaId: b.guid,
        photoIds: [photoOf.note],
      },
    },
    { as: staffB },
  );
  expect(note.statusCode).toBe(201);
  photoOf.meter = await upload();
  const meter = await inject(
    metersApi.createImage,
    {
      body: {
        guid: photoOf.meter,
        locationId: slip.guid,
        meterType: 'water',
        photoPath: `/img/${photoOf.meter}`,
        gpsLatitude: null,
        gpsLongitude: null,
        gpsAccuracy: null,
        status: 'uploaded',
        marinaId: b.guid,
      },
    },
    { as: staffB },
  );
  expect(meter.statusCode).toBe(201);
  photoOf.pending = await upload();
});
afterAll(() => t.close());

/** A photo's bytes (GET /img/:guid, a plain route). */
const getPhoto = (user: TestUser, guid: string) => inject(photoRoute, { params: { guid } }, { as: user });
const read = async (user: TestUser, guid: string) => (await getPhoto(user, guid)).statusCode;
const KINDS = ['issue', 'note', 'meter'] as const;

describe("GET /img: walled by the photo's record, per marina", () => {
  it.each(KINDS)(
    "an admin of marina A only gets 403 for a photo of marina B's %s, as for B's issue list",
    async (kind) => {
      const list = await inject(
        issuesApi.list,
        { query: { marinaId: tenant.marinas[1]!.guid } },
        { as: tenant.admin },
      );
      expect(list.statusCode).toBe(403);
      const answer = await getPhoto(tenant.admin, photoOf[kind]);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: 'You do not have access to this marina' });
    },
  );

  it.each(KINDS)(
    "staff of marina A only and a user with no marina permission get none of B's %s photo",
    async (kind) => {
      expect(await read(tenant.staff, photoOf[kind])).toBe(403);
      expect(await read(nobody, photoOf[kind])).toBe(403);
    },
  );

  it.each(KINDS)("B's staff, a client-wide admin and the super_admin read B's %s photo", async (kind) => {
    expect(await read(tenant.staffOther, photoOf[kind])).toBe(200);
    expect(await read(clientAdmin, photoOf[kind])).toBe(200);
    expect(await read(tenant.superAdmin, photoOf[kind])).toBe(200);
  });

  it('an upload no record names is served to nobody (404, as unknown)', async () => {
    for (const user of [tenant.staffOther, clientAdmin, nobody]) {
      const answer = await getPhoto(user, photoOf.pending);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Photo not found' });
    }
  });

  it('loses the photo with the marina: a user whose access to B is removed gets 403', async () => {
    const db = t.database.db;
    const leaver = await addTestUser(db, tenant.clientId, 'leaver');
    const [grant] = await db
      .insert(permissions)
      .values({
        clientId: tenant.clientId,
        userId: leaver.id,
        permissionType: 'marina_access',
        marinaId: tenant.marinas[1]!.id,
      })
      .returning({ id: permissions.id });
    expect(await read(leaver, photoOf.issue)).toBe(200);
    await db.delete(permissions).where(eq(permissions.id, grant!.id));
    expect(await read(leaver, photoOf.issue)).toBe(403);
  });
});
