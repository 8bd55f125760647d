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
import { clients, marinas, users } from './tenancy.ts';

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

/**
 * A round of a tour (issue 17 item 3, decision 0028): planned from a schedule slot (scheduled_at,
 * one run per slot) or started now (scheduled_at null). Window [windowStart, windowEnd); the
 * start is due at startDueAt (start + grace). Check-ins are counted from activities at read time.
 */
export const tourRuns = pgTable(
  'tour_runs',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    tourId: fk('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    scheduledAt: tstz('scheduled_at'),
    windowStart: tstz('window_start').notNull(),
    startDueAt: tstz('start_due_at').notNull(),
    windowEnd: tstz('window_end').notNull(),
    /** The verdict once judged; before, 'scheduled' or 'in_progress' (started now). */
    status: text('status').notNull().default('scheduled'),
    startedByUserId: fk('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: tstz('finished_at'),
    /** When the start was checked at the end of grace (claimed once); startOverdue: it had not started. */
    startCheckedAt: tstz('start_checked_at'),
    startOverdue: boolean('start_overdue').notNull().default(false),
    /** When the run was judged (claimed once). */
    judgedAt: tstz('judged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tour_runs_slot_unique').on(t.tourId, t.scheduledAt),
    index('tour_runs_marina_idx').on(t.clientId, t.marinaId, t.windowStart),
    index('tour_runs_unjudged_idx').on(t.windowEnd).where(sql`${t.judgedAt} is null`),
    index('tour_runs_start_unchecked_idx').on(t.startDueAt).where(sql`${t.startCheckedAt} is null`),
    check(
      'tour_runs_status_check',
      sql`${t.status} in ('scheduled', 'in_progress', 'completed', 'incomplete', 'missed')`,
    ),
    check(
      'tour_runs_window_check',
      sql`${t.windowStart} <= ${t.startDueAt} and ${t.startDueAt} < ${t.windowEnd}`,
    ),
  ],
);

/**
 * A judged run's checkpoints as they were when it was judged (migration 0015): the tour's order
 * and each location's name then. A run read after its tour was edited, or a location renamed or
 * deleted, still shows what was walked; runs not judged yet follow the tour as it is now.
 */
export const tourRunCheckpoints = pgTable(
  'tour_run_checkpoints',
  {
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    runId: fk('run_id')
      .notNull()
      .references(() => tourRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    locationId: fk('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.position] })],
);
