import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoRoute } from '#core/api/plain-routes.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import { activities, meterImages, meterReadings } from '#server/db/schema/index.ts';
import { type Inject, injectFor } from '#server/test/inject.ts';
import { captureMeter, type MeterWorld, meterWorld } from '#server/test/meter-factories.ts';

let w: MeterWorld;
let inject: Inject;
beforeAll(async () => {
  w = await meterWorld();
  inject = injectFor(w.t.app);
});
afterAll(() => w.t.close());

/** A session cookie of the world, or signed out (null). */
const by = (cookie: string | null) => (cookie ? { cookie } : {});
const post = (body: object, cookie: string) => inject(metersApi.createReading, { body }, by(cookie));
const put = (guid: string, body: object, cookie: string | null) =>
  inject(metersApi.updateReading, { params: { guid }, body }, by(cookie));
const del = (guid: string, query: { marinaId?: string }, cookie: string) =>
  inject(metersApi.deleteReading, { params: { guid }, query }, by(cookie));
const readingOf = (activityGuid: string) =>
  inject(metersApi.readingOfActivity, { params: { guid: activityGuid } }, by(w.cookies.staff));
const marinaId = () => w.tenant.marinas[0]!.guid;
/** The readings of this file's two clients (other files write readings to the same database meanwhile). */
const _countReadings = async () =>
  (
    await w.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(meterReadings)
      .where(inArray(meterReadings.clientId, [w.tenant.clientId, w.other.clientId]))
  )[0]!.n;
const capture = (as = w.cookies.staff) => captureMeter(w, as);
const readingBody = (c: { photo: string; activityGuid: string }, extra: object = {}) => ({
  guid: randomUUID(),
  activityId: c.activityGuid,
  meterImageId: c.photo,
  meterType: 'power',
  reading: '123456789.123',
  notes: 'by the gate',
  marinaId: marinaId(),
  ...extra,
});

describe(`PUT and DELETE ${metersApi.updateReading.path}`, () => {
  async function recorded(as: string, reading: string | null = '10') {
    const c = await capture(as);
    const body = readingBody(c, { reading });
    expect((await post(body, as)).statusCode).toBe(201);
    return { ...c, guid: body.guid };
  }

  it('lets staff fix their own reading and admins any; sets transcribedAt; warns kept', async () => {
    const own = await recorded(w.cookies.staff, null);
    const fixed = await put(
      own.guid,
      { reading: '0000987.650', notes: 'fixed', marinaId: marinaId(), warning: 'confirmed' },
      w.cookies.staff,
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ reading: '987.650', notes: 'fixed', warning: 'confirmed' });
    expect(fixed.json().transcribedAt).not.toBeNull();
    const byAdmin = await put(own.guid, { reading: '987.66' }, w.cookies.admin);
    expect(byAdmin.json()).toMatchObject({ reading: '987.660', notes: 'fixed', warning: null });
  });

  it("lets staff transcribe anyone's untranscribed reading but not change or delete another's value", async () => {
    const adminsPhotoOnly = await recorded(w.cookies.admin, null);
    expect((await put(adminsPhotoOnly.guid, { reading: '5' }, w.cookies.staff)).statusCode).toBe(200);
    const adminsReading = await recorded(w.cookies.admin, '7');
    const edit = await put(adminsReading.guid, { reading: '8' }, w.cookies.staff);
    expect(edit.statusCode).toBe(403);
    expect((await del(adminsReading.guid, { marinaId: marinaId() }, w.cookies.staff)).statusCode).toBe(403);
    expect((await readingOf(adminsReading.activityGuid)).json().reading).toBe('7.000');
  });

  it('answers 400 naming the field, 401, 403 and 404 for another tenant, changing nothing', async () => {
    const own = await recorded(w.cookies.staff, '11');
    const guid = own.guid;
    for (const reading of [undefined, '', '   ']) {
      const response = await put(guid, { reading, notes: 'x' }, w.cookies.staff);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('body.reading: Please enter a reading value.');
    }
    expect((await put(guid, { reading: '1.2345' }, w.cookies.staff)).json().message).toMatch(
      /^body\.reading: /,
    );
    expect(
      (await put(guid, { reading: '1', marinaId: w.tenant.marinas[1]!.guid }, w.cookies.staff)).statusCode,
    ).toBe(400);
    expect((await put(guid, { reading: '1' }, null)).statusCode).toBe(401);
    expect((await put(guid, { reading: '1' }, w.cookies.staffOther)).statusCode).toBe(403);
    expect((await put(guid, { reading: '1' }, w.cookies.foreign)).statusCode).toBe(404);
    expect((await del(guid, { marinaId: w.other.marinas[0]!.guid }, w.cookies.foreign)).statusCode).toBe(404);
    expect((await del(guid, {}, w.cookies.staff)).json().message).toMatch(/^querystring\.marinaId: /);
    expect((await readingOf(own.activityGuid)).json().reading).toBe('11.000');
  });

  it('deletes the reading with its meter activity (no card left to transcribe); the photo stays; a repeat is 404', async () => {
    const own = await recorded(w.cookies.staff, '12');
    const deleted = await del(own.guid, { marinaId: marinaId() }, w.cookies.staff);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ guid: own.guid, deleted: true });
    expect((await del(own.guid, { marinaId: marinaId() }, w.cookies.staff)).statusCode).toBe(404);
    const db = w.t.database.db;
    expect(await db.select().from(activities).where(eq(activities.guid, own.activityGuid))).toHaveLength(0);
    expect((await readingOf(own.activityGuid)).statusCode).toBe(404);
    expect(await db.select().from(meterImages).where(eq(meterImages.guid, own.photo))).toHaveLength(1);
    // The photo's bytes (GET /img/:guid, a plain route).
    expect((await inject(photoRoute, { params: { guid: own.photo } }, by(w.cookies.staff))).statusCode).toBe(
      200,
    );
  });
});
