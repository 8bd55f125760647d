import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fk, gpsColumns, idColumns, tstz } from './columns.ts';
import { locations } from './locations.ts';
import { shifts } from './shifts.ts';
import { clients, marinas, users } from './tenancy.ts';

/** A safety alert (issue 33, decision 0059): an SOS or a missed check. Migration 0023. */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('raised'),
    raisedByUserId: fk('raised_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    raisedByName: text('raised_by_name').notNull(),
    ...gpsColumns(),
    deviceTime: tstz('device_time'),
    /** The raiser's last check-in at the marina before the alert. */
    lastCheckInLocationId: fk('last_check_in_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    lastCheckInAt: tstz('last_check_in_at'),
    createdAt: createdAt(),
    acknowledgedAt: tstz('acknowledged_at'),
    acknowledgedByUserId: fk('acknowledged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedByName: text('acknowledged_by_name'),
    resolvedAt: tstz('resolved_at'),
    resolvedByUserId: fk('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedByName: text('resolved_by_name'),
    resolutionNote: text('resolution_note'),
    /** How many tiers of the ladder were told (migration 0024). */
    tier: smallint('tier').notNull().default(0),
    /** When the escalation's next step is due; null once someone answered or the ladder ended. */
    nextStepAt: tstz('next_step_at').defaultNow(),
    /** A missed check (migration 0025): the shift, when the check was due and its grace ended. */
    shiftId: fk('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    checkDueAt: tstz('check_due_at'),
    /** The last sign of life the schedule counted from when the check was missed. */
    lastSignAt: tstz('last_sign_at'),
    graceEndsAt: tstz('grace_ends_at'),
  },
  (t) => [
    index('safety_alerts_marina_idx').on(t.marinaId, t.createdAt.desc(), t.id.desc()),
    index('safety_alerts_next_step_idx').on(t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
    uniqueIndex('safety_alerts_missed_check_once')
      .on(t.shiftId, t.checkDueAt)
      .where(sql`${t.kind} = 'missed_check'`),
    check('safety_alerts_kind_check', sql`${t.kind} in ('sos', 'missed_check')`),
    check(
      'safety_alerts_state_check',
      sql`${t.state} in ('raised', 'notifying', 'acknowledged', 'resolved', 'exhausted')`,
    ),
  ],
);

/** Every change of an alert, append-only: its timeline. Migration 0023. */
export const safetyAlertEvents = pgTable(
  'safety_alert_events',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    alertId: fk('alert_id')
      .notNull()
      .references(() => safetyAlerts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: tstz('at').notNull().defaultNow(),
    userId: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    note: text('note'),
    /** A 'notified' event: the tier told (migration 0024). */
    tier: text('tier'),
    /** How many people the step told. */
    recipients: integer('recipients'),
  },
  (t) => [index('safety_alert_events_alert_idx').on(t.alertId, t.id)],
);

/** A guard's answer to a timed safety check, "I'm OK" (issue 33). Migration 0025. */
export const safetyChecks = pgTable(
  'safety_checks',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    userId: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    deviceTime: tstz('device_time'),
    /** When the answer was given: the device time when sent, otherwise when it arrived. */
    answeredAt: tstz('answered_at').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [index('safety_checks_user_idx').on(t.userId, t.marinaId, t.answeredAt.desc().nullsLast())],
);
