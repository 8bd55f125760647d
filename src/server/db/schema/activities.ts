import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fk, gpsColumns, idColumns, tstz } from './columns.ts';
import { locations } from './locations.ts';
import { shifts } from './shifts.ts';
import { clients, marinas, users } from './tenancy.ts';

export const activities = pgTable(
  'activities',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    locationId: fk('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    userId: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    shiftId: fk('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    occupancyChecklistId: fk('occupancy_checklist_id'),
    issueId: fk('issue_id'),
    comment: text('comment'),
    staffName: text('staff_name'),
    ...gpsColumns(),
    /** GPS proof of presence (ADR 0020): 'far', 'inaccurate', 'repeat'; flagged, never refused. */
    gpsFlags: text('gps_flags').array().notNull().default(sql`'{}'::text[]`),
    /** Whole metres from the location's reference position when there was one. */
    gpsDistanceM: integer('gps_distance_m'),
    /** When it happened (device time when the device sent one); may be absent per spec. */
    timestamp: tstz('timestamp').defaultNow(),
    /** What the device said when it sent a time (ADR 0021); null when it sent none. */
    deviceTime: tstz('device_time'),
    /** When the server received it. */
    receivedAt: tstz('received_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_marina_time_idx').on(t.marinaId, t.timestamp.desc().nullsLast(), t.id.desc()),
    index('activities_location_time_idx').on(t.locationId, t.timestamp.desc().nullsLast(), t.id.desc()),
    index('activities_client_idx').on(t.clientId),
    index('activities_shift_idx').on(t.shiftId).where(sql`${t.shiftId} is not null`),
  ],
);
