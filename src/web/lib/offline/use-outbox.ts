import { useSyncExternalStore } from 'react';
import { outboxSnapshot, subscribeOutbox } from './outbox.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { type SyncState, savingOnlineIds, subscribeSavingOnline, subscribeSync, syncState } from './sync.ts';

export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot);
}

/** The ids of entries a screen is saving online right now (see whileSavingOnline). */
export function useSavingOnline(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeSavingOnline, savingOnlineIds);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSync, syncState);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}
