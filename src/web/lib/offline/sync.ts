import { ApiError, errorMessage } from '../api-client.ts';
import { startLoginRedirect } from '../auth-redirect.ts';
import { getEntry, pendingEntries, removeEntry, saveEntry } from './outbox.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { isTransient, photosLeftOut, type SendOptions, sendEntry, UserChanged } from './send-entry.ts';

/**
 * Sends the queue in order (ADR 0021). An entry the server refuses (4xx other than 401, 408 and
 * 429) is kept as refused and shown; the next ones still go. The network being down, a 5xx, 408
 * or 429 stops the run and it is tried again later; 401 pauses it until the guard signs in.
 */
export type SyncState = 'idle' | 'sending' | 'offline' | 'signed-out' | 'retrying';

export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/**
 * A request that has not been answered by then is given up (and tried again later): a connection
 * that stalls on a weak signal must not hold the queue, or the guard's Save button, for minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
const LOCK_NAME = 'dockwatch-outbox';

let state: SyncState = 'idle';
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let currentUser: () => string | null = () => null;
/** The server error that stopped the last run (not a network failure), and on which entry. */
let lastServerError: { seq: number; error: ApiError } | null = null;
let afterSent: (guids: string[]) => void = () => {};
/**
 * Entries (by guid) a screen is saving online and waiting for (queueWrite). That screen shows the
 * save in progress and refreshes its own data when it settles, so such an entry neither shows in
 * the 'waiting to sync' strip (it flashed there on every online save, shifting the page) nor, on
 * arrival, refreshes every query of the app (on the check-in page that refetched the location,
 * its issues, the marina's locations and the feed).
 */
let savingOnline: ReadonlySet<string> = new Set();
const savingListeners = new Set<() => void>();

export const savingOnlineIds = (): ReadonlySet<string> => savingOnline;
export function subscribeSavingOnline(listener: () => void): () => void {
  savingListeners.add(listener);
  return () => savingListeners.delete(listener);
}

/** Runs a save made online with its entry marked as such (see savingOnline). */
export async function whileSavingOnline<T>(guid: string, save: () => Promise<T>): Promise<T> {
  const mark = (next: ReadonlySet<string>) => {
    savingOnline = next;
    for (const listener of savingListeners) listener();
  };
  mark(new Set([...savingOnline, guid]));
  try {
    return await save();
  } finally {
    mark(new Set([...savingOnline].filter((other) => other !== guid)));
  }
}
let requestTimeoutMs = REQUEST_TIMEOUT_MS;
const listeners = new Set<() => void>();

