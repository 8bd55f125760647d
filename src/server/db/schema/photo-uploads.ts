import { index, integer, pgTable, serial, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fk } from './columns.ts';
import { clients } from './tenancy.ts';

/**
 * Photos PUT to /img and not registered yet (issue 30 item 3, decision 0049): the per-client
 * quota counts them until a registration deletes the row or the orphan sweep removes the upload
 * (migration 0020). Uploads straight to an S3 bucket never pass the app and have no row.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().unique(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_uploads_client_size_idx').on(t.clientId, t.byteSize),
    index('photo_uploads_created_idx').on(t.createdAt),
  ],
);
