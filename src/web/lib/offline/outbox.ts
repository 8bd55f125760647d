import { offlineDb } from './offline-db.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { keepStorage } from './persist-storage.ts';

/**
 * The durable write queue (ADR 0021): entries are stored in IndexedDB the moment the guard
 * saves, in order, and removed only when the server confirmed every step or the guard
 * dismissed a refusal. Other tabs hear about changes through a BroadcastChannel.
 */
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('dockwatch-outbox');
let snapshot: OutboxEntry[] = [];
let reads = 0;

async function refresh(): Promise<void> {
  // Only the latest read lands: an older one finishing last would show entries already sent.
  const read = ++reads;
  const entries = await (await offlineDb()).getAll('outbox');
  if (read !== reads) return;
  snapshot = entries;
  for (const listener of listeners) listener();
}

function changed(): Promise<void> {
  channel?.postMessage('changed');
  return refresh();
}

if (channel) channel.onmessage = () => void refresh();

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void refresh();
  return () => listeners.delete(listener);
}

/** Every entry in queue order (refused ones included), as last read. */
export const outboxSnapshot = (): OutboxEntry[] => snapshot;

export async function enqueue(entry: Omit<OutboxEntry, 'seq'>): Promise<number> {
  const seq = await (await offlineDb()).add('outbox', entry as OutboxEntry);
  await changed();
  void keepStorage();
  return seq;
}

/** The user's entries waiting to be sent, in the order they go: urgent ones first, then as saved. */
export async function pendingEntries(userGuid: string): Promise<OutboxEntry[]> {
  const all = await (await offlineDb()).getAll('outbox');
  const pending = all.filter((entry) => entry.status === 'pending' && entry.userGuid === userGuid);
  return [...pending.filter((entry) => entry.urgent), ...pending.filter((entry) => !entry.urgent)];
}

export async function getEntry(seq: number): Promise<OutboxEntry | undefined> {
  return (await offlineDb()).get('outbox', seq);
}

export async function saveEntry(entry: OutboxEntry): Promise<void> {
  await (await offlineDb()).put('outbox', entry);
  await changed();
}

export async function removeEntry(seq: number): Promise<void> {
  await (await offlineDb()).delete('outbox', seq);
  await changed();
}