function setState(next: SyncState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const syncState = (): SyncState => state;
export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wires the queue to the app: who is signed in, and what to refresh after entries arrive. */
export function configureSync(options: {
  userGuid: () => string | null;
  /** The entries that arrived in a run, but those a screen was saving online and waited for. */
  onSent: (guids: string[]) => void;
  requestTimeoutMs?: number;
}): void {
  currentUser = options.userGuid;
  afterSent = options.onSent;
  requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
}

/** How far an entry has got: each confirmed call, and its photo's storage and registration. */
const progress = (entry: OutboxEntry) =>
  entry.done +
  (entry.photo?.stored ? 1 : 0) +
  (entry.photo?.registered ? 1 : 0) +
  (entry.photos ?? []).filter((photo) => photo.stored || photo.refused).length;

/** Answers 'server-error' when a server error answer stopped the run and started a back-off. */
async function run(): Promise<'server-error' | undefined> {
  const userGuid = currentUser();
  if (!userGuid) return;
  // The 'online' event starts the next run; trying now would only count failures.
  if (!navigator.onLine) {
    setState('offline');
    return;
  }
  const sent: string[] = [];
  // Every request checks that this user is still the one signed in: never send their entries with
  // someone else's session.
  const options: SendOptions = { timeoutMs: requestTimeoutMs, owner: () => currentUser() === userGuid };
  try {
    for (const entry of await pendingEntries(userGuid)) {
      setState('sending');
      const reached = progress(entry);
      try {
        await sendEntry(entry, options);
        const leftOut = photosLeftOut(entry);
        // Arrived without a refused photo: kept in the list (with the reason) until the guard
        // dismisses it, so a photo never goes missing unnoticed. It is never sent again.
        if (leftOut) await saveEntry({ ...entry, status: 'arrived-partly', error: leftOut });
        else await removeEntry(entry.seq!);
        if (!savingOnline.has(entry.guid)) sent.push(entry.guid);
        failures = 0;
      } catch (error) {
        if (error instanceof UserChanged) {
          // Another user signed in meanwhile: start over with theirs.
          again = true;
          setState('idle');
          return;
        }
        if (error instanceof ApiError && error.status === 401) {
          setState('signed-out');
          return;
        }
        if (isTransient(error)) {
          lastServerError = error instanceof ApiError ? { seq: entry.seq!, error } : null;
          entry.attempts += 1;
          await saveEntry(entry);
          // The back-off grows while nothing gets through; a connection that keeps dropping but
          // makes progress in between is tried again soon each time.
          failures = progress(entry) > reached ? 1 : failures + 1;
          setState(error instanceof ApiError ? 'retrying' : 'offline');
          scheduleRetry();
          return error instanceof ApiError ? 'server-error' : undefined;
        }
        const status = error instanceof ApiError ? error.status : 400;
        await saveEntry({
          ...entry,
          status: 'refused',
          error: errorMessage(error),
          errorStatus: status,
          ...(error instanceof ApiError ? { errorText: error.message } : {}),
        });
      }
    }
    setState('idle');
  } finally {
    if (sent.length > 0) afterSent(sent);
  }
}

function scheduleRetry(): void {
  clearTimeout(timer);
  const delay = RETRY_DELAYS_MS[Math.min(failures - 1, RETRY_DELAYS_MS.length - 1)]!;
  timer = setTimeout(() => void syncOutbox(), delay);
}

/**
 * One run at a time in this tab, and across tabs through a Web Lock where the browser has them.
 * A tab whose run finds another tab's in progress waits for it and then runs its own: the other
 * run may have read the queue before this tab's latest save.
 */
export function syncOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(timer);
  const once = () => (navigator.locks ? navigator.locks.request(LOCK_NAME, () => run()) : run());
  running = (async () => {
    // A request that came during a run (a save, the network or the guard's session coming back)
    // gets a run of its own: the one in progress may already have passed its entry, or stopped.
    // Not after a server error, though: the back-off decides when the server is asked again (a
    // save made meanwhile waits in the queue, and the save that met the error reports it).
    do {
      again = false;
      if ((await once()) === 'server-error') break;
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** 'sent' may say which photos the server refused (the record itself arrived without them). */
export type WriteOutcome = { outcome: 'sent'; photosLeftOut?: string } | { outcome: 'queued' };

/**
 * After a save: try to send now and report what became of this entry. A refusal while the guard
 * is looking at the screen, or a server error, is answered like an online save always was (the
 * error is thrown and the entry removed, so the screen's own retry sends it again); only a
 * missing network leaves it queued. A 401 starts the sign-in.
 */
export async function sendNow(seq: number): Promise<WriteOutcome> {
  if (navigator.onLine) await syncOutbox();
  const entry = await getEntry(seq);
  if (!entry) return { outcome: 'sent' };
  if (entry.status === 'arrived-partly') {
    // The record arrived, without a photo the server refused: the screen says which.
    await removeEntry(seq);
    return { outcome: 'sent', photosLeftOut: entry.error ?? 'Saved without a photo' };
  }
  if (entry.status === 'refused') {
    await removeEntry(seq);
    // The error an online request would have thrown, so the screen shows the server's words.
    throw new ApiError(entry.errorStatus ?? 400, entry.errorText ?? entry.error ?? 'Refused');
  }
  // The server answered, with an error (5xx, 408, 429): shown like any online failure, and the
  // screen's retry sends the same guids again.
  if (lastServerError?.seq === seq) {
    const { error } = lastServerError;
    lastServerError = null;
    await removeEntry(seq);
    throw error;
  }
  if (state === 'signed-out') startLoginRedirect();
  return { outcome: 'queued' };
}
