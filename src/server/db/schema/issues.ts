import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, entryTimes, fk, gpsColumns, idColumns, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { clients, marinas, users } from './tenancy.ts';

export const issues = pgTable(
  'issues',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    locationId: fk('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority').notNull().default('medium').$type<'low' | 'medium' | 'high'>(),
    status: text('status').notNull().default('open').$type<'open' | 'fixed' | 'wontfix'>(),
    createdByUserId: fk('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedToUserId: fk('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...gpsColumns(),
    createdAt: createdAt(),
    ...entryTimes(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('issues_marina_idx').on(t.marinaId, t.status, t.createdAt.desc()),
    index('issues_location_idx').on(t.locationId),
    check('issues_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('issues_status_check', sql`${t.status} in ('open', 'fixed', 'wontfix')`),
  ],
);
