import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, entryTimes, fk, idColumns, tstz, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { clients, marinas, users } from './tenancy.ts';

export const checklists = pgTable(
  'checklists',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id').references(() => marinas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    items: jsonb('items').notNull().$type<string[]>().default([]),
    isTemplate: boolean('is_template').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checklists_client_marina_idx').on(t.clientId, t.marinaId)],
);

export const checklistInstances = pgTable(
  'checklist_instances',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    checklistId: fk('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    userId: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    completedItems: jsonb('completed_items').notNull().$type<string[]>().default([]),
    isCompleted: boolean('is_completed').notNull().default(false),
    dueDate: tstz('due_date'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('checklist_instances_marina_idx').on(t.marinaId, t.createdAt.desc())],
);

export const occupancyChecklists = pgTable(
  'occupancy_checklists',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    locationId: fk('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    started: tstz('started').notNull().defaultNow(),
    finalized: tstz('finalized'),
    finalizedBy: fk('finalized_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...entryTimes(),
  },
  (t) => [
    uniqueIndex('occupancy_checklists_one_open').on(t.locationId).where(sql`${t.finalized} is null`),
    index('occupancy_checklists_marina_idx').on(t.marinaId, t.started.desc()),
  ],
);

export const occupancyChecks = pgTable(
  'occupancy_checks',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    checklistId: fk('checklist_id')
      .notNull()
      .references(() => occupancyChecklists.id, { onDelete: 'cascade' }),
    locationId: fk('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    checkedAt: tstz('checked_at').notNull().defaultNow(),
    ...entryTimes(),
    checkedBy: fk('checked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('occupancy_checks_unique').on(t.checklistId, t.locationId)],
);
