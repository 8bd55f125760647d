import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TourSchedule } from '#core/tours/tour.schema.ts';
import { createdAt, fk, idColumns, tstz, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { clients, marinas } from './tenancy.ts';

/** Patrol tours (issue 17, decision 0027): migration 0012. */
export const tours = pgTable(
  'tours',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ordered: boolean('ordered').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    schedule: jsonb('schedule').notNull().$type<TourSchedule>(),
    active: boolean('active').notNull().default(true),
    /** Soft delete, as locations: the runs of a removed tour stay for the reports. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tours_marina_idx').on(t.clientId, t.marinaId).where(sql`${t.deletedAt} is null`),
    check('tours_duration_check', sql`${t.durationMinutes} between 1 and 1440`),
    check('tours_grace_check', sql`${t.graceMinutes} between 0 and 1440`),
  ],
);

/** A tour's checkpoints in walking order: one row per position (0, 1, …). */
export const tourCheckpoints = pgTable(
  'tour_checkpoints',
  {
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tourId: fk('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    locationId: fk('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.position] }),
    uniqueIndex('tour_checkpoints_location_unique').on(t.tourId, t.locationId),
    index('tour_checkpoints_location_idx').on(t.locationId),
  ],
);
