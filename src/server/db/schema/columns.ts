import { sql } from 'drizzle-orm';
import { integer, numeric, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity has: a serial id that never leaves the server and a public guid. */
export const idColumns = () => ({
  id: serial('id').primaryKey(),
  guid: uuid('guid').notNull().unique().default(sql`gen_random_uuid()`),
});

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** GPS columns with the spec's sizes: latitude 10,8; longitude 11,8; accuracy 10,2. */
export const gpsColumns = () => ({
  gpsLatitude: numeric('gps_latitude', { precision: 10, scale: 8 }),
  gpsLongitude: numeric('gps_longitude', { precision: 11, scale: 8 }),
  gpsAccuracy: numeric('gps_accuracy', { precision: 10, scale: 2 }),
});

export const fk = (name: string) => integer(name);

/** When a phone made the entry (null when it sent no time) and when the server got it (ADR 0021). */
export const entryTimes = () => ({
  deviceTime: tstz('device_time'),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/**
 * An outbox row's sending state (the alert e-mails, the push messages): claimed by one sender at a
 * time, retried with a back-off, kept with its last error, sent once.
 */
export const outboxColumns = () => ({
  /** Sending attempts begun (a claim counts one). */
  attempts: integer('attempts').notNull().default(0),
  /** Not before then: a retry's back-off, or the lease of a sender that claimed it. */
  nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  /** When the receiving server (SMTP, the push service) accepted it; null while pending. */
  sentAt: tstz('sent_at'),
  createdAt: createdAt(),
});
