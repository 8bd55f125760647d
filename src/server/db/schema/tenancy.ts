import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_METER_UNITS, type MeterUnits } from '#core/meters/meter-units.ts';
import { DEFAULT_SAFETY, type SafetySettings } from '#core/safety/safety-settings.ts';
import { createdAt, fk, idColumns, tstz, updatedAt } from './columns.ts';

export const clients = pgTable('clients', {
  ...idColumns(),
  name: text('name').notNull(),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const marinas = pgTable(
  'marinas',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    location: text('location'),
    description: text('description'),
    /** IANA zone of the marina's clocks (tour schedules, reports); migration 0011, decision 0026. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The unit of each meter type, ASCII (migration 0017, decision 0035); read through meterUnitsFrom. */
    meterUnits: jsonb('meter_units').$type<MeterUnits>().notNull().default(DEFAULT_METER_UNITS),
    /** Timed checks, emergency number, escalation ladder (migration 0022, decision 0059); read through safetySettingsFrom. */
    safety: jsonb('safety').$type<SafetySettings>().notNull().default(DEFAULT_SAFETY),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('marinas_client_idx').on(t.clientId, t.name)],
);

export const users = pgTable(
  'users',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    passwordHash: text('password_hash'),
    disabledAt: tstz('disabled_at'),
    /** The user's own switch for alert e-mails (migration 0014, decision 0029). */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_client_idx').on(t.clientId),
  ],
);

export const permissionTypes = ['admin', 'super_admin', 'marina_access'] as const;

export const permissions = pgTable(
  'permissions',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id').references(() => marinas.id, { onDelete: 'cascade' }),
    permissionType: text('permission_type').notNull().$type<(typeof permissionTypes)[number]>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('permissions_unique').on(t.userId, t.permissionType, sql`coalesce(${t.marinaId}, 0)`),
    index('permissions_marina_idx').on(t.marinaId),
    check('permissions_type_check', sql`${t.permissionType} in ('admin', 'super_admin', 'marina_access')`),
  ],
);

/** Session store: the connect-pg-simple shape (sid, sess, expire). */
export const session = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('session_expire_idx').on(t.expire),
    index('session_user_idx').on(sql`((${t.sess}->>'userId'))`),
  ],
);

/** Failed sign-in attempts, kept in the database so every instance shares the rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumns().id,
    key: text('key').notNull(),
    failedAt: tstz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);
