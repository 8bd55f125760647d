import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesApi } from '#core/issues/issues.api.ts';
import { uploadsApi } from '#core/photos/uploads.api.ts';
import { issues, meterImages, recordPhotos } from '#server/db/schema/index.ts';
import { sweepOrphanPhotos } from '#server/jobs/sweep-orphan-photos.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from '#server/test/factories.ts';
import { tinyJpeg } from '#server/test/image-fixtures.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { createLocation, createLocationType } from '#server/test/location-factories.ts';
import { registerMeterImage } from '#server/test/meter-factories.ts';
import { photoStorage } from './photos.service.ts';

const MB = 1024 * 1024;
const QUOTA_MB = 3;
/** A photo of 2.9 MB: a real JPEG's bytes, then padding (only the magic bytes are judged). */
const PHOTO_BYTES = Math.round(2.9 * MB);
const bigJpeg = () => Buffer.concat([tinyJpeg(), Buffer.alloc(PHOTO_BYTES - tinyJpeg().length)]);

let t: TestApp;
let inject: Inject;
const db = () => t.database.db;

beforeAll(async () => {
  t = await buildTestApp({ photoQuotaMb: QUOTA_MB });
  inject = injectFor(t.app);
});
afterAll(() => t.close());

/** A fresh client (the quota is per client) with a slip in marina 0 and its staff signed in. */
async function world() {
  const tenant = await createTenant(db());
  const type = await createLocationType(db(), tenant.clientId, 'slip');
  const slip = await createLocation(
    db(),
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name: 'Q-1', typeId: type.id },
  );
  const cookie = await loginAs(t.app, tenant.staff);
  const marinaId = tenant.marinas[0]!.guid;
  const slot = async () => {
    const answer = await inject(uploadsApi.slot, { body: { marinaId } }, { cookie });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { guid: string; uploadURL: string };
  };
  return { tenant, slip, cookie, marinaId, slot };
}
type World = Awaited<ReturnType<typeof world>>;

const put = (url: string) =>
  t.app.inject({ method: 'PUT', url, payload: bigJpeg(), headers: { 'content-type': 'image/jpeg' } });

/** An object that reached storage without passing the app, as a browser's PUT to an S3 bucket does. */
function landInStorage(tenant: TestTenant): string {
  const guid = randomUUID();
  const dir = join(t.app.config.dataDir, 'photos', tenant.clientGuid);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${guid}.jpg`), bigJpeg());
  return guid;
}

const postIssue = (w: World, photoIds: string[]) =>
  inject(
    issuesApi.create,
    {
      body: {
        guid: randomUUID(),
        title: 'Loose cleat',
        locationId: w.slip.guid,
        marinaId: w.marinaId,
        photoIds,
      },
    },
    { cookie: w.cookie },
  );

/** Every byte registered to the client: meter photos and photos on records. */
async function attachedBytes(tenant: TestTenant): Promise<number> {
  const sum = async (table: typeof meterImages | typeof recordPhotos) =>
    Number(
      (
        await db()
          .select({ n: sql<string>`coalesce(sum(${table.byteSize}), 0)` })
          .from(table)
          .where(eq(table.clientId, tenant.clientId))
      )[0]?.n,
    );
  return (await sum(meterImages)) + (await sum(recordPhotos));
}

describe('the photo quota counts pending uploads (issue 30 item 3a)', () => {
  it('a second 2.9 MB upload into a 3 MB quota is refused with 413 while the first is pending', async () => {
    const w = await world();
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(201);
    const second = await put((await w.slot()).uploadURL);
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toMatch(/^Photo storage for this client is full \(2\.9 of 3 MB used\)/);
  });

  it('parallel uploads: exactly one of eight 2.9 MB photos is stored', async () => {
    const w = await world();
    const slots = await Promise.all(Array.from({ length: 8 }, () => w.slot()));
    const answers = await Promise.all(slots.map((s) => put(s.uploadURL)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413, 413, 413, 413, 413, 413, 413]);
  });

  it('registering a pending upload counts it once: the photo that filled the quota still registers', async () => {
    const w = await world();
    const slot = await w.slot();
    expect((await put(slot.uploadURL)).statusCode).toBe(201);
    const created = await postIssue(w, [slot.guid]);
    expect(created.statusCode).toBe(201);
    expect(await attachedBytes(w.tenant)).toBe(PHOTO_BYTES);
    // Registered now, so it is still counted: no room for another.
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(413);
  });

  it("counts the token's client whoever is signed in: a user of another client gets the same 413", async () => {
    const w = await world();
    const stranger = await world();
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(201);
    const { uploadURL } = await w.slot();
    const answer = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: bigJpeg(),
      headers: { 'content-type': 'image/jpeg', cookie: stranger.cookie },
    });
    expect(answer.statusCode).toBe(413);
  });

  it('a pending upload stops counting when the orphan sweep removes it', async () => {
    const w = await world();
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(201);
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(413);
    // A day on, for this client only: other files' pending uploads and photos are not a day old.
    await sweepOrphanPhotos(db(), photoStorage(t.app.config), Date.now() + 25 * 60 * 60_000, {
      clientId: w.tenant.clientId,
    });
    expect((await put((await w.slot()).uploadURL)).statusCode).toBe(201);
  });
});

describe('the quota check and the registration are one step per client (issue 30 item 3b)', () => {
  it('eight parallel creates (issues and meter photos), each naming its own 2.9 MB photo: one is attached, seven answer 413', async () => {
    const w = await world();
    const photos = Array.from({ length: 8 }, () => landInStorage(w.tenant));
    const answers = await Promise.all(
      photos.map((guid, i) =>
        i % 2 === 0
          ? postIssue(w, [guid])
          : registerMeterImage(t.app, w.cookie, { guid, locationId: w.slip.guid, marinaId: w.marinaId }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 413)).toHaveLength(7);
    expect(await attachedBytes(w.tenant)).toBe(PHOTO_BYTES);
    expect(await attachedBytes(w.tenant)).toBeLessThanOrEqual(QUOTA_MB * MB);
    const refusedIssues = await db().select().from(issues).where(eq(issues.clientId, w.tenant.clientId));
    expect(refusedIssues.length).toBeLessThanOrEqual(1);
  });
});
