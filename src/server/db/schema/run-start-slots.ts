import { index, pgTable, serial, uuid } from 'drizzle-orm/pg-core';
import { fk, tstz } from './columns.ts';
import { clients, users } from './tenancy.ts';

/**
 * One per run a user started with POST /api/tours/{guid}/runs (issue 30 item 7, decision 0052):
 * counted per user in a window, under an advisory lock per user. Migration 0021.
 */
export const runStartSlots = pgTable(
  'run_start_slots',
  {
    id: serial('id').primaryKey(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runGuid: uuid('run_guid').notNull(),
    takenAt: tstz('taken_at').notNull().defaultNow(),
  },
  (t) => [index('run_start_slots_user_idx').on(t.userId, t.takenAt)],
);
