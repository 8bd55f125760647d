import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb';
import { upgradeEntry, type Version1Entry } from './legacy-entries.ts';
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
  outbox: { key: number; value: OutboxEntry; indexes: { byGuid: string } };
  queries: { key: string; value: PersistedQuery; indexes: { bySavedAt: number } };
}

export const OFFLINE_DB_NAME = 'dockwatch-offline';
/**
 * Raise it with a new step in upgrade(), guarded by `oldVersion`: a new app version opens the
 * database of the old one, whose outbox still holds the guard's unsent work.
 */
export const OFFLINE_DB_VERSION = 2;

/** Version 2 (decision 0025): entries are calls to catalogue endpoints, named by guid. */
async function upgradeOutboxFromVersion1(
  outbox: IDBPObjectStore<OfflineSchema, ArrayLike<'outbox' | 'queries'>, 'outbox', 'versionchange'>,
): Promise<void> {
  outbox.deleteIndex('byId');
  outbox.createIndex('byGuid', 'guid', { unique: true });
  for (let cursor = await outbox.openCursor(); cursor; cursor = await cursor.continue()) {
    await cursor.update(upgradeEntry(cursor.value as unknown as Version1Entry));
  }
}

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The one IndexedDB database: the write queue (outbox) and the persisted query answers. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  if (opening) return opening;
  const forget = () => {
    if (opening === current) opening = undefined;
  };
  const current = openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, transaction) {
      // Each step only once: never recreate (and so never fail on, or empty) an existing store.
      if (oldVersion < 1) {
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('byGuid', 'guid', { unique: true });
        const queries = db.createObjectStore('queries', { keyPath: 'key' });
        queries.createIndex('bySavedAt', 'savedAt');
      } else if (oldVersion < 2) {
        await upgradeOutboxFromVersion1(transaction.objectStore('outbox'));
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
