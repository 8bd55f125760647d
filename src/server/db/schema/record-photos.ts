import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { createdAt, fk, idColumns } from './columns.ts';
import { issues } from './issues.ts';
import { clients, marinas } from './tenancy.ts';

/**
 * Photos on issues and notes (ADR 0032). A row is written when a create or an edit names an
 * uploaded photo: it is registered then (size, type, quota), never before. `activity_id` is the
 * activity that brought the photo (the note, the issue_created or issue_updated entry), so the
 * feed and the shift summary show each photo once, where it was added; `issue_id` gathers an
 * issue's photos for the issue card. The guid is the stored object's: the orphan sweep keeps
 * every object a row here names.
 */
export const recordPhotos = pgTable(
  'record_photos',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    activityId: fk('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    issueId: fk('issue_id').references(() => issues.id, { onDelete: 'cascade' }),
    /** Order within its activity (0-4), as the guard added them. */
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('record_photos_activity_idx').on(t.activityId, t.position),
    index('record_photos_issue_idx').on(t.issueId),
    // The photo quota's sum, from the index alone (as meter_images).
    index('record_photos_client_size_idx').on(t.clientId, t.byteSize),
  ],
);
