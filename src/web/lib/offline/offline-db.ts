import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxEntry } from './outbox-types.ts';

/** What a successful GET answered, kept for reading while offline (ADR 0021). */
export interface PersistedQuery {
  /** JSON of the query key. */
  key: string;
  data: unknown;
  savedAt: number;
  /** The signed-in user it was fetched for. */
  userGuid: string | null;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { byId: string } };
  queries: { key: string; value: PersistedQuery; indexes: { bySavedAt: number } };
}

export const OFFLINE_DB_NAME = 'dockwatch-offline';

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The one IndexedDB database: the write queue (outbox) and the persisted query answers. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byId', 'id', { unique: true });
      const queries = db.createObjectStore('queries', { keyPath: 'key' });
      queries.createIndex('bySavedAt', 'savedAt');
    },
    // Another tab opened a newer version: let it upgrade, reopen on next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}
