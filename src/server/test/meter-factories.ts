import { randomUUID } from 'node:crypto';
import { activitiesApi } from '#core/activity/activities.api.ts';
import { metersApi } from '#core/meters/meters.api.ts';
import type { Db } from '#server/db/connect.ts';
import { activities, meterReadings } from '#server/db/schema/index.ts';
import { createUploadToken } from '#server/storage/upload-token.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createTenant, loginAs, type TestTenant } from './factories.ts';
import { tinyJpeg } from './image-fixtures.ts';
import { injectFor } from './inject.ts';
import { createLocation, createLocationType, type TestRow } from './location-factories.ts';

export interface MeterScope {
  clientId: number;
  marinaId: number;
}

/** A meter_read activity at a location, as activitiesApi.create writes it. */
export async function addMeterActivity(
  db: Db,
  scope: MeterScope,
  locationId: number,
  options: { userId?: number | null; timestamp?: Date; type?: string } = {},
): Promise<{ id: number; guid: string }> {
  const [row] = await db
    .insert(activities)
    .values({
      ...scope,
      locationId,
      type: options.type ?? 'meter_read',
      userId: options.userId ?? null,
      comment: 'Meter reading (power)',
      timestamp: options.timestamp ?? new Date(),
    })
    .returning({ id: activities.id, guid: activities.guid });
  return row!;
}

/** A reading written directly with a chosen time (history tests), with its own activity. */
export async function addReading(
  db: Db,
  scope: MeterScope,
  locationId: number,
  reading: string | null,
  createdAt: Date,
  options: { meterType?: string; userId?: number | null; notes?: string } = {},
): Promise<{ guid: string; activityGuid: string }> {
  const activity = await addMeterActivity(db, scope, locationId, {
    userId: options.userId ?? null,
    timestamp: createdAt,
  });
  const guid = randomUUID();
  await db.insert(meterReadings).values({
    ...scope,
    guid,
    activityId: activity.id,
    locationId,
    meterType: options.meterType ?? 'power',
    reading,
    notes: options.notes ?? null,
    transcribedAt: reading === null ? null : createdAt,
    createdAt,
  });
  return { guid, activityGuid: activity.guid };
}

/** Everything the reading route tests share: two tenants, a slip each, and every role signed in. */
export interface MeterWorld {
  t: TestApp;
  tenant: TestTenant;
  other: TestTenant;
  slip: TestRow;
  foreignSlip: TestRow;
  cookies: Record<'staff' | 'admin' | 'staffOther' | 'foreign', string>;
}

export async function meterWorld(): Promise<MeterWorld> {
  const t = await buildTestApp();
  const db = t.database.db;
  const tenant = await createTenant(db);
  const other = await createTenant(db, 'Other');
  const type = await createLocationType(db, tenant.clientId, 'slip');
  const slip = await createLocation(
    db,
    { clientId: tenant.clientId, marinaId: tenant.marinas[0]!.id },
    { name: 'D-1', typeId: type.id },
  );
  const otherType = await createLocationType(db, other.clientId, 'slip');
  const foreignScope = { clientId: other.clientId, marinaId: other.marinas[0]!.id };
  const foreignSlip = await createLocation(db, foreignScope, { name: 'F-1', typeId: otherType.id });
  const cookies = {
    staff: await loginAs(t.app, tenant.staff),
    admin: await loginAs(t.app, tenant.admin),
    staffOther: await loginAs(t.app, tenant.staffOther),
    foreign: await loginAs(t.app, other.superAdmin),
  };
  return { t, tenant, other, slip, foreignSlip, cookies };
}

/** The phone's sequence at the world's slip: upload a photo, register it, log the meter_read activity. */
export async function captureMeter(
  w: MeterWorld,
  cookie: string,
): Promise<{ photo: string; activityGuid: string }> {
  const photo = randomUUID();
  const token = createUploadToken(w.t.app.config.sessionSecret, photo, w.tenant.clientGuid);
  const inject = injectFor(w.t.app);
  await w.t.app.inject({ method: 'PUT', url: `/img/${photo}?token=${token}`, payload: tinyJpeg() });
  const marinaId = w.tenant.marinas[0]!.guid;
  const image = await inject(
    metersApi.createImage,
    {
      body: {
        guid: photo,
        locationId: w.slip.guid,
        meterType: 'power',
        photoPath: `/img/${photo}`,
        status: 'uploaded',
        marinaId,
      },
    },
    { cookie },
  );
  const activityGuid = randomUUID();
  const activity = await inject(
    activitiesApi.create,
    {
      body: {
        guid: activityGuid,
        locationId: w.slip.guid,
        type: 'meter_read',
        comment: 'Meter reading (power)',
        gpsLatitude: null,
        gpsLongitude: null,
        gpsAccuracy: null,
        marinaId,
      },
    },
    { cookie },
  );
  if (image.statusCode !== 201 || activity.statusCode !== 201) {
    throw new Error(`capture failed: ${image.statusCode} ${activity.statusCode}`);
  }
  return { photo, activityGuid };
}

/** metersApi.createImage for a stored upload: registers the photo at a location (water meter, no GPS). */
export const registerMeterImage = (
  app: TestApp['app'],
  cookie: string,
  photo: { guid: string; locationId: string | undefined; marinaId: string },
) =>
  injectFor(app)(
    metersApi.createImage,
    {
      body: {
        guid: photo.guid,
        locationId: photo.locationId,
        meterType: 'water',
        photoPath: `/img/${photo.guid}`,
        gpsLatitude: null,
        gpsLongitude: null,
        gpsAccuracy: null,
        status: 'uploaded',
        marinaId: photo.marinaId,
      },
    },
    { cookie },
  );
