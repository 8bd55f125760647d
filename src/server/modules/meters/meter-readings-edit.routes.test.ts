import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, meterImages, meterReadings } from '#server/db/schema/index.ts';
import { captureMeter, type MeterWorld, meterWorld } from '#server/test/meter-factories.ts';

let w: MeterWorld;
beforeAll(async () => {
  w = await meterWorld();
});
afterAll(() => w.t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | null, payload?: object) =>
  w.t.app.inject({ method, url, headers: as ? { cookie: as } : {}, ...(payload ? { payload } : {}) });
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

describe('PUT and DELETE /api/meter-readings/{guid}', () => {
  async function recorded(as: string, reading: string | null = '10') {
    const c = await capture(as);
    const body = readingBody(c, { reading });
    expect((await call('POST', '/api/meter-readings', as, body)).statusCode).toBe(201);
    return { ...c, guid: body.guid };
  }

  it('lets staff fix their own reading and admins any; sets transcribedAt; warns kept', async () => {
    const own = await recorded(w.cookies.staff, null);
    const put = await call('PUT', `/api/meter-readings/${own.guid}`, w.cookies.staff, {
      reading: '0000987.650',
      notes: 'fixed',
      marinaId: marinaId(),
      warning: 'confirmed',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ reading: '987.650', notes: 'fixed', warning: 'confirmed' });
    expect(put.json().transcribedAt).not.toBeNull();
    const byAdmin = await call('PUT', `/api/meter-readings/${own.guid}`, w.cookies.admin, {
      reading: '987.66',
    });
    expect(byAdmin.json()).toMatchObject({ reading: '987.660', notes: 'fixed', warning: null });
  });

  it("lets staff transcribe anyone's untranscribed reading but not change or delete another's value", async () => {
    const adminsPhotoOnly = await recorded(w.cookies.admin, null);
    expect(
      (await call('PUT', `/api/meter-readings/${adminsPhotoOnly.guid}`, w.cookies.staff, { reading: '5' }))
        .statusCode,
    ).toBe(200);
    const adminsReading = await recorded(w.cookies.admin, '7');
    const edit = await call('PUT', `/api/meter-readings/${adminsReading.guid}`, w.cookies.staff, {
      reading: '8',
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/api/meter-readings/${adminsReading.guid}?marinaId=${marinaId()}`,
          w.cookies.staff,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/meter-readings/${adminsReading.activityGuid}`, w.cookies.staff)).json()
        .reading,
    ).toBe('7.000');
  });

  it('answers 400 naming the field, 401, 403 and 404 for another tenant, changing nothing', async () => {
    const own = await recorded(w.cookies.staff, '11');
    const url = `/api/meter-readings/${own.guid}`;
    for (const reading of [undefined, '', '   ']) {
      const response = await call('PUT', url, w.cookies.staff, { reading, notes: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('body.reading: Please enter a reading value.');
    }
    expect((await call('PUT', url, w.cookies.staff, { reading: '1.2345' })).json().message).toMatch(
      /^body\.reading: /,
    );
    expect(
      (await call('PUT', url, w.cookies.staff, { reading: '1', marinaId: w.tenant.marinas[1]!.guid }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', url, null, { reading: '1' })).statusCode).toBe(401);
    expect((await call('PUT', url, w.cookies.staffOther, { reading: '1' })).statusCode).toBe(403);
    expect((await call('PUT', url, w.cookies.foreign, { reading: '1' })).statusCode).toBe(404);
    expect(
      (await call('DELETE', `${url}?marinaId=${w.other.marinas[0]!.guid}`, w.cookies.foreign)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url, w.cookies.staff)).json().message).toMatch(/^querystring\.marinaId: /);
    expect(
      (await call('GET', `/api/meter-readings/${own.activityGuid}`, w.cookies.staff)).json().reading,
    ).toBe('11.000');
  });

  it('deletes the reading with its meter activity (no card left to transcribe); the photo stays; a repeat is 404', async () => {
    const own = await recorded(w.cookies.staff, '12');
    const url = `/api/meter-readings/${own.guid}?marinaId=${marinaId()}`;
    const deleted = await call('DELETE', url, w.cookies.staff);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ guid: own.guid, deleted: true });
    expect((await call('DELETE', url, w.cookies.staff)).statusCode).toBe(404);
    const db = w.t.database.db;
    expect(await db.select().from(activities).where(eq(activities.guid, own.activityGuid))).toHaveLength(0);
    expect((await call('GET', `/api/meter-readings/${own.activityGuid}`, w.cookies.staff)).statusCode).toBe(
      404,
    );
    expect(await db.select().from(meterImages).where(eq(meterImages.guid, own.photo))).toHaveLength(1);
    expect((await call('GET', `/img/${own.photo}`, w.cookies.staff)).statusCode).toBe(200);
  });
});
