import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fk, idColumns, tstz, updatedAt } from './columns.ts';
import { clients, marinas } from './tenancy.ts';

export const locationTypes = pgTable(
  'location_types',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('location_types_name_unique').on(t.clientId, sql`lower(${t.name})`)],
);

export const locations = pgTable(
  'locations',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeId: fk('type_id')
      .notNull()
      .references(() => locationTypes.id),
    parentId: fk('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'cascade' }),
    description: text('description'),
    status: text('status').notNull().default('active').$type<'active' | 'occupied' | 'maintenance'>(),
    hasOccupancy: boolean('has_occupancy').notNull().default(false),
    /** GPS reference position (ADR 0020): set by an admin, or the median of the first good check-ins. */
    refLatitude: numeric('ref_latitude', { precision: 10, scale: 8 }),
    refLongitude: numeric('ref_longitude', { precision: 11, scale: 8 }),
    refSource: text('ref_source').$type<'admin' | 'check-ins'>(),
    refSetAt: tstz('ref_set_at'),
    /**
     * Newest activity timestamp of any type, and of a patrol type (patrol_check, meter_read,
     * checklist): kept by triggers on activities (migration 0008), read by the locations list.
     */
    lastActivityAt: tstz('last_activity_at'),
    lastPatrolAt: tstz('last_patrol_at'),
    /** Soft delete: history (activities, readings, issues) keeps pointing at the row. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_marina_idx').on(t.clientId, t.marinaId).where(sql`${t.deletedAt} is null`),
    index('locations_parent_idx').on(t.parentId),
    uniqueIndex('locations_name_unique')
      .on(t.marinaId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('locations_status_check', sql`${t.status} in ('active', 'occupied', 'maintenance')`),
    check('locations_ref_source_check', sql`${t.refSource} in ('admin', 'check-ins')`),
  ],
);
