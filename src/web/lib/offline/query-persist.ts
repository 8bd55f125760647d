import { useSyncExternalStore } from 'react';
import { routes } from '#core/api/routes.ts';
import { authUserQueryKey } from '../signed-in-user.ts';
import { offlineDb } from './offline-db.ts';
import { keepStorage } from './persist-storage.ts';

/**
 * Offline reads (ADR 0021): every successful GET of the field screens' data (the catalogue's
 * reads marked `offline: 'keep'`, matched by the path before their first parameter) is kept in
 * IndexedDB, and when the network is down the query function answers from that copy instead of
 * failing. Online nothing changes: the network answer is used and merely stored.
 */
const PERSISTED_PREFIXES = [
  ...new Set(
    routes
      .filter((route) => route.method === 'GET' && route.offline === 'keep')
      .map((route) => route.path.split(':')[0]!),
  ),
];
/** Enough for a marina's screens; the oldest answers go first past it. */
export const MAX_PERSISTED_QUERIES = 500;
const AUTH_KEY = JSON.stringify(authUserQueryKey);

export const isPersisted = (path: string) => PERSISTED_PREFIXES.some((prefix) => path.startsWith(prefix));

let owner: string | null = null;
let writes = 0;

async function prune(): Promise<void> {
  const db = await offlineDb();
  const count = await db.count('queries');
  if (count <= MAX_PERSISTED_QUERIES) return;
  const tx = db.transaction('queries', 'readwrite');
  let cursor = await tx.store.index('bySavedAt').openCursor();
  for (let extra = count - MAX_PERSISTED_QUERIES; cursor && extra > 0; extra--) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

let chain: Promise<void> = Promise.resolve();

/**
 * Keeps an answer. A different (or no) signed-in user wipes what the previous one saw. Writes go
 * one after another, so a wipe for a new user never lands after that user's first answers.
 */
export function persistQuery(queryKey: readonly unknown[], data: unknown): Promise<void> {
  if (stopped) return chain;
  chain = chain.then(() => write(queryKey, data)).catch(() => undefined);
  void keepStorage();
  return chain;
}

let stopped = false;

/**
 * Signing out: answers still arriving (a refetch the sign-out overtook) are not kept, so none of
 * them lands after the kept reads were emptied and greets the next person as the user who left.
 */
export function stopPersisting(): void {
  stopped = true;
}

/** Resolves once every answer handed to persistQuery so far is written. */
export async function persistedWritesSettled(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = chain;
    await seen;
  } while (seen !== chain);
}

async function write(queryKey: readonly unknown[], data: unknown): Promise<void> {
  const key = JSON.stringify(queryKey);
  const db = await offlineDb();
  if (key === AUTH_KEY) {
    // The user's answer (null when signed out): whose reads these are.
    const guid =
      data && typeof data === 'object' && 'guid' in data && typeof data.guid === 'string' ? data.guid : null;
    const previous = (await db.get('queries', AUTH_KEY))?.userGuid ?? null;
    if (guid !== previous) await db.clear('queries');
    owner = guid;
    if (!guid) return;
  }
  await db.put('queries', { key, data, savedAt: Date.now(), userGuid: owner });
  if (++writes % 50 === 0) await prune();
}

/**
 * A read never made on this phone may still be answered from others that were: a feature
 * registers how (the locations feature: a location's detail from its marina's list).
 */
export type OfflineFallback = (queryKey: readonly unknown[]) => Promise<{ data: unknown } | undefined>;
const fallbacks: OfflineFallback[] = [];

export function registerOfflineFallback(fallback: OfflineFallback): void {
  fallbacks.push(fallback);
}

async function answerFromOtherReads(queryKey: readonly unknown[]): Promise<{ data: unknown } | undefined> {
  for (const fallback of fallbacks) {
    const answer = await fallback(queryKey);
    if (answer) return answer;
  }
  return undefined;
}

/** The stored answers of every key whose path is `path` (any query), for a fallback to read. */
export async function persistedAnswersOf(path: string): Promise<unknown[]> {
  const json = JSON.stringify([path]).slice(0, -1);
  const saved = await (await offlineDb()).getAll('queries', IDBKeyRange.bound(`${json},`, `${json},\uffff`));
  return saved.map((answer) => answer.data);
}

/** The stored answer for this key, if any; notes the time it was saved for the offline banner. */
export async function readPersistedQuery(
  queryKey: readonly unknown[],
): Promise<{ data: unknown } | undefined> {
  const saved = await (await offlineDb()).get('queries', JSON.stringify(queryKey));
  if (!saved) return answerFromOtherReads(queryKey);
  if (oldestShown === null || saved.savedAt < oldestShown) {
    oldestShown = saved.savedAt;
    for (const listener of listeners) listener();
  }
  return { data: saved.data };
}

/** A fetch that never reached the server (not an HTTP error answer, not an abort). */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

let oldestShown: number | null = null;
const listeners = new Set<() => void>();

/** When the oldest data on screen from the offline copy was fetched (null: none shown). */
export function useOfflineDataTime(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => oldestShown,
  );
}

/** Back online: screens refetch, so the banner's time starts afresh. */
export function resetOfflineDataTime(): void {
  oldestShown = null;
  for (const listener of listeners) listener();
}
