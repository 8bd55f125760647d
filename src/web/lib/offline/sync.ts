import { ApiError, errorMessage } from '../api-client.ts';
import { startLoginRedirect } from '../auth-redirect.ts';
import { getEntry, pendingEntries, removeEntry, saveEntry } from './outbox.ts';
import { sendEntry } from './send-entry.ts';

/**
 * Sends the queue in order (ADR 0021). An entry the server refuses (4xx other than 401, 408 and
 * 429) is kept as refused and shown; the next ones still go. The network being down, a 5xx, 408
 * or 429 stops the run and it is tried again later; 401 pauses it until the guard signs in.
 */
export type SyncState = 'idle' | 'sending' | 'offline' | 'signed-out' | 'retrying';

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
const LOCK_NAME = 'dockwatch-outbox';

let state: SyncState = 'idle';
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let currentUser: () => string | null = () => null;
/** The server error that stopped the last run (not a network failure), and on which entry. */
let lastServerError: { seq: number; error: ApiError } | null = null;
let afterSent: (kinds: Set<string>) => void = () => {};
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
  onSent: (kinds: Set<string>) => void;
}): void {
  currentUser = options.userGuid;
  afterSent = options.onSent;
}

const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

async function run(): Promise<void> {
  const userGuid = currentUser();
  if (!userGuid) return;
  // The 'online' event starts the next run; trying now would only count failures.
  if (!navigator.onLine) {
    setState('offline');
    return;
  }
  const sent = new Set<string>();
  try {
    for (const entry of await pendingEntries(userGuid)) {
      setState('sending');
      try {
        await sendEntry(entry);
        await removeEntry(entry.seq!);
        sent.add(entry.kind);
        failures = 0;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          setState('signed-out');
          return;
        }
        if (isTransient(error)) {
          lastServerError = error instanceof ApiError ? { seq: entry.seq!, error } : null;
          entry.attempts += 1;
          await saveEntry(entry);
          failures += 1;
          setState(error instanceof ApiError ? 'retrying' : 'offline');
          scheduleRetry();
          return;
        }
        const status = error instanceof ApiError ? error.status : 400;
        await saveEntry({ ...entry, status: 'refused', error: errorMessage(error), errorStatus: status });
      }
    }
    setState('idle');
  } finally {
    if (sent.size) afterSent(sent);
  }
}

function scheduleRetry(): void {
  clearTimeout(timer);
  const delay = RETRY_DELAYS_MS[Math.min(failures - 1, RETRY_DELAYS_MS.length - 1)]!;
  timer = setTimeout(() => void syncOutbox(), delay);
}

/** One run at a time in this tab, and across tabs through a Web Lock where the browser has them. */
export function syncOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(timer);
  const once = () =>
    navigator.locks
      ? navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : undefined))
      : run();
  running = (async () => {
    do {
      again = false;
      await once();
    } while (again && state !== 'signed-out' && state !== 'offline' && state !== 'retrying');
  })().finally(() => {
    running = null;
  });
  return running;
}

export type WriteOutcome = { outcome: 'sent' } | { outcome: 'queued' };

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
  if (entry.status === 'refused') {
    await removeEntry(seq);
    throw new ApiError(entry.errorStatus ?? 400, entry.error ?? 'Refused');
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
