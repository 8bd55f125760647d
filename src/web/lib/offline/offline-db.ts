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
/**
 * Raise it with a new step in upgrade(), guarded by `oldVersion`: a new app version opens the
 * database of the old one, whose outbox still holds the guard's unsent work.
 */
export const OFFLINE_DB_VERSION = 1;

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The one IndexedDB database: the write queue (outbox) and the persisted query answers. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  if (opening) return opening;
  const forget = () => {
    if (opening === current) opening = undefined;
  };
  const current = openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db, oldVersion) {
      // Each step only once: never recreate (and so never fail on, or empty) an existing store.
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('byId', 'id', { unique: true });
        const queries = db.createObjectStore('queries', { keyPath: 'key' });
        queries.createIndex('bySavedAt', 'savedAt');
      }
    },
    // Another tab (a newer app version) wants to upgrade: let it, and reopen on next use.
    blocking() {
      void current.then((db) => db.close());
      forget();
    },
    // The browser closed the connection (storage cleared, disk trouble): reopen on next use.
    terminated: forget,
  });
  opening = current;
  // A failed open (a transient storage error) must not be remembered for the rest of the session.
  current.catch(forget);
  return current;
}
