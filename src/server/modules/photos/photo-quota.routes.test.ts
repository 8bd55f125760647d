import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesApi } from '#core/issues/issues.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { issues, meterImages, recordPhotos } from '#server/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { registerMeterImage } from '#server/test/meter-factories.ts';

const MB = 1024 * 1024;

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let cookie: string;
let otherCookie: string;
let inject: Inject;
const docks = new Map<number, string>();

beforeAll(async () => {
  // PHOTO_QUOTA_MB=1 per client.
  t = await buildTestApp({ photoQuotaMb: 1 });
  const db = t.database.db;
  tenant = await createTenant(db);
  other = await createTenant(db, 'Other');
  for (const who of [tenant, other]) {
    const type = await createLocationType(db, who.clientId, 'slip');
    const dock = await createLocation(
      db,
      { clientId: who.clientId, marinaId: who.marinas[0]!.id },
      { name: 'Q-1', typeId: type.id },
    );
    docks.set(who.clientId, dock.guid);
  }
  inject = injectFor(t.app);
  cookie = await loginAs(t.app, tenant.staff);
  otherCookie = await loginAs(t.app, other.staff);
});
afterAll(() => t.close());

async function uploadSlot(who: TestTenant, as: string) {
  const response = await inject(
    metersApi.recordMeter,
    { params: { locationGuid: `${docks.get(who.clientId)}`, meterType: 'water' } },
    { cookie: as },
  );
  expect(response.statusCode).toBe(200);
  const { uploadURL, meterImageGuid } = response.json().embeddedData;
  return { url: uploadURL as string, guid: meterImageGuid as string };
}

const put = (url: string) =>
  t.app.inject({ method: 'PUT', url, payload: tinyJpeg(), headers: { 'content-type': 'image/jpeg' } });

const register = (who: TestTenant, as: string, guid: string) =>
  registerMeterImage(t.app, as, {
    guid,
    locationId: docks.get(who.clientId),
    marinaId: who.marinas[0]!.guid,
  });

/** A stored photo of `bytes` (as its registration recorded them). */
const fill = (who: TestTenant, bytes: number) =>
  t.database.db
    .insert(meterImages)
    .values({ clientId: who.clientId, marinaId: who.marinas[0]!.id, meterType: 'water', byteSize: bytes });

const rows = async (guid: string) =>
  (await t.database.db.select().from(meterImages).where(eq(meterImages.guid, guid))).length;

const FULL = /^Photo storage for this client is full \(1\.0 of 1 MB used\)\. The photo was not saved\. /;

describe('per-client photo quota (PHOTO_QUOTA_MB)', () => {
  it('registers photos while there is room; a full client gets 413 on upload and on registration, and nothing changes', async () => {
    const before = await uploadSlot(tenant, cookie);
    expect((await put(before.url)).statusCode).toBe(201);

    // Now the client's stored photos take all but a few bytes of its 1 MB.
    await fill(tenant, MB - 10);

    const refused = await register(tenant, cookie, before.guid);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(FULL);
    expect(refused.json().message).toContain('Ask your administrator to raise the limit');
    expect(await rows(before.guid)).toBe(0);

    const late = await uploadSlot(tenant, cookie);
    const upload = await put(late.url);
    expect(upload.statusCode).toBe(413);
    expect(upload.json().message).toMatch(FULL);
    expect(existsSync(join(t.app.config.dataDir, 'photos', tenant.clientGuid, `${late.guid}.jpg`))).toBe(
      false,
    );
  });

  it('is per client: another client with room still uploads and registers', async () => {
    const slot = await uploadSlot(other, otherCookie);
    expect((await put(slot.url)).statusCode).toBe(201);
    expect((await register(other, otherCookie, slot.guid)).statusCode).toBe(201);
    expect(await rows(slot.guid)).toBe(1);
  });

  it('a retry of a photo registered before the quota filled is still answered 200', async () => {
    const slot = await uploadSlot(other, otherCookie);
    expect((await put(slot.url)).statusCode).toBe(201);
    expect((await register(other, otherCookie, slot.guid)).statusCode).toBe(201);
    await fill(other, MB);
    expect((await register(other, otherCookie, slot.guid)).statusCode).toBe(200);
  });

  it('counts the photos of issues and notes too: a full client gets 413 naming body.photoIds, and nothing is written', async () => {
    const db = t.database.db;
    const third = await createTenant(db, 'Third');
    const type = await createLocationType(db, third.clientId, 'slip');
    const dock = await createLocation(
      db,
      { clientId: third.clientId, marinaId: third.marinas[0]!.id },
      { name: 'Q-3', typeId: type.id },
    );
    const as = await loginAs(t.app, third.staff);
    const marinaId = third.marinas[0]!.guid;
    const slot = async () => {
      const answer = await inject(uploadsApi.slot, { body: { marinaId } }, { cookie: as });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { guid: string; uploadURL: string };
    };
    const postIssue = (photoIds: string[]) =>
      inject(
        issuesApi.create,
        { body: { guid: randomUUID(), title: 'Loose cleat', locationId: dock.guid, marinaId, photoIds } },
        { cookie: as },
      );
    const first = await slot();
    const second = await slot();
    expect((await put(first.uploadURL)).statusCode).toBe(201);
    expect((await put(second.uploadURL)).statusCode).toBe(201);
    expect((await postIssue([first.guid])).statusCode).toBe(201);

    // The issue's photo now takes all but a few bytes of the client's 1 MB (no meter photos).
    await db
      .update(recordPhotos)
      .set({ byteSize: MB - 10 })
      .where(eq(recordPhotos.guid, first.guid));

    const before = (await db.select().from(issues).where(eq(issues.clientId, third.clientId))).length;
    const refused = await postIssue([second.guid]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(
      /^body\.photoIds: Photo storage for this client is full \(1\.0 of 1 MB used\)\. The photo was not saved\. /,
    );
    expect((await db.select().from(issues).where(eq(issues.clientId, third.clientId))).length).toBe(before);
    expect(await db.select().from(recordPhotos).where(eq(recordPhotos.guid, second.guid))).toEqual([]);

    const upload = await put((await slot()).uploadURL);
    expect(upload.statusCode).toBe(413);
    expect(upload.json().message).toMatch(FULL);
  });
});
