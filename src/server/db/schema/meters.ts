import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { createdAt, entryTimes, fk, gpsColumns, idColumns, tstz, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { clients, marinas } from './tenancy.ts';

export const meterTypes = ['power', 'water', 'gas'] as const;

export const meterImages = pgTable(
  'meter_images',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    locationId: fk('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    meterType: text('meter_type').notNull(),
    photoPath: text('photo_path'),
    ...gpsColumns(),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    uploadedAt: tstz('uploaded_at'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('meter_images_location_idx').on(t.locationId),
    // The photo quota's sum, from the index alone (migration 0010).
    index('meter_images_client_size_idx').on(t.clientId, t.byteSize),
  ],
);

export const meterReadings = pgTable(
  'meter_readings',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    activityId: fk('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    meterImageId: fk('meter_image_id').references(() => meterImages.id, { onDelete: 'set null' }),
    locationId: fk('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    meterType: text('meter_type').notNull(),
    /**
     * The unit the reading was recorded in (ASCII, as marinas.meter_units; migration 0019). Left
     * out of an insert, a trigger fills in the marina's unit of that moment (hence DEFAULT NULL on
     * a NOT NULL column): changing the marina's unit later never relabels it.
     */
    unit: text('unit').notNull().default(sql`NULL`),
    reading: numeric('reading', { precision: 12, scale: 3 }),
    notes: text('notes'),
    /** Why the reader confirmed an unusual value (lower than before, or far above the usual use). */
    warning: text('warning'),
    transcribedAt: tstz('transcribed_at'),
    createdAt: createdAt(),
    ...entryTimes(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meter_readings_marina_time_idx').on(t.marinaId, t.createdAt.desc(), t.id.desc()),
    index('meter_readings_location_idx').on(t.locationId, t.meterType, t.createdAt.desc(), t.id.desc()),
    index('meter_readings_activity_idx').on(t.activityId),
    // The orphan sweep's "no reading names this photo", and ON DELETE SET NULL (migration 0010).
    index('meter_readings_meter_image_idx').on(t.meterImageId),
  ],
);
