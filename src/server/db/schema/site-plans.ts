import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fk, idColumns, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { clients, marinas } from './tenancy.ts';

/** A calibration point as kept: a share of the image and the GPS there. */
export interface StoredCalibrationPoint {
  x: number;
  y: number;
  gpsLatitude: number;
  gpsLongitude: number;
}

/**
 * A marina's site plan (issue 34, migration 0027): its image is a photo registered here (its guid
 * is the stored object's; the orphan sweep and the quota count it as a record's photo), with its
 * size in pixels read from the file. The calibration ties it to GPS; null when there is none.
 */
export const sitePlans = pgTable(
  'site_plans',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photoGuid: uuid('photo_guid').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    calibration: jsonb('calibration').$type<StoredCalibrationPoint[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_plans_marina_idx').on(t.marinaId),
    // The photo quota's sum, from the index alone (as the other photos).
    index('site_plans_client_size_idx').on(t.clientId, t.byteSize),
  ],
);

/** A location pinned on a plan: x, y in shares of the image; a deleted location takes its pins. */
export const sitePlanPins = pgTable(
  'site_plan_pins',
  {
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    planId: fk('plan_id')
      .notNull()
      .references(() => sitePlans.id, { onDelete: 'cascade' }),
    locationId: fk('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
  },
  (t) => [
    primaryKey({ name: 'site_plan_pins_pk', columns: [t.planId, t.locationId] }),
    index('site_plan_pins_location_idx').on(t.locationId),
  ],
);
