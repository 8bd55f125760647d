import { useMemo } from 'react';
import { queryClient } from '../query-client.ts';
import { signedInUser } from '../signed-in-user.ts';
import { outboxSnapshot } from './outbox.ts';
import type { OutboxEntry } from './outbox-types.ts';
import { useOutbox, useSavingOnline } from './use-outbox.ts';

const NONE: OutboxEntry[] = [];

const signedInGuid = () => signedInUser(queryClient)?.guid;

function pendingOf(entries: readonly OutboxEntry[], userGuid: string | undefined): OutboxEntry[] {
  const mine = entries.filter((entry) => entry.status === 'pending' && entry.userGuid === userGuid);
  return mine.length === 0 ? NONE : mine;
}

/** The signed-in user's entries still waiting to sync, in queue order (refusals excluded). */
export function usePendingWrites(): OutboxEntry[] {
  const entries = useOutbox();
  const userGuid = signedInGuid();
  return useMemo(() => pendingOf(entries, userGuid), [entries, userGuid]);
}

/** The same, read now (for a decision made after an await, when a render may not have happened). */
export const pendingWritesNow = (): OutboxEntry[] => pendingOf(outboxSnapshot(), signedInGuid());

/**
 * A query's answer with the pending entries laid over it (pending-writes.ts). The query itself is
 * returned untouched while nothing is pending. The overlay also learns which entries a screen is
 * saving online right now (see whileSavingOnline), for a change it should not show before the
 * server has answered.
 */
export function usePendingOverlay<R extends { data: unknown }>(
  query: R,
  key: string | null | undefined,
  overlay: (
    data: R['data'],
    pending: readonly OutboxEntry[],
    key: string,
    savingOnline: ReadonlySet<string>,
  ) => R['data'],
): R {
  const pending = usePendingWrites();
  const savingOnline = useSavingOnline();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the overlay is a module function; key names its input
  const data = useMemo(
    () => (key && pending.length > 0 ? overlay(query.data, pending, key, savingOnline) : query.data),
    [query.data, pending, key, savingOnline],
  );
  return data === query.data ? query : { ...query, data };
}
