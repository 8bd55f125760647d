import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/** One row per background job: who may run it next is decided here, not in a process (ADR 0023). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: tstz('next_run_at').notNull(),
  lastRunAt: tstz('last_run_at'),
  lastRunBy: text('last_run_by'),
});
